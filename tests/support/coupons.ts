import { expect } from 'vitest';
import type { z } from 'zod';

import type { CouponInputSchema, CouponUpdateSchema, CouponView } from '../../functions/src/contract';
import { api } from './http';

export type CouponBody = z.input<typeof CouponInputSchema>;
export type CouponTerms = z.input<typeof CouponUpdateSchema>;

let counter = 0;
/** A code no other test, file or run has used. */
export const newCouponCode = (prefix = 'T') => `${prefix}${Date.now().toString(36)}${process.pid}${(counter += 1)}`.toUpperCase();

/** A coupon's terms as the admin's form sends them: 10 % off every course, with no end and no limit, unless told. */
export const couponTerms = (overrides: Partial<CouponTerms> = {}) => ({
  ...({ kind: 'percent', value: 10, courseId: null, expiresAt: null, usageLimit: null } satisfies CouponTerms),
  ...overrides,
});

/** A new coupon as the admin's form sends it: a fresh code with `couponTerms`. */
export const couponBody = (overrides: Partial<CouponBody> = {}) =>
  ({ code: newCouponCode(), ...couponTerms(), ...overrides }) satisfies CouponBody;

/** A coupon an admin made: its id and its code. */
export async function createCoupon(adminToken: string, overrides: Partial<CouponBody> = {}) {
  const res = await api<CouponView>('POST', '/admin/coupons', { token: adminToken, body: couponBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id, code: res.body.data.code };
}

/** A coupon's uses: counted (paid orders) and held (unpaid orders whose hold has not run out). */
export async function couponUses(adminToken: string, couponId: string) {
  const view = (await api<CouponView>('GET', `/admin/coupons/${couponId}`, { token: adminToken })).body.data;
  return { used: view.usedCount, held: view.heldCount };
}
