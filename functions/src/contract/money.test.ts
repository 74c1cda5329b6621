import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatDocumentAmount, formatPrice, formatRupees, invoiceAmountsInWords, percentCouponPricePaise } from './money';

const intlWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const intlPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

describe('money as a buyer sees it (site, mail, lists, admin)', () => {
  it('is whole rupees with Indian grouping, as Intl en-IN writes them', () => {
    for (const rupees of [0, 1, 9, 99, 999, 1000, 3999, 9999, 12345, 123456, 1234567, 123456789])
      expect(formatPrice(rupees * 100)).toBe(intlWhole.format(rupees));
    expect(formatPrice(399_900)).toBe('₹3,999');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('is the same figure on a Hindi page: Hindi writes Latin digits in Indian groups, as Intl hi-IN does', () => {
    const hindiWhole = new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const hindiPaise = new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    for (const rupees of [0, 999, 1000, 123456, 1234567, 123456789])
      expect(formatPrice(rupees * 100)).toBe(hindiWhole.format(rupees));
    expect(formatPrice(399_920)).toBe(hindiPaise.format(3999.2));
  });

  it('shows paise when an amount has them, always as two digits (an order from before rounding)', () => {
    expect(formatPrice(399_920)).toBe('₹3,999.20');
    expect(formatPrice(1_399_820)).toBe('₹13,998.20');
    expect(formatPrice(99_980)).toBe('₹999.80');
    expect(formatPrice(5)).toBe('₹0.05');
    expect(formatRupees(3999.2)).toBe('₹3,999.20');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (paise) => {
        const intl = (paise % 100 === 0 ? intlWhole : intlPaise).format(paise / 100);
        expect(formatPrice(paise)).toBe(intl);
      }),
    );
  });

  it('writes a negative amount with a minus sign', () => {
    expect(formatPrice(-99_980)).toBe('−₹999.80');
    expect(formatPrice(-100_000)).toBe('−₹1,000');
  });
});

describe('money on a tax invoice or credit note', () => {
  it('always has two decimals, as Intl en-IN writes them', () => {
    expect(formatDocumentAmount(1_18_00_000_00)).toBe('₹1,18,00,000.00');
    expect(formatDocumentAmount(399_900)).toBe('₹3,999.00');
    expect(formatDocumentAmount(-1_271_19)).toBe('−₹1,271.19');
    expect(formatDocumentAmount(0)).toBe('₹0.00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (paise) => {
        expect(formatDocumentAmount(paise)).toBe(intlPaise.format(paise / 100));
      }),
    );
  });

  it('explains a discount in words: list price, discount, price paid and its GST, then the table before GST', () => {
    const invoice = {
      listPricePaise: 499_900,
      discountPaise: 100_000,
      grossTaxablePaise: 423_644,
      discountTaxablePaise: 84_746,
      tax: { taxablePaise: 338_898, totalPaise: 399_900 },
    };
    expect(invoiceAmountsInWords(invoice)).toEqual([
      'List price ₹4,999.00 less a discount of ₹1,000.00: price paid ₹3,999.00, of which GST ₹610.02.',
      'The table shows the same before GST: value ₹4,236.44, discount ₹847.46, taxable value ₹3,388.98.',
    ]);
    expect(invoiceAmountsInWords({ ...invoice, discountPaise: 0, tax: { taxablePaise: 423_644, totalPaise: 499_900 } })).toEqual([
      'Price paid ₹4,999.00, of which GST ₹762.56.',
    ]);
  });
});

describe('a percentage coupon’s price', () => {
  it('is whole rupees, rounded down so the buyer never gets less than the percentage off', () => {
    expect(percentCouponPricePaise(499_900, 20)).toBe(399_900);
    expect(percentCouponPricePaise(499_900, 12.5)).toBe(437_400);
    expect(percentCouponPricePaise(99_900, 33.33)).toBe(66_600);
    expect(percentCouponPricePaise(99_950, 10)).toBe(89_900);
    expect(percentCouponPricePaise(499_900, 100)).toBe(0);
    expect(percentCouponPricePaise(499_900, 0.01)).toBe(499_800);
  });

  it('is never paise, never below zero, never above the list price, and at least the percentage off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 10_000 }), (listPaise, basisPoints) => {
        const price = percentCouponPricePaise(listPaise, basisPoints / 100);
        expect(price % 100).toBe(0);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(listPaise);
        expect(price * 10_000).toBeLessThanOrEqual(listPaise * (10_000 - basisPoints));
      }),
    );
  });
});
