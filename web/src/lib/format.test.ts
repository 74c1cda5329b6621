import { describe, expect, it } from 'vitest';

import { formatLongDate, formatRupees } from './format';

describe('format', () => {
  it('formats rupees as Intl does (en-IN, INR, whole rupees)', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 1, 9, 99, 999, 1000, 9999, 12345, 123456, 1234567, 12345678, 123456789, 4999.5, 0.4, 1999.49]) {
      expect(formatRupees(amount)).toBe(intl.format(amount));
    }
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('formats long dates as Intl does (en-US, UTC)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const value of [
      '2026-11-22',
      '2024-02-29',
      '2025-01-01T00:00:00Z',
      '2025-12-31T23:59:59Z',
      '1999-07-04T12:00:00+05:30',
    ]) {
      expect(formatLongDate(value)).toBe(intl.format(new Date(value)));
    }
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(null)).toBe('');
  });
});
