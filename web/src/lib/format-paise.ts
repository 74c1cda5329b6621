// Not in format.ts, which makes no Intl formatter (see there): this one is made only where orders are shown.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
/** Paise as the site shows rupees: ₹9,999 (₹9,999.50 when there are paise). */
export const formatPaise = (paise: number) => rupees.format(paise / 100);
