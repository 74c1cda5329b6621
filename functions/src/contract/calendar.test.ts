import { describe, expect, it } from 'vitest';

import { dateForPeople, dateTimeForPeople, HINDI_MONTH_NAMES, HINDI_WEEKDAYS, usLongDate } from './calendar';

describe('dates for people', () => {
  it('writes one style, on the Indian day: an evening in UTC is the next morning in India', () => {
    expect(dateForPeople('2026-11-27T10:00:00Z')).toBe('27 Nov 2026');
    expect(dateForPeople('2027-03-31T19:00:00Z')).toBe('1 Apr 2027');
    expect(dateForPeople(new Date('2026-09-15T00:00:00+05:30'))).toBe('15 Sep 2026');
    expect(dateForPeople('2026-11-22')).toBe('22 Nov 2026');
    expect(dateForPeople('not a date')).toBe('');
    expect(dateForPeople(null)).toBe('');
  });

  it('gives times with their weekday and IST, and agrees with Intl in Asia/Kolkata', () => {
    expect(dateTimeForPeople('2026-12-03T13:00:00Z')).toBe('Thu, 3 Dec 2026, 6:30 pm IST');
    expect(dateTimeForPeople('2026-12-03T18:45:00Z')).toBe('Fri, 4 Dec 2026, 12:15 am IST');
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    for (const iso of ['2024-02-29T20:00:00Z', '2025-12-31T18:29:59Z', '2025-12-31T18:30:00Z', '2026-06-01T05:00:00Z'])
      expect(dateForPeople(iso)).toBe(intl.format(new Date(iso)));
  });

  it("keeps the spec's long US format for the certificate card", () => {
    expect(usLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(usLongDate('2026-11-21T20:00:00Z')).toBe('November 22, 2026');
  });

  it('names the twelve months in Hindi as Intl hi-IN does, and dates a Hindi page the same way', () => {
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    expect(HINDI_MONTH_NAMES).toEqual(Array.from({ length: 12 }, (_, i) => month.format(new Date(Date.UTC(2026, i, 15)))));
    const intl = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
    for (const iso of ['2026-11-29T10:00:00Z', '2024-02-29T20:00:00Z', '2025-12-31T18:30:00Z', '2026-06-01T05:00:00Z'])
      expect(dateForPeople(iso, 'hi')).toBe(intl.format(new Date(iso)));
    expect(dateForPeople('2026-11-29T10:00:00Z', 'hi')).toBe('29 नवंबर 2026');
  });

  it('names the weekdays in Hindi as Intl hi-IN does, and writes a Hindi page its times', () => {
    const weekday = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', timeZone: 'UTC' });
    // 29 November 2026 is a Sunday.
    expect(HINDI_WEEKDAYS).toEqual(Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2026, 10, 29 + i)))));
    expect(dateTimeForPeople('2026-12-03T13:00:00Z', 'hi')).toBe('गुरु, 3 दिसंबर 2026, 6:30 pm IST');
    expect(dateTimeForPeople('2026-12-03T13:00:00Z')).toBe('Thu, 3 Dec 2026, 6:30 pm IST');
  });
});
