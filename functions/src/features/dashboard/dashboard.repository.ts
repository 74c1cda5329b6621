import type { WhereFilterOp } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

export type Condition = [field: string, op: WhereFilterOp, value: unknown];

/** A count aggregation: one read per 1,000 matching index entries, never the documents. */
export async function countWhere(collection: string, ...conditions: Condition[]): Promise<number> {
  let query: FirebaseFirestore.Query = getDb().collection(collection);
  for (const [field, op, value] of conditions) query = query.where(field, op, value);
  return (await query.count().get()).data().count;
}

export interface ActivityItem {
  type: string;
  action: string;
  name: string;
  date: string | null;
  /** Who did it, where the entry records it. */
  by: string | null;
}

export async function recentActivity(limit: number): Promise<ActivityItem[]> {
  const snap = await getDb().collection('activity').orderBy('date', 'desc').limit(limit).get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    return { type: d.type ?? '', action: d.action ?? '', name: d.name ?? '', date: toIso(d.date), by: d.actorName ?? null };
  });
}
