const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A price in rupees with thousands separators: ₹9,999. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** The rounded discount of a price against its original price, or null when there is none. */
export function discountPercent(price: number, originalPrice?: number | null): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** A date in long US format (November 22, 2026); ISO dates without a time are taken as that calendar day. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
