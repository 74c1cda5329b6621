import type { Request } from 'express';

import { AppError } from '../../lib/app-error';

import { countHit } from './rate-limit.repository';

export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Counts a hit; false once `subject` has used up `limit` in the current window. */
export async function withinRateLimit(limit: Pick<RateLimit, 'name' | 'max' | 'windowMs'>, subject: string): Promise<boolean> {
  return (await countHit(`${limit.name}:${subject}`, limit.windowMs)) <= limit.max;
}

/** Throws 429 once `subject` has used up `limit` in the current window. */
export async function enforceRateLimit(limit: RateLimit, subject: string): Promise<void> {
  if (!(await withinRateLimit(limit, subject))) throw AppError.tooManyRequests(limit.message);
}

/**
 * The caller's address: the X-Forwarded-For entry `trustedHops` places from the right. Each proxy
 * we trust appends the address it received the request from, so entries further left are the
 * client's own (forgeable) and the rightmost ones are our proxies'. Behind Firebase Hosting in
 * production two proxies append (Hosting's edge, which appends the client, then Google's front end
 * of Cloud Run, which appends Hosting's edge): TRUSTED_PROXY_HOPS defaults to 1, i.e. the client is
 * the second entry from the right. The local emulators append nothing (README).
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops = 0,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.at(-1 - trustedHops) ?? entries[0] ?? socketAddress ?? 'unknown';
}

export function clientOf(req: Request): string {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, Number.isInteger(hops) && hops >= 0 ? hops : 1);
}
