import { describe, expect, it } from 'vitest';

import { formatInvoiceDate } from './money';

describe('invoice figures in the browser', () => {
  it('dates a document in Indian time: 31 March 19:00 UTC is already 1 April', () => {
    expect(formatInvoiceDate('2027-03-31T19:00:00Z')).toBe('01 Apr 2027');
  });
});
