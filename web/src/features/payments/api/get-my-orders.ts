import type { OrderList, OrderView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getMyOrders(signal?: AbortSignal): Promise<OrderView[]> {
  return (await api.get<ApiEnvelope<OrderList>>('/payments/orders', { signal })).data.orders;
}

export async function getMyOrder(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  return (await api.get<ApiEnvelope<OrderView>>(`/payments/orders/${encodeURIComponent(orderId)}`, { signal })).data;
}
