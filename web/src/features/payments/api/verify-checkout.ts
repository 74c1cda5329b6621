import type { CheckoutResponse, OrderView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function verifyCheckout(response: CheckoutResponse): Promise<OrderView> {
  const res = await api.post<ApiEnvelope<{ verified: boolean; order: OrderView }>>('/payments/razorpay/verify', response);
  return res.data.order;
}
