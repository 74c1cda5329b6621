import type { QuestionResult } from '../../contract';
import { getDb } from '../../lib/firebase';

/**
 * Claims attempt number `n` of a checkpoint for an enrolment. Attempt documents are created, never
 * overwritten, so two submissions racing for the same number cannot both count.
 */
export async function claimAttempt(
  enrollmentId: string,
  checkpointUid: string,
  n: number,
  attempt: {
    userId: string;
    courseId: string;
    moduleId: string;
    score: number;
    passed: boolean;
    timeSpent: number;
    answers: string[];
    questionResults: QuestionResult[];
  },
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  try {
    await getDb()
      .collection('attempts')
      .doc(`${enrollmentId}_${checkpointUid}_${n}`)
      .create({ ...attempt, enrollmentId, checkpointUid, attemptNumber: n, submittedAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false;
    throw error;
  }
}

/** How many attempts an enrolment has made at a checkpoint, counted from the attempt documents. */
export async function countAttempts(enrollmentId: string, checkpointUid: string): Promise<number> {
  const snap = await getDb()
    .collection('attempts')
    .where('enrollmentId', '==', enrollmentId)
    .where('checkpointUid', '==', checkpointUid)
    .count()
    .get();
  return snap.data().count;
}
