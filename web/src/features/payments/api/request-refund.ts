import type { OrderView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function requestRefund(orderId: string, reason: string): Promise<OrderView> {
  const res = await api.post<ApiEnvelope<OrderView>>(`/payments/orders/${encodeURIComponent(orderId)}/refund`, reason ? { reason } : {});
  return res.data;
}
