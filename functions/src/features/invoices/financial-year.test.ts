import { describe, expect, it } from 'vitest';

import { documentNumber, financialYear, indianDay, startOfIndianDay } from './financial-year';

describe('financial year in Indian time', () => {
  it('puts 31 March 23:59 IST in the closing year and 1 April 00:00 IST in the new one', () => {
    // 23:59:59 IST on 31 March is 18:29:59 UTC; midnight IST on 1 April is 18:30 UTC on 31 March.
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  });

  it('keeps January to March in the year that began the April before', () => {
    expect(financialYear(new Date('2027-01-15T06:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });

  it('names Indian days and where they begin', () => {
    expect(indianDay(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(startOfIndianDay('2027-04-01').toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });
});

describe('documentNumber', () => {
  it('makes numbers of at most 16 characters, each series its own', () => {
    expect(documentNumber('invoice', '2026-27', 1)).toBe('CV/26-27/000001');
    expect(documentNumber('credit_note', '2026-27', 42)).toBe('CN/26-27/000042');
    expect(documentNumber('invoice', '2026-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(documentNumber('invoice', '2026-27', 1)).toMatch(/^[A-Z0-9/-]+$/);
  });

  it('refuses a sequence that would not fit', () => {
    expect(() => documentNumber('invoice', '2026-27', 1_000_000)).toThrow();
    expect(() => documentNumber('invoice', '2026-27', 0)).toThrow();
  });
});
