/* Dates are formatted by hand, not with Intl (issue 27); money has its own module, shared with the functions. */

import { IST_OFFSET_MS } from '@contract/calendar';

export { formatRupees } from '@contract/money';

/** The rounded discount of a price against its original price, or null when there is none. */
export function discountPercent(price: number, originalPrice?: number | null): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Dates for people: "27 Nov 2026", times "Thu, 3 Dec 2026, 6:30 pm IST", always Indian time (issue 39). */
export { dateForPeople as formatDate, dateTimeForPeople as formatIndianDateTime, usLongDate } from '@contract/calendar';

/** A datetime-local field's value (2026-12-03T18:30) read as Indian time, as an instant with its offset. */
/** A file's size as people read it: "1.2 MB", "340 KB". */
export function fileSize(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes >= 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return bytes >= 1024 ? `${kilobytes} KB` : `${bytes} B`;
}

/** Today in India, as YYYY-MM-DD (a date field's value). */
export const indianToday = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);

export const indianLocalToInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+05:30`;

/** An instant as a datetime-local field's value in Indian time. */
export const instantToIndianLocal = (value: string) => new Date(Date.parse(value) + IST_OFFSET_MS).toISOString().slice(0, 16);
