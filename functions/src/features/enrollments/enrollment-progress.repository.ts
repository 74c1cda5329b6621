import type { Transaction, WriteBatch } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import type { StoredProgress } from '../learning/progress';

import { enrollmentFromSnapshot, enrollmentRef } from './enrollments.repository';

export type StoredLessonProgress = StoredProgress['lessons'][string];

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

/**
 * One lesson's progress written from what is stored at that moment, in a transaction: opening a
 * lesson (progress 0) and completing it, sent close together, cannot undo each other (a read, then
 * a write of the whole lesson, let the later-arriving open overwrite the completion).
 */
export async function updateLessonProgress(
  enrollmentId: string,
  lessonUid: string,
  next: (previous: StoredLessonProgress | undefined) => StoredLessonProgress,
  also: ProgressField[],
): Promise<void> {
  await getDb().runTransaction(async (tx) => {
    const enrollment = enrollmentFromSnapshot(await tx.get(enrollmentRef(enrollmentId)));
    if (!enrollment) return;
    await updateProgressInTransaction(tx, enrollmentId, [[['lessons', lessonUid], next(enrollment.progress.lessons[lessonUid])], ...also]);
  });
}

/** The same on its own: one write, no read. */
export async function updateProgress(enrollmentId: string, fields: ProgressField[]): Promise<void> {
  const batch = getDb().batch();
  await updateProgressInTransaction(batch, enrollmentId, fields);
  await batch.commit();
}
