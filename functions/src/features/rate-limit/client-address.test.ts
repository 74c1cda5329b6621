import { describe, expect, it } from 'vitest';

import { clientAddress } from './rate-limit.service';

describe('clientAddress', () => {
  it('behind Hosting (one trusted hop) takes the entry Hosting appended, not its own edge nor forged ones', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9, 35.191.0.7', '169.254.8.1', 1)).toBe('203.0.113.9');
  });
  it('with no trusted hop takes the last entry, so a forged prefix changes nothing', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', '10.0.0.1', 0)).toBe('203.0.113.9');
  });
  it('falls back to the first entry, then the socket address', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddress(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});
