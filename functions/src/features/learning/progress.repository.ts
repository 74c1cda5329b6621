import { getDb } from '../../lib/firebase';

import type { LessonPosition } from '../../contract';

import type { StoredClock, StoredProgress } from './progress';

// Each write touches one lesson or checkpoint by field path, so parallel updates of different
// lessons never overwrite each other.

async function updateFields(enrollmentId: string, fields: Array<[string[], unknown]>): Promise<void> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const pairs = [...fields, [['lastAccessedAt'], new Date().toISOString()] as [string[], unknown]].flatMap(([path, value]) => [
    new FieldPath('progress', ...path),
    value,
  ]);
  const [first, firstValue, ...rest] = pairs;
  await getDb()
    .collection('enrollments')
    .doc(enrollmentId)
    .update(first as InstanceType<typeof FieldPath>, firstValue, ...rest);
}

const updateField = (enrollmentId: string, path: string[], value: unknown) => updateFields(enrollmentId, [[path, value]]);

export const updateLessonProgress = (enrollmentId: string, lessonUid: string, value: StoredProgress['lessons'][string]) =>
  updateField(enrollmentId, ['lessons', lessonUid], value);

export const updateCheckpointProgress = (
  enrollmentId: string,
  checkpointUid: string,
  value: StoredProgress['checkpoints'][string],
) => updateField(enrollmentId, ['checkpoints', checkpointUid], value);

/** Starts an attempt's clock and adds what it serves to the questions the learner has seen, in one write. */
export const recordClock = (enrollmentId: string, checkpointUid: string, clock: StoredClock, seen: string[]) =>
  updateFields(enrollmentId, [
    [['checkpoints', checkpointUid, 'clock'], clock],
    [['checkpoints', checkpointUid, 'seen'], seen],
  ]);

/** Saves where the lesson's video was left, touching only that lesson's position. */
export const updateLessonPosition = (enrollmentId: string, lessonUid: string, value: LessonPosition) =>
  updateField(enrollmentId, ['positions', lessonUid], value);
