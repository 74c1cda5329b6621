import { z } from 'zod';

import { BooleanText, documentId, text } from './common';

/*
 * Coupons (issue 23). Endpoints:
 *   GET    /api/admin/coupons               CouponView[] (admin)
 *   POST   /api/admin/coupons               CouponInput -> 201 CouponView (admin)
 *   GET    /api/admin/coupons/:couponId     CouponView (admin)
 *   PUT    /api/admin/coupons/:couponId     CouponUpdate -> CouponView (admin; the code stays)
 *   PATCH  /api/admin/coupons/:couponId     CouponStatus -> CouponView (admin: activate, deactivate)
 *   DELETE /api/admin/coupons/:couponId     (admin; a coupon no order has used, else deactivate it)
 *   POST   /api/coupons/quote               CouponQuoteRequest -> CouponQuoteView (signed in)
 * Stored as `coupons/{couponId}`, with `couponCodes/{CODE}` keeping codes unique and
 * `couponRedemptions/{orderId}` recording which order holds a use.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a learner types: letters, digits, '-' and '_'; compared in capitals. */
export const CouponCodeSchema = text({ error: 'Coupon code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Coupon code is required')
  .max(40, 'Coupon code must be at most 40 characters')
  .regex(/^[A-Z0-9_-]+$/, 'Please enter a valid coupon code');

/** A new code also needs at least 3 characters. */
const NewCouponCodeSchema = CouponCodeSchema.pipe(z.string().min(3, 'Coupon code must be at least 3 characters'));

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const INDIA_END_OF_DAY = 'T23:59:59.999+05:30';

/**
 * When a coupon stops working: a date (the end of that day in India) or an exact instant; blank
 * for never. Answered as ISO text.
 */
const ExpirySchema = z.preprocess(
  blankToNull,
  z
    .union([z.iso.date().transform((date) => `${date}${INDIA_END_OF_DAY}`), z.iso.datetime({ offset: true })], {
      error: 'Use a date like 2026-12-31',
    })
    .transform((value) => new Date(value).toISOString())
    .nullable(),
);

const couponFields = {
  kind: z.enum(COUPON_KINDS, { error: 'Choose a percent or a fixed amount' }),
  /** Percent off (up to 100, two decimals) or rupees off (whole rupees). */
  value: z.coerce.number({ error: 'Value must be a number' }).positive('Value must be more than 0').max(10_000_000),
  /** One course, or null for all courses. */
  courseId: z.preprocess(blankToNull, documentId('Course').nullable()),
  expiresAt: ExpirySchema,
  /** How many orders may use it; null for no limit. */
  usageLimit: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: 'Usage limit must be a number' })
      .int('Usage limit must be a whole number')
      .min(1, 'Usage limit must be at least 1')
      .max(1_000_000)
      .nullable(),
  ),
  isActive: BooleanText.default(true),
};

function checkValue(coupon: { kind: CouponKind; value: number }, ctx: z.RefinementCtx) {
  if (coupon.kind === 'percent' && coupon.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount can be at most 100' });
  if (coupon.kind === 'percent' && Math.round(coupon.value * 100) !== coupon.value * 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Use at most two decimals' });
  if (coupon.kind === 'fixed' && !Number.isInteger(coupon.value))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A fixed discount is in whole rupees' });
}

export const CouponInputSchema = z.strictObject({ code: NewCouponCodeSchema, ...couponFields }).superRefine(checkValue);
export type CouponInput = z.infer<typeof CouponInputSchema>;

export const CouponUpdateSchema = z.strictObject(couponFields).superRefine(checkValue);
export type CouponUpdate = z.infer<typeof CouponUpdateSchema>;

export const CouponStatusSchema = z.strictObject({ isActive: BooleanText });

export const CouponIdParamSchema = documentId('Coupon');

/** Whether a coupon works now, and else why not. */
export type CouponState = 'active' | 'inactive' | 'expired' | 'used_up';

export interface CouponView {
  id: string;
  code: string;
  kind: CouponKind;
  value: number;
  courseId: string | null;
  /** The course's title, null for all courses (or a course since deleted). */
  courseTitle: string | null;
  expiresAt: string | null;
  usageLimit: number | null;
  /** Uses counted: paid orders' (a use is counted when its order is paid). */
  usedCount: number;
  /** Uses held now by unpaid orders whose hold has not run out; they count against the limit. */
  heldCount: number;
  isActive: boolean;
  state: CouponState;
  createdAt: string | null;
  updatedAt: string | null;
}

/** POST /api/coupons/quote */
export const CouponQuoteRequestSchema = z.strictObject({
  courseId: documentId('Course'),
  code: CouponCodeSchema,
});
export type CouponQuoteRequest = z.infer<typeof CouponQuoteRequestSchema>;

/** The price with a coupon, in rupees (the course price includes GST). */
export interface CouponQuoteView {
  code: string;
  listPrice: number;
  discount: number;
  amount: number;
}

/**
 * Why a code does not apply: the API's messages, which the coupon field shows as they are. An
 * unknown, inactive, expired or other-course code gets the one `notValid`, so the answer never tells
 * a guesser that a code exists.
 */
export const COUPON_MESSAGES = {
  notValid: 'This coupon code is not valid.',
  usedUp: 'This coupon code has been used up.',
} as const;
