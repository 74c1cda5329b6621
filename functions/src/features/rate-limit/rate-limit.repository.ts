import { createHash } from 'node:crypto';

import { getDb } from '../../lib/firebase';

import { FAILURE_WINDOW_MS, nextFailures, type FailureRecord } from './failure-delay';

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

const docFor = (key: string) => getDb().collection(COLLECTION).doc(createHash('sha256').update(key).digest('hex'));

function failureRecord(data: FirebaseFirestore.DocumentData | undefined): FailureRecord | null {
  if (!data) return null;
  return { failures: Number(data.failures ?? 0), lastFailureAt: Number(data.lastFailureAt ?? 0), trusted: data.trusted === true };
}

/**
 * Reserves one password check on every key, in one transaction: when no delay is due each key
 * counts the attempt as a failure before the password is checked (a success gives it back), so
 * parallel attempts are counted one by one and no more checks run than the policies allow.
 * Returns the milliseconds still to wait (then nothing is reserved), or 0.
 */
export async function reserveAttempt(
  keys: string[],
  waitFor: (records: Array<FailureRecord | null>, now: number) => number,
): Promise<number> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const db = getDb();
  const refs = keys.map(docFor);
  return db.runTransaction(async (tx) => {
    const records = (await tx.getAll(...refs)).map((snap) => failureRecord(snap.data()));
    const now = Date.now();
    const wait = waitFor(records, now);
    if (wait > 0) return wait;
    records.forEach((record, i) => {
      tx.set(
        refs[i],
        { failures: nextFailures(record, now), lastFailureAt: now, expiresAt: Timestamp.fromMillis(now + FAILURE_WINDOW_MS) },
        { merge: true },
      );
    });
    return 0;
  });
}

/** Gives back a reserved attempt that turned out a success on `keys` (never below zero). */
export async function releaseAttempt(keys: string[]): Promise<void> {
  const db = getDb();
  const refs = keys.map(docFor);
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    snaps.forEach((snap, i) => {
      const failures = Number(snap.get('failures') ?? 0);
      if (failures > 0) tx.update(refs[i], { failures: failures - 1 });
    });
  });
}

/** A success: clears the failures of `keys`; `trustKey` remembers that this client signed in to this account. */
export async function recordSuccess(clearKeys: string[], trustKey: string): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const batch = getDb().batch();
  for (const key of clearKeys) batch.set(docFor(key), { failures: 0 }, { merge: true });
  batch.set(
    docFor(trustKey),
    { failures: 0, trusted: true, expiresAt: Timestamp.fromMillis(Date.now() + 30 * 24 * 60 * 60 * 1000) },
    { merge: true },
  );
  await batch.commit();
}
