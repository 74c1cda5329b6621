/** India keeps one offset all year (no daylight saving): UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India, YYYY-MM-DD. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian calendar day begins. */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The financial year (1 April to 31 March, Indian time) an instant falls in, as '2026-27'. */
export function financialYear(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const start = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type DocumentSeries = 'invoice' | 'credit_note';
/** What the shared counters number: tax documents by financial year, orders by calendar year. */
export type NumberedSeries = DocumentSeries | 'order';

const SERIES_PREFIX: Record<DocumentSeries, string> = { invoice: 'CV', credit_note: 'CN' };

/**
 * A document's number: series, financial year and a six-digit sequence, e.g. CV/26-27/000001
 * (15 characters; Rule 46(b) allows 16, of letters, digits, '-' and '/').
 */
export function documentNumber(series: DocumentSeries, year: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new Error(`Sequence ${sequence} is outside 1..999999`);
  return `${SERIES_PREFIX[series]}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** The calendar year in India an order is placed in: its number's series. */
export const indianYear = (at: Date): string => indianDay(at).slice(0, 4);

/**
 * An order's number, for people to read and quote: CV-, the calendar year in India and a six-digit
 * sequence, e.g. CV-2026-000123 (the Firestore id stays the order's key).
 */
export function orderNumber(year: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new Error(`Sequence ${sequence} is outside 1..999999`);
  return `CV-${year}-${String(sequence).padStart(6, '0')}`;
}
