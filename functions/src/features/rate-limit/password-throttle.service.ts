import { AppError } from '../../lib/app-error';

import { waitMs, type DelayPolicy } from './failure-delay';
import { recordSuccess, releaseAttempt, reserveAttempt } from './rate-limit.repository';

/**
 * One throttle for every password check (login, and the profile's current-password check), so
 * neither is an unthrottled oracle. Three failure counters, each with growing delays:
 * - this account from this client: hammering one account from one address is slowed hard;
 * - this account from any client, skipped for a client that has signed in to it before: a
 *   spread-out attack on one account is slowed, yet the owner on their usual network is never
 *   held up by a stranger's wrong passwords, and elsewhere waits at most a minute;
 * - this client across accounts: spraying many accounts from one address is slowed.
 * Correct passwords never count, and clear the account's counters.
 */
const PER_PAIR: DelayPolicy = { freeFailures: 5, baseMs: 5_000, capMs: 15 * 60 * 1000 };
const PER_ACCOUNT: DelayPolicy = { freeFailures: 10, baseMs: 5_000, capMs: 60 * 1000 };
const PER_CLIENT: DelayPolicy = { freeFailures: 30, baseMs: 10_000, capMs: 15 * 60 * 1000 };

const keysOf = (email: string, client: string) => {
  const account = email.trim().toLowerCase();
  return { pair: `pw-pair:${account}:${client}`, account: `pw-account:${account}`, client: `pw-client:${client}` };
};

function tooMany(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return AppError.tooManyRequests(`Too many failed attempts. Please wait ${wait} and try again.`);
}

/**
 * Runs `check` (true when the password was right) unless a delay is due. The attempt is counted
 * as a failure in a transaction before the check runs, so parallel attempts cannot all pass one
 * reading of the counters; a success then clears the account's counters and gives the client's
 * back. Refused attempts are not checked at all, so they reveal nothing about the password.
 */
export async function throttledPasswordCheck<T>(
  email: string,
  client: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const keys = keysOf(email, client);
  const wait = await reserveAttempt([keys.pair, keys.account, keys.client], ([pair, account, fromClient], now) =>
    Math.max(
      waitMs(pair, PER_PAIR, now),
      pair?.trusted ? 0 : waitMs(account, PER_ACCOUNT, now),
      waitMs(fromClient, PER_CLIENT, now),
    ),
  );
  if (wait > 0) throw tooMany(wait);
  const result = await check();
  if (result !== null) {
    await recordSuccess([keys.account], keys.pair);
    await releaseAttempt([keys.client]);
  }
  return result;
}

/** Remembers a client that just created the account as one its owner uses. */
export async function trustClient(email: string, client: string): Promise<void> {
  await recordSuccess([], keysOf(email, client).pair);
}
