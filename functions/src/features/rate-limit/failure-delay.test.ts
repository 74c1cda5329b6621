import { describe, expect, it } from 'vitest';

import { FAILURE_WINDOW_MS, nextFailures, waitMs } from './failure-delay';

const policy = { freeFailures: 5, baseMs: 5_000, capMs: 60_000 };
const now = 1_764_000_000_000;

describe('growing delays after failed password checks', () => {
  it('lets the free failures through without waiting', () => {
    expect(waitMs(null, policy, now)).toBe(0);
    expect(waitMs({ failures: 4, lastFailureAt: now }, policy, now)).toBe(0);
  });
  it('doubles the wait with each failure past the free ones, up to the cap', () => {
    expect(waitMs({ failures: 5, lastFailureAt: now }, policy, now)).toBe(5_000);
    expect(waitMs({ failures: 7, lastFailureAt: now }, policy, now)).toBe(20_000);
    expect(waitMs({ failures: 30, lastFailureAt: now }, policy, now)).toBe(60_000);
    expect(waitMs({ failures: 7, lastFailureAt: now - 15_000 }, policy, now)).toBe(5_000);
  });
  it('forgets failures older than the window', () => {
    const old = { failures: 30, lastFailureAt: now - FAILURE_WINDOW_MS - 1 };
    expect(waitMs(old, policy, now)).toBe(0);
    expect(nextFailures(old, now)).toBe(1);
    expect(nextFailures({ failures: 3, lastFailureAt: now }, now)).toBe(4);
  });
});
