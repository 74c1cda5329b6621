import type { Transaction, WriteBatch } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

import { enrollmentRef } from './enrollments.repository';

/**
 * Where a learner's write lands in the enrolment's `progress`: one lesson, one checkpoint (or its
 * clock and seen questions), one video position, one lesson's watching or the clock its watching is credited by, or the access time.
 */
export type ProgressPath =
  | ['lessons', string]
  | ['checkpoints', string]
  | ['checkpoints', string, 'clock' | 'seen']
  | ['positions', string]
  | ['watching', string]
  | ['watchClock']
  | ['lastAccessedAt'];

export type ProgressField = [path: ProgressPath, value: unknown];

/**
 * Writes fields of an enrolment's `progress` by path, inside the caller's transaction or batch. Each
 * touches one lesson or checkpoint, so parallel writes of different ones never overwrite each other.
 */
export async function updateProgressInTransaction(
  writer: Transaction | WriteBatch,
  enrollmentId: string,
  fields: ProgressField[],
): Promise<void> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const [first, firstValue, ...rest] = fields.flatMap(([path, value]) => [new FieldPath('progress', ...path), value]);
  (writer as WriteBatch).update(enrollmentRef(enrollmentId), first as InstanceType<typeof FieldPath>, firstValue, ...rest);
}

/** The same on its own: one write, no read. */
export async function updateProgress(enrollmentId: string, fields: ProgressField[]): Promise<void> {
  const batch = getDb().batch();
  await updateProgressInTransaction(batch, enrollmentId, fields);
  await batch.commit();
}
