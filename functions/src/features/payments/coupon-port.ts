import type { Transaction } from 'firebase-admin/firestore';

import { AppError } from '../../lib/app-error';

/*
 * Coupons, from the coupons feature. Until that branch is merged here a coupon code is refused as
 * unknown (nothing is discounted without the coupon's own rules).
 */

export interface CouponQuote {
  couponId: string;
  code: string;
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
}

export async function quoteCoupon(_code: string, _course: { uid: string; price: number }): Promise<CouponQuote> {
  throw AppError.badRequest('This coupon code is not valid.');
}

export async function reserveCouponUse(
  _tx: Transaction,
  _couponId: string,
  _courseId: string,
  _orderId: string,
): Promise<() => void> {
  throw AppError.badRequest('This coupon code is not valid.');
}

export async function releaseCouponUse(_couponId: string, _orderId: string): Promise<void> {}
