import { describe, expect, it } from 'vitest';

import { activeHolds, clientKey, holdLengthMs, holdsOfClient } from './hold-rules';

const lengths = { normalMs: 30 * 60_000, scarceMs: 10 * 60_000 };

describe('hold rules', () => {
  it('keeps only holds that have not run out, and leaves out the order being settled', () => {
    const holds = { a: { until: 100, client: 'x' }, b: { until: 200, client: 'y' }, c: { until: 300, client: 'x' } };
    expect(Object.keys(activeHolds(holds, 100))).toEqual(['b', 'c']);
    expect(Object.keys(activeHolds(holds, 100, 'c'))).toEqual(['b']);
    expect(holdsOfClient(activeHolds(holds, 0), 'x')).toBe(2);
  });

  it('holds the normal length with seats to spare, and the short one for the last three seats or coupon uses', () => {
    expect(holdLengthMs({ seats: 4, couponUses: null }, lengths)).toBe(lengths.normalMs);
    expect(holdLengthMs({ seats: 3, couponUses: null }, lengths)).toBe(lengths.scarceMs);
    expect(holdLengthMs({ seats: 1, couponUses: null }, lengths)).toBe(lengths.scarceMs);
    expect(holdLengthMs({ seats: 40, couponUses: 10 }, lengths)).toBe(lengths.normalMs);
    expect(holdLengthMs({ seats: 40, couponUses: 3 }, lengths)).toBe(lengths.scarceMs);
  });

  it('keys a client by a hash of its address, never the address', () => {
    expect(clientKey('203.0.113.9')).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey('203.0.113.9')).not.toBe(clientKey('203.0.113.10'));
  });
});
