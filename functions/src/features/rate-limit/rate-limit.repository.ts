import { createHash } from 'node:crypto';

import { getDb } from '../../lib/firebase';

const COLLECTION = 'rateLimits';

/**
 * Counts one hit for `key` in a fixed window, in a transaction so every function instance shares
 * the count. Returns the count including this hit.
 */
export async function countHit(key: string, windowMs: number): Promise<number> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const db = getDb();
  const ref = db.collection(COLLECTION).doc(createHash('sha256').update(key).digest('hex'));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Date.now();
    const data = snap.data();
    const windowStart = data?.windowStart?.toMillis?.() ?? 0;
    const fresh = now - windowStart >= windowMs;
    const count = fresh ? 1 : Number(data?.count ?? 0) + 1;
    tx.set(ref, {
      count,
      windowStart: fresh ? Timestamp.fromMillis(now) : data?.windowStart,
      // A TTL policy on `expiresAt` lets Firestore delete stale windows in production.
      expiresAt: Timestamp.fromMillis((fresh ? now : windowStart) + windowMs),
    });
    return count;
  });
}
