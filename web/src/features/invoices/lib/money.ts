const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Paise as an invoice shows them: ₹11,439.83. */
export const formatPaise = (paise: number) => rupees.format(paise / 100);

/** An invoice's date, in Indian time as printed on it: 25 Nov 2026. */
export const formatInvoiceDate = (iso: string) => day.format(new Date(iso));
