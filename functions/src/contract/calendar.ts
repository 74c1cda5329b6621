// No zod here: the public pages format dates with it, and the ssr function's start-up reaches it.

/** The English month names, January first (never the runtime's locale data: en-GB writes "Sept"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Hindi's month names, जनवरी first: a table, as for English (calendar.test.ts compares it with Intl's hi-IN). */
export const HINDI_MONTH_NAMES = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/*
 * Dates for people (issue 39): one style on every screen, mail and document, "27 Nov 2026", and
 * times as "Thu, 3 Dec 2026, 6:30 pm IST", always in Indian time (India keeps no daylight saving).
 * Written by hand, not with Intl: a formatter loads its locale's data inside the page's hydration.
 */

/** India's offset from UTC all year round (no daylight saving). */
export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Hindi's short weekday names, रवि (Sunday) first, as Intl's hi-IN writes them (calendar.test.ts). */
export const HINDI_WEEKDAYS = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'] as const;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant's Indian wall clock, read with the UTC getters; a bare calendar day stays that day. */
function indianClock(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return instant;
  return new Date(instant.getTime() + IST_OFFSET_MS);
}

/** "27 Nov 2026", in Hindi "27 नवंबर 2026" (Hindi does not shorten its month names); empty for no date or an unreadable one. */
export function dateForPeople(value: string | Date | null | undefined, language: 'en' | 'hi' = 'en'): string {
  const ist = indianClock(value);
  if (!ist) return '';
  const month = (language === 'hi' ? HINDI_MONTH_NAMES : SHORT_MONTHS)[ist.getUTCMonth()];
  return `${ist.getUTCDate()} ${month} ${ist.getUTCFullYear()}`;
}

/** "Thu, 3 Dec 2026, 6:30 pm IST", in Hindi "गुरु, 3 दिसंबर 2026, 6:30 pm IST"; empty for no date or an unreadable one. */
export function dateTimeForPeople(value: string | Date | null | undefined, language: 'en' | 'hi' = 'en'): string {
  const ist = indianClock(value);
  if (!ist) return '';
  const hours = ist.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  const weekday = (language === 'hi' ? HINDI_WEEKDAYS : WEEKDAYS)[ist.getUTCDay()];
  return `${weekday}, ${dateForPeople(value, language)}, ${clock} IST`;
}

/** "November 22, 2026", in Indian time: only the certificate card, whose "long US format" the spec fixes. */
export function usLongDate(value: string | Date | null | undefined): string {
  const ist = indianClock(value);
  return ist ? `${MONTH_NAMES[ist.getUTCMonth()]} ${ist.getUTCDate()}, ${ist.getUTCFullYear()}` : '';
}
