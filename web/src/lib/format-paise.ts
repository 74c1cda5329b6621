// Not in format.ts, which makes no Intl formatter (see there): these are made only where orders are shown.
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** Paise as the site shows rupees: ₹9,999 (₹9,999.50 when there are paise). */
export const formatPaise = (paise: number) => (paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100);
