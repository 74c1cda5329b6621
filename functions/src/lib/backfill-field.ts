import type { DocumentData } from 'firebase-admin/firestore';

import { getDb } from './firebase';

/**
 * Gives every document of `collection` that lacks `field` the value `compute` derives from it, each
 * in its own transaction that writes only if the field is still missing (an edit made meanwhile
 * keeps its own value; two runs write once). For small collections: it reads them whole.
 * Returns how many documents it wrote.
 */
export async function backfillMissingField(
  collection: string,
  field: string,
  compute: (data: DocumentData) => unknown,
): Promise<number> {
  const db = getDb();
  let written = 0;
  for (const doc of (await db.collection(collection).get()).docs) {
    if (doc.get(field) !== undefined) continue;
    const wrote = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      if (!fresh.exists || fresh.get(field) !== undefined) return false;
      tx.update(doc.ref, { [field]: compute(fresh.data() as DocumentData) });
      return true;
    });
    if (wrote) written += 1;
  }
  return written;
}
