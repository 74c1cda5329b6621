import { AppError } from '../../lib/app-error';

import { countHit } from './rate-limit.repository';

export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Throws 429 once `subject` has used up `limit` in the current window. */
export async function enforceRateLimit(limit: RateLimit, subject: string): Promise<void> {
  const count = await countHit(`${limit.name}:${subject}`, limit.windowMs);
  if (count > limit.max) throw AppError.tooManyRequests(limit.message);
}

/**
 * The caller's address. Google's front end appends the real client address as the last
 * X-Forwarded-For entry, so earlier entries (which a client can forge) are ignored.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.at(-1) ?? socketAddress ?? 'unknown';
}
