import { describe, expect, it } from 'vitest';

import { formatLongDate } from './format';

describe('format', () => {
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
