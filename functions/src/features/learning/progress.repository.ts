import { getDb } from '../../lib/firebase';

import type { StoredClock, StoredProgress } from './progress';

// Each write touches one lesson or checkpoint by field path, so parallel updates of different
// lessons never overwrite each other.

async function updateField(enrollmentId: string, path: string[], value: unknown): Promise<void> {
  const { FieldPath } = await import('firebase-admin/firestore');
  await getDb()
    .collection('enrollments')
    .doc(enrollmentId)
    .update(new FieldPath('progress', ...path), value, new FieldPath('progress', 'lastAccessedAt'), new Date().toISOString());
}

export const updateLessonProgress = (enrollmentId: string, lessonUid: string, value: StoredProgress['lessons'][string]) =>
  updateField(enrollmentId, ['lessons', lessonUid], value);

export const updateCheckpointProgress = (
  enrollmentId: string,
  checkpointUid: string,
  value: StoredProgress['checkpoints'][string],
) => updateField(enrollmentId, ['checkpoints', checkpointUid], value);

export const recordClock = (enrollmentId: string, checkpointUid: string, clock: StoredClock) =>
  updateField(enrollmentId, ['checkpoints', checkpointUid, 'clock'], clock);
