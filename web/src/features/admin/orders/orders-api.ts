import type { AdminOrderList, AdminOrderQuery, AdminOrderView, RevenueSummary, SeatHoldList } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function searchOrders(query: AdminOrderQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return (await api.get<ApiEnvelope<AdminOrderList>>('/admin/orders', { query: { ...query }, signal })).data;
}

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderView> {
  return (await api.get<ApiEnvelope<AdminOrderView>>(`/admin/orders/${encodeURIComponent(orderId)}`, { signal })).data;
}

/** Asks Razorpay for the refund; answers the server's message (the refund is pending until processed). */
export async function refundOrder(orderId: string, reason: string): Promise<string> {
  return (await api.post<ApiEnvelope<AdminOrderView>>(`/admin/orders/${encodeURIComponent(orderId)}/refund`, { reason })).message ?? 'Refund requested';
}

export async function getRevenue(signal?: AbortSignal): Promise<RevenueSummary> {
  return (await api.get<ApiEnvelope<RevenueSummary>>('/admin/orders/revenue', { signal })).data;
}

/** Seats held by unpaid orders now, per course. */
export async function getSeatHolds(signal?: AbortSignal): Promise<SeatHoldList> {
  return (await api.get<ApiEnvelope<SeatHoldList>>('/admin/orders/seats', { signal })).data;
}

/** Asks Razorpay again for the refund of a payment the order could not take, after Razorpay failed it. */
export async function retryPaymentRefund(orderId: string, paymentId: string): Promise<string> {
  return (
    await api.post<ApiEnvelope<AdminOrderView>>(
      `/admin/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}/refund`,
      {},
    )
  ).message ?? 'Refund requested';
}
