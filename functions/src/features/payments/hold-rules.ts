import { createHash } from 'node:crypto';

/*
 * The rules of an unpaid order's hold on a seat (and on a coupon's use), decision 0065: pure, so
 * the order's transaction applies them to what it read.
 */

/** One unpaid order's hold: until when, and from which client (a hash of its address). */
export interface Hold {
  until: number;
  client: string | null;
}

/** At most this many seats (or coupon uses) free before a hold makes it one of the last. */
export const SCARCE = 3;

/** The holds not yet run out at `now`, leaving out `except` (the order being settled). */
export function activeHolds(holds: Record<string, Hold>, now: number, except?: string): Record<string, Hold> {
  return Object.fromEntries(Object.entries(holds).filter(([orderId, hold]) => orderId !== except && hold.until > now));
}

/**
 * How long a new hold lasts: the normal length, or the short one when it takes one of the last
 * `SCARCE` free seats, or one of the last `SCARCE` free uses of its coupon (null: no coupon, or no
 * limit), so the last places of a course change hands quickly when buyers walk away.
 */
export function holdLengthMs(
  free: { seats: number; couponUses: number | null },
  lengths: { normalMs: number; scarceMs: number },
): number {
  const scarce = free.seats <= SCARCE || (free.couponUses !== null && free.couponUses <= SCARCE);
  return scarce ? lengths.scarceMs : lengths.normalMs;
}

/** How many of the holds came from this client. */
export const holdsOfClient = (holds: Record<string, Hold>, client: string) =>
  Object.values(holds).filter((hold) => hold.client === client).length;

/**
 * The key a client address is counted under: a hash, so orders keep no address (decision 0005 says
 * which address is the client's).
 */
export const clientKey = (address: string) => createHash('sha256').update(`hold:${address}`).digest('hex').slice(0, 32);
