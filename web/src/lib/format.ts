import { MONTH_NAMES } from '@contract/calendar';

/*
 * Dates are formatted by hand, not with Intl: making an Intl formatter loads its locale's data,
 * 50-60 ms on a throttled phone, inside one task of the page's hydration (issue 27). The output is
 * Intl's own (format.test.ts compares them). Money has its own module, shared with the functions.
 */

export { formatRupees } from '@contract/money';

/** The rounded discount of a price against its original price, or null when there is none. */
export function discountPercent(price: number, originalPrice?: number | null): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** A date in long US format (November 22, 2026); ISO dates without a time are taken as that calendar day. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** An instant in Indian time, by hand (India has no daylight saving): "Thu, December 3, 2026, 6:30 pm IST". */
export function formatIndianDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${WEEKDAYS[ist.getUTCDay()]}, ${MONTH_NAMES[ist.getUTCMonth()]} ${ist.getUTCDate()}, ${ist.getUTCFullYear()}, ${clock} IST`;
}

/** A datetime-local field's value (2026-12-03T18:30) read as Indian time, as an instant with its offset. */
export const indianLocalToInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+05:30`;

/** An instant as a datetime-local field's value in Indian time. */
export const instantToIndianLocal = (value: string) => new Date(Date.parse(value) + IST_OFFSET_MS).toISOString().slice(0, 16);
