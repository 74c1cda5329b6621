import { describe, expect, it } from 'vitest';

import { proxyRanges } from './proxy-ranges';
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

  it("a direct call to the function's own URL is keyed on the address Google's front end saw, whatever it forges", () => {
    const hosting = proxyRanges('35.191.0.0/16, 2600:1900::/28');
    // Through Hosting: the last entry is Hosting's edge, so the visitor's entry before it counts.
    expect(clientAddress('6.6.6.6, 203.0.113.9, 35.191.0.7', undefined, 1, hosting)).toBe('203.0.113.9');
    // Direct: the caller wrote '198.51.100.1' itself; the front end appended its real address.
    expect(clientAddress('198.51.100.1, 203.0.113.50', undefined, 1, hosting)).toBe('203.0.113.50');
    expect(clientAddress('198.51.100.2, 203.0.113.50', undefined, 1, hosting)).toBe('203.0.113.50');
    expect(clientAddress('198.51.100.1, 2001:db8::1', undefined, 1, hosting)).toBe('2001:db8::1');
  });

  it('refuses a range that is no address', () => {
    expect(() => proxyRanges('hosting.example/24')).toThrow(/TRUSTED_PROXY_RANGES/);
    expect(proxyRanges('')).toBeNull();
  });
});
