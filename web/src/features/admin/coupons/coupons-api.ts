import type { CouponInput, CouponUpdate, CouponView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getCoupons(signal?: AbortSignal): Promise<CouponView[]> {
  return (await api.get<ApiEnvelope<CouponView[]>>('/admin/coupons', { signal, errorMessage: 'Failed to load coupons' })).data;
}

export async function getCoupon(id: string, signal?: AbortSignal): Promise<CouponView> {
  return (
    await api.get<ApiEnvelope<CouponView>>(`/admin/coupons/${encodeURIComponent(id)}`, {
      signal,
      errorMessage: 'Failed to load coupon',
    })
  ).data;
}

/** Creates (no id) or replaces a coupon's terms; resolves with the server's message. */
export async function saveCoupon(id: string | null, body: CouponInput | CouponUpdate): Promise<string> {
  const res = id
    ? await api.put<ApiEnvelope<CouponView>>(`/admin/coupons/${encodeURIComponent(id)}`, body, {
        errorMessage: 'Failed to update coupon',
      })
    : await api.post<ApiEnvelope<CouponView>>('/admin/coupons', body, { errorMessage: 'Failed to create coupon' });
  return res.message ?? '';
}
