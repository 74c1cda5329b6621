import { describe, expect, it } from 'vitest';

import { formatInvoiceDate, formatPaise } from './money';

describe('invoice figures in the browser', () => {
  it('shows paise as rupees with Indian grouping and two decimals', () => {
    expect(formatPaise(1_18_00_000_00)).toBe('₹1,18,00,000.00');
    expect(formatPaise(11_439_83)).toBe('₹11,439.83');
  });

  it('dates a document in Indian time: 31 March 19:00 UTC is already 1 April', () => {
    expect(formatInvoiceDate('2027-03-31T19:00:00Z')).toBe('01 Apr 2027');
  });
});
