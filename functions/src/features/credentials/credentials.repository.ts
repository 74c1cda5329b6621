import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';

import { STATUS_LIST_SIZE } from './status-list';

/**
 * `credentialKeys/{kid}`: the public half of every key that has ever signed a credential. A key is
 * added the first time an instance signs with it and never removed by the code, so credentials
 * signed before a rotation still verify.
 */
const keys = () => getDb().collection('credentialKeys');
/**
 * `credentialStatus/{index}`: which certificate holds each status-list index (random, never reused)
 * and whether it is revoked.
 */
const statusEntries = () => getDb().collection('credentialStatus');

const ALREADY_EXISTS = 6;
const isAlreadyExists = (err: unknown) => (err as { code?: number }).code === ALREADY_EXISTS;

export interface PublishedKey {
  kid: string;
  publicJwk: { kty: string; crv: string; x: string };
  createdAt: string;
}

export async function publishKey(kid: string, publicJwk: PublishedKey['publicJwk']): Promise<void> {
  try {
    await keys().doc(kid).create({ publicJwk, createdAt: new Date().toISOString() });
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
  }
}

export async function findPublishedKey(kid: string): Promise<PublishedKey | null> {
  if (!isDocumentId(kid)) return null;
  const doc = await keys().doc(kid).get();
  return doc.exists ? { kid, publicJwk: doc.get('publicJwk'), createdAt: doc.get('createdAt') } : null;
}

export async function listPublishedKeys(): Promise<PublishedKey[]> {
  const snap = await keys().orderBy('createdAt').get();
  return snap.docs.map((doc) => ({ kid: doc.id, publicJwk: doc.get('publicJwk'), createdAt: doc.get('createdAt') }));
}

/**
 * Claims a random free index (the Bitstring Status List spec's advice: neighbours reveal nothing
 * about issue order). `create` fails on a taken index, so parallel issues never share one.
 */
export async function claimStatusIndex(hash: string): Promise<number> {
  const { randomInt } = await import('node:crypto');
  for (let attempt = 0; attempt < 20; attempt++) {
    const index = randomInt(STATUS_LIST_SIZE);
    try {
      await statusEntries().doc(String(index)).create({ hash, claimedAt: new Date() });
      return index;
    } catch (err) {
      if (!isAlreadyExists(err)) throw err;
    }
  }
  throw new Error('No free status-list index after 20 tries: the revocation list needs a second page.');
}

/** One read per revoked credential (at least one): the list is served with a minute's caching. */
export async function revokedIndexes(): Promise<number[]> {
  const snap = await statusEntries().where('revoked', '==', true).get();
  return snap.docs.map((doc) => Number(doc.id));
}

export function markRevokedInTransaction(transaction: FirebaseFirestore.Transaction, index: number): void {
  transaction.update(statusEntries().doc(String(index)), { revoked: true, revokedAt: new Date() });
}
