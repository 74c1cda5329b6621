import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

import type { Hold } from './hold-rules';

/**
 * `seatHolds/{courseId}`: the unpaid orders holding a seat of the course, `holds.{orderId} =
 * { until, client }`. Every order's transaction reads and rewrites it, so holds on one course are
 * counted one transaction at a time; paid seats are the course's `currentStudents`.
 */
const seatHolds = () => getDb().collection('seatHolds');

function holdsOf(data: FirebaseFirestore.DocumentData | undefined): Record<string, Hold> {
  const stored = (data?.holds ?? {}) as Record<string, { until?: { toMillis?: () => number }; client?: string | null }>;
  return Object.fromEntries(
    Object.entries(stored).map(([orderId, hold]) => [
      orderId,
      { until: hold.until?.toMillis?.() ?? 0, client: hold.client ?? null },
    ]),
  );
}

export async function readSeatHoldsInTransaction(tx: Transaction, courseId: string): Promise<Record<string, Hold>> {
  return holdsOf((await tx.get(seatHolds().doc(courseId))).data());
}

/** Replaces the course's holds (the caller read them in `tx` and leaves out those run out). */
export async function writeSeatHoldsInTransaction(tx: Transaction, courseId: string, holds: Record<string, Hold>): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  tx.set(seatHolds().doc(courseId), {
    courseId,
    holds: Object.fromEntries(
      Object.entries(holds).map(([orderId, hold]) => [orderId, { until: Timestamp.fromMillis(hold.until), client: hold.client }]),
    ),
  });
}

/** Every course's holds (one small document per course that ever had one). */
export async function listSeatHolds(): Promise<{ courseId: string; holds: Record<string, Hold> }[]> {
  const snap = await seatHolds().get();
  return snap.docs.map((doc) => ({ courseId: doc.id, holds: holdsOf(doc.data()) }));
}
