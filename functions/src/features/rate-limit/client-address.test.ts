import { describe, expect, it } from 'vitest';

import { clientAddress } from './rate-limit.service';

describe('clientAddress', () => {
  it('trusts only the last X-Forwarded-For entry, which the front end appends', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
  });
  it('falls back to the socket address without the header', () => {
    expect(clientAddress(undefined, '10.0.0.1')).toBe('10.0.0.1');
  });
});
