import type { WhereFilterOp } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

export type Condition = [field: string, op: WhereFilterOp, value: unknown];

/** A count aggregation: one read per 1,000 matching index entries, never the documents. */
export async function countWhere(collection: string, ...conditions: Condition[]): Promise<number> {
  let query: FirebaseFirestore.Query = getDb().collection(collection);
  for (const [field, op, value] of conditions) query = query.where(field, op, value);
  return (await query.count().get()).data().count;
}
