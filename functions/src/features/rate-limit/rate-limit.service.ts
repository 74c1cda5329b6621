import { type BlockList, isIP, isIPv6 } from 'node:net';

import type { Request } from 'express';

import { AppError } from '../../lib/app-error';

import { proxyRanges } from './proxy-ranges';
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
 * the second entry from the right. The local emulators append nothing (docs/local-stack.md).
 *
 * A caller who skips Hosting and calls the function's own URL could write that entry itself. When
 * `proxies` (the ranges Hosting's edge connects from) is known, a request whose last entry (the
 * address Google's front end saw, which no caller can choose) is outside them did not come through
 * Hosting, and is keyed on that address instead.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops = 0,
  proxies: BlockList | null = null,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const peer = entries.at(-1);
  if (trustedHops > 0 && proxies && peer && isIP(peer) && !proxies.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4')) return peer;
  return entries.at(-1 - trustedHops) ?? entries[0] ?? socketAddress ?? 'unknown';
}

let configuredProxies: { spec: string | undefined; list: BlockList | null } | undefined;

export function clientOf(req: Request): string {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  const spec = process.env.TRUSTED_PROXY_RANGES;
  if (configuredProxies?.spec !== spec) configuredProxies = { spec, list: proxyRanges(spec) };
  const proxies = configuredProxies?.list ?? null;
  return clientAddress(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    Number.isInteger(hops) && hops >= 0 ? hops : 1,
    proxies,
  );
}
