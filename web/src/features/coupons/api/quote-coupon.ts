import type { CouponQuoteView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** The course's price with a coupon code; refused codes reject with the server's message. */
export async function quoteCoupon(courseId: string, code: string, signal?: AbortSignal): Promise<CouponQuoteView> {
  const res = await api.post<ApiEnvelope<CouponQuoteView>>(
    '/coupons/quote',
    { courseId, code },
    { signal, errorMessage: 'Could not check the coupon code. Please try again.' },
  );
  return res.data;
}
