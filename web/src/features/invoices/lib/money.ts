const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** An invoice's date, in Indian time as printed on it: 25 Nov 2026. */
export const formatInvoiceDate = (iso: string) => day.format(new Date(iso));
