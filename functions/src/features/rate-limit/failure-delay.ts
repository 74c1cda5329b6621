/**
 * Growing delays after failed password checks, instead of a lock a stranger could keep shut:
 * only failures count, a success clears them, and each failure past the free ones doubles the
 * wait before the next check (up to a cap). Failures older than the window are forgotten.
 * The first wait is seconds, not one: a second is shorter than one slow sign-in round trip, so it
 * would slow nobody.
 */
export interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  /** This client has signed in to this account before (pair records only). */
  trusted?: boolean;
}

export interface DelayPolicy {
  freeFailures: number;
  /** The wait after the first failure past the free ones. */
  baseMs: number;
  capMs: number;
}

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Milliseconds the next attempt must still wait; 0 when it may go ahead. */
export function waitMs(record: FailureRecord | null, policy: DelayPolicy, now: number): number {
  if (!record || now - record.lastFailureAt > FAILURE_WINDOW_MS) return 0;
  if (record.failures < policy.freeFailures) return 0;
  const delay = Math.min(policy.baseMs * 2 ** (record.failures - policy.freeFailures), policy.capMs);
  return Math.max(0, record.lastFailureAt + delay - now);
}

/** The failure count after one more failure at `now` (a stale record starts again at 1). */
export function nextFailures(record: FailureRecord | null, now: number): number {
  if (!record || now - record.lastFailureAt > FAILURE_WINDOW_MS) return 1;
  return record.failures + 1;
}
