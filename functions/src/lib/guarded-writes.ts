import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { getDb } from './firebase';

/**
 * Updates an existing document in a transaction (with `patch`, or with what `patch` makes of the
 * document as read) and returns it as it was just before (read in the same transaction) and as
 * it is after; null when it does not exist. What a caller cleans up
 * because of the change (a replaced file) comes from `before`, which no parallel write can have
 * slipped in front of. `alsoInTransaction` makes the writes that must land with it (its audit entry).
 */
export async function updateExisting(
  ref: DocumentReference,
  patch: Record<string, unknown> | ((before: DocumentSnapshot) => Record<string, unknown>),
  alsoInTransaction?: (tx: Transaction, before: DocumentSnapshot) => void,
): Promise<{ before: DocumentSnapshot; after: DocumentSnapshot } | null> {
  const before = await getDb().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) {
      tx.update(ref, typeof patch === 'function' ? patch(snap) : patch);
      alsoInTransaction?.(tx, snap);
    }
    return snap;
  });
  return before.exists ? { before, after: await ref.get() } : null;
}

/** Deletes a document in a transaction and returns it as it was when deleted; null when absent. */
export async function deleteExisting(
  ref: DocumentReference,
  alsoInTransaction?: (tx: Transaction, deleted: DocumentSnapshot) => void,
): Promise<DocumentSnapshot | null> {
  const deleted = await getDb().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) {
      tx.delete(ref);
      alsoInTransaction?.(tx, snap);
    }
    return snap;
  });
  return deleted.exists ? deleted : null;
}
