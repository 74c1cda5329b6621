import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { discountPaise } from './coupons.service';

describe('a coupon’s discount', () => {
  it('leaves a price in whole rupees after a percent, and takes a fixed amount in whole rupees', () => {
    expect(discountPaise({ kind: 'percent', value: 12.5 }, 499900)).toBe(62500);
    expect(discountPaise({ kind: 'percent', value: 33.33 }, 99900)).toBe(33300);
    expect(discountPaise({ kind: 'percent', value: 20 }, 499900)).toBe(100000);
    expect(discountPaise({ kind: 'fixed', value: 500 }, 499900)).toBe(50000);
  });

  it('is never negative and never more than the price; 100 % is the whole price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.oneof(
          fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 10_000 }).map((v) => v / 100) }),
          fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 10_000_000 }) }),
        ),
        (price, coupon) => {
          const off = discountPaise(coupon, price);
          expect(Number.isInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(price);
        },
      ),
    );
    expect(discountPaise({ kind: 'percent', value: 100 }, 123456)).toBe(123456);
  });
});
