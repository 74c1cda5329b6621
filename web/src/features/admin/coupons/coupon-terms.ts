import type { CouponView } from '@contract';
import { formatRupees } from '@contract/money';

import { formatDate } from '@/lib/format';

/** '12.5 % off' or '₹500 off'. */
export const discountText = (coupon: Pick<CouponView, 'kind' | 'value'>) =>
  coupon.kind === 'percent' ? `${coupon.value} % off` : `${formatRupees(coupon.value)} off`;

/** Paid uses of the limit, and the uses unpaid orders hold now: '3 of 10 · 2 held'. */
export const usesText = (coupon: Pick<CouponView, 'usedCount' | 'heldCount' | 'usageLimit'>) =>
  `${coupon.usageLimit === null ? `${coupon.usedCount} (no limit)` : `${coupon.usedCount} of ${coupon.usageLimit}`}${
    coupon.heldCount > 0 ? ` · ${coupon.heldCount} held` : ''
  }`;

/** The day a coupon's last moment falls on in India, as YYYY-MM-DD (what the date field shows). */
export function indiaDate(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

export const expiryText = (coupon: Pick<CouponView, 'expiresAt'>) =>
  coupon.expiresAt ? formatDate(indiaDate(coupon.expiresAt)) : 'Never';

export const STATE_LABELS: Record<CouponView['state'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'pitch.8' },
  inactive: { label: 'Inactive', color: 'gray.7' },
  expired: { label: 'Expired', color: 'ball' },
  used_up: { label: 'Used up', color: '#8a4b00' },
};
