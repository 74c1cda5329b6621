/*
 * The formatters are made on first use, not when the module loads: making one loads the locale's
 * data, tens of milliseconds on a slow phone, and the app's start-up imports this module on every
 * page, most of which format nothing before their later sections hydrate (issue 27).
 */
let rupees: Intl.NumberFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;

/** A price in rupees with thousands separators: ₹9,999. */
export const formatRupees = (amount: number) =>
  (rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })).format(amount);

/** The rounded discount of a price against its original price, or null when there is none. */
export function discountPercent(price: number, originalPrice?: number | null): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** A date in long US format (November 22, 2026); ISO dates without a time are taken as that calendar day. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : (longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(
        date,
      );
}
