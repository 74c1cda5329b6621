/*
 * Money as people read it, one module for the site, the mails, the admin and the tax documents,
 * so the same order shows the same figure everywhere (issue 39). Amounts are integer paise.
 *
 * Formatted by hand, not with Intl: making an Intl formatter loads its locale's data, 50-60 ms on a
 * throttled phone, inside one task of the page's hydration (issue 27); money.test.ts compares the
 * output with Intl's en-IN.
 */

/** Indian digit grouping: the last three digits, then pairs (12,34,567). */
const indianGrouping = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/** The minus a person reads (U+2212), never a hyphen. */
const MINUS = '−';

function rupeesAndPaise(paise: number, alwaysPaise: boolean): string {
  const whole = Math.round(paise);
  const magnitude = Math.abs(whole);
  const rupees = indianGrouping(String(Math.floor(magnitude / 100)));
  const rest = magnitude % 100;
  const fraction = alwaysPaise || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `${whole < 0 ? MINUS : ''}₹${rupees}${fraction}`;
}

/**
 * A price as a buyer sees it on the site, in a mail and in a list: whole rupees (₹3,999), and the
 * paise only when the amount has some (₹3,999.20, an order priced before coupons rounded to the
 * rupee), so it always agrees to the paisa with the tax invoice.
 */
export const formatPrice = (paise: number) => rupeesAndPaise(paise, false);

/** A price held in rupees (a course's price, a coupon quote), shown as {@link formatPrice} does. */
export const formatRupees = (rupees: number) => formatPrice(Math.round(rupees * 100));

/** An amount on a tax invoice, a credit note or a proforma: always two decimals (₹3,999.00, −₹847.46). */
export const formatDocumentAmount = (paise: number) => rupeesAndPaise(paise, true);

/**
 * A percentage coupon's price: the list price less the percentage, rounded down to the whole rupee,
 * so a buyer always pays a price without paise and never less off than the coupon's percentage.
 * Integer arithmetic in basis points, so 33.33 % is exact. Never below ₹0 nor above the list price.
 */
export function percentCouponPricePaise(listPricePaise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const exact = (listPricePaise * (10_000 - basisPoints)) / 10_000;
  return Math.min(Math.max(Math.floor(exact / 100) * 100, 0), listPricePaise);
}

/** What an invoice's amounts say about its discount, for its explanation in words. */
export interface InvoiceAmounts {
  listPricePaise: number;
  discountPaise: number;
  grossTaxablePaise: number;
  discountTaxablePaise: number;
  tax: { taxablePaise: number; totalPaise: number };
}

/**
 * The invoice's amounts in words a buyer reads: the list price, the discount, the price paid and the
 * GST in it; then why the table's figures differ (they are before GST).
 */
export function invoiceAmountsInWords(invoice: InvoiceAmounts): string[] {
  const { tax } = invoice;
  const gst = formatDocumentAmount(tax.totalPaise - tax.taxablePaise);
  const paid = formatDocumentAmount(tax.totalPaise);
  if (invoice.discountPaise <= 0) return [`Price paid ${paid}, of which GST ${gst}.`];
  return [
    `List price ${formatDocumentAmount(invoice.listPricePaise)} less a discount of ${formatDocumentAmount(invoice.discountPaise)}: price paid ${paid}, of which GST ${gst}.`,
    `The table shows the same before GST: value ${formatDocumentAmount(invoice.grossTaxablePaise)}, discount ${formatDocumentAmount(invoice.discountTaxablePaise)}, taxable value ${formatDocumentAmount(tax.taxablePaise)}.`,
  ];
}
