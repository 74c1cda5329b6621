import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { QuestionResult } from '../../contract';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import type { StoredEnrollment } from '../enrollments/enrollments.repository';
import { findEnrollmentInTransaction, writeCheckpointInTransaction } from '../enrollments/enrollments.repository';
import type { StoredCheckpointProgress } from '../learning/progress';

import type { Served } from './draw';
import type { AttemptTally, StatisticsTotals } from './item-statistics';
import { addTallyIn, type CheckpointKey, replaceTotalsIn, statisticsRef } from './item-statistics.repository';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';

/** `graded` is final; `pending_review` waits for a person to mark its essays; `expired` ran out of time. */
export type AttemptStatus = 'graded' | 'pending_review' | 'expired';

export interface StoredAttempt {
  uid: string;
  enrollmentId: string;
  userId: string;
  courseId: string;
  moduleId: string;
  checkpointUid: string;
  attemptNumber: number;
  /** The questions and choice order it was served; null when it was served every question in order. */
  served: Served | null;
  /** The questions graded, aligned with `questionResults` (absent on attempts from before statistics). */
  questionUids?: string[];
  status: AttemptStatus;
  score: number;
  passed: boolean;
  timeSpent: number;
  answers: string[];
  questionResults: QuestionResult[];
  submittedAt: string | null;
  /** Names kept with the attempt so the review queue needs no further reads. */
  studentName: string;
  courseTitle: string;
  checkpointTitle: string;
  /** The pass mark when submitted, so a later review needs no read of the course. */
  passingScore: number;
  /** The language it was taken in (English on attempts from before languages): a certificate it earns records it. */
  language: Locale;
  reviewedBy?: string | null;
  /** When a person marked its essays: the attempt's grading, for one that waited for review. */
  reviewedAt?: string | null;
}

const attempts = () => getDb().collection('attempts');
const checkpointKey = ({
  courseId,
  moduleId,
  checkpointUid,
}: Pick<StoredAttempt, 'courseId' | 'moduleId' | 'checkpointUid'>) => ({
  courseId,
  moduleId,
  checkpointUid,
});
export const attemptId = (enrollmentId: string, checkpointUid: string, n: number) => `${enrollmentId}_${checkpointUid}_${n}`;

function asResult(raw: Partial<QuestionResult>): QuestionResult {
  return {
    question: raw.question ?? '',
    type: raw.type ?? 'multiple_choice',
    userAnswer: raw.userAnswer ?? '',
    correctAnswer: raw.correctAnswer ?? null,
    isCorrect: Boolean(raw.isCorrect),
    points: Number(raw.points ?? 0),
    earnedPoints: Number(raw.earnedPoints ?? 0),
    awaitingReview: Boolean(raw.awaitingReview),
    feedback: raw.feedback ?? null,
  };
}

export function attemptFromSnapshot(snap: DocumentSnapshot): StoredAttempt | null {
  const d = snap.data();
  if (!d) return null;
  return {
    uid: snap.id,
    enrollmentId: d.enrollmentId,
    userId: d.userId,
    courseId: d.courseId,
    moduleId: d.moduleId,
    checkpointUid: d.checkpointUid,
    attemptNumber: Number(d.attemptNumber ?? 0),
    served: d.served ?? null,
    questionUids: Array.isArray(d.questionUids) ? d.questionUids : undefined,
    status: d.status === 'pending_review' || d.status === 'expired' ? d.status : 'graded',
    score: Number(d.score ?? 0),
    passed: d.passed === true,
    timeSpent: Number(d.timeSpent ?? 0),
    answers: d.answers ?? [],
    questionResults: ((d.questionResults ?? []) as Partial<QuestionResult>[]).map(asResult),
    submittedAt: toIso(d.submittedAt),
    studentName: d.studentName ?? '',
    courseTitle: d.courseTitle ?? '',
    checkpointTitle: d.checkpointTitle ?? '',
    passingScore: Number(d.passingScore ?? 70),
    language: isLocale(d.language) ? d.language : SOURCE_LOCALE,
    reviewedBy: d.reviewedBy ?? null,
    reviewedAt: toIso(d.reviewedAt),
  };
}

/**
 * Claims attempt number `n` of a checkpoint for an enrolment. Attempt documents are created, never
 * overwritten, so two submissions racing for the same number cannot both count. A graded attempt's
 * tally joins its checkpoint's statistics in the same batch: counted once, with the attempt.
 */
export async function claimAttempt(
  attempt: Omit<StoredAttempt, 'uid' | 'submittedAt'>,
  tally: AttemptTally | null = null,
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const batch = getDb().batch();
  batch.create(attempts().doc(attemptId(attempt.enrollmentId, attempt.checkpointUid, attempt.attemptNumber)), {
    ...attempt,
    submittedAt: FieldValue.serverTimestamp(),
  });
  if (tally) await addTallyIn(batch, checkpointKey(attempt), tally);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false;
    throw error;
  }
}

/** How many attempts an enrolment has made at a checkpoint, counted from the attempt documents. */
export async function countAttempts(enrollmentId: string, checkpointUid: string): Promise<number> {
  const snap = await attempts()
    .where('enrollmentId', '==', enrollmentId)
    .where('checkpointUid', '==', checkpointUid)
    .count()
    .get();
  return snap.data().count;
}

export async function findAttempt(id: string): Promise<StoredAttempt | null> {
  return attemptFromSnapshot(await attempts().doc(id).get());
}

/** The review queue: attempts awaiting a person, oldest first. */
/** Oldest first; of the given courses only (at most 30, one `in` filter) unless `courseIds` is null. */
export async function listPendingReviews(limit: number, courseIds: string[] | null): Promise<StoredAttempt[]> {
  let query = attempts().where('status', '==', 'pending_review');
  if (courseIds) query = query.where('courseId', 'in', courseIds.slice(0, 30));
  const snap = await query.orderBy('submittedAt', 'asc').limit(limit).get();
  return snap.docs.map((doc) => attemptFromSnapshot(doc) as StoredAttempt);
}

export class AlreadyReviewedError extends Error {}

/**
 * Stores a review and the checkpoint progress it settles in one transaction. The attempt must still
 * be pending when the transaction reads it, so of two admins marking it at once only one wins.
 */
export async function saveReview(
  id: string,
  review: (
    attempt: StoredAttempt,
    enrollment: StoredEnrollment,
  ) => {
    attempt: Pick<StoredAttempt, 'score' | 'passed' | 'questionResults'>;
    checkpoint: StoredCheckpointProgress;
    /** What the now-graded attempt adds to its checkpoint's statistics. */
    tally: AttemptTally | null;
  },
  reviewerUid: string,
  alsoInTransaction?: (tx: Transaction, before: StoredAttempt) => void,
): Promise<StoredAttempt> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  return db.runTransaction(async (tx) => {
    const attempt = attemptFromSnapshot(await tx.get(attempts().doc(id)));
    if (!attempt || attempt.status !== 'pending_review') throw new AlreadyReviewedError();
    const enrollment = await findEnrollmentInTransaction(tx, attempt.enrollmentId);
    if (!enrollment) throw new AlreadyReviewedError();
    const result = review(attempt, enrollment);
    if (result.tally) await addTallyIn(tx, checkpointKey(attempt), result.tally);
    tx.update(attempts().doc(id), {
      ...result.attempt,
      status: 'graded',
      reviewedBy: reviewerUid,
      reviewedAt: FieldValue.serverTimestamp(),
    });
    await writeCheckpointInTransaction(tx, attempt.enrollmentId, attempt.checkpointUid, result.checkpoint);
    alsoInTransaction?.(tx, attempt);
    return { ...attempt, ...result.attempt, status: 'graded' as const, reviewedBy: reviewerUid };
  });
}

const PAGE = 300;

/** Every checkpoint that has an attempt, paging through the attempts by document id. */
export async function listAttemptedCheckpoints(): Promise<CheckpointKey[]> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const keys = new Map<string, CheckpointKey>();
  let after: string | null = null;
  for (;;) {
    let query = attempts().orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    for (const doc of snap.docs) {
      const d = doc.data();
      if (typeof d.moduleId === 'string' && typeof d.checkpointUid === 'string')
        keys.set(`${d.moduleId}_${d.checkpointUid}`, checkpointKey(d as StoredAttempt));
    }
    if (snap.size < PAGE) return [...keys.values()];
    after = snap.docs[snap.size - 1].id;
  }
}

/**
 * Recounts a checkpoint's totals from its attempts and writes them whole, optimistically: the totals
 * document is read, then the attempts (outside any transaction: a transactional query over
 * thousands of attempts locks every one of them), and the recount is written in a transaction only
 * if the totals document is still as first read. Every grading commits its attempt together with
 * its increment to that document, so an unchanged document means no grading landed in between: the
 * recount holds each graded attempt once. A grading after the transaction's read waits for it, or
 * makes it retry, and adds on top. A document that changed means a grading landed: read again.
 */
export async function recountStatistics(
  key: CheckpointKey,
  count: (attempts: StoredAttempt[]) => StatisticsTotals,
): Promise<StatisticsTotals> {
  const state = (snap: DocumentSnapshot) => JSON.stringify(snap.exists ? snap.data() : null);
  for (let tries = 0; tries < 10; tries += 1) {
    const before = state(await statisticsRef(key).get());
    const snap = await attempts().where('moduleId', '==', key.moduleId).where('checkpointUid', '==', key.checkpointUid).get();
    const totals = count(snap.docs.map((doc) => attemptFromSnapshot(doc) as StoredAttempt));
    const written = await getDb().runTransaction(async (tx) => {
      if (state(await tx.get(statisticsRef(key))) !== before) return false;
      replaceTotalsIn(tx, key, totals);
      return true;
    });
    if (written) return totals;
  }
  throw new Error(`The statistics of ${key.moduleId}/${key.checkpointUid} kept changing while they were recounted`);
}

/** A learner's attempts, as stored (their answers, marks and the questions' keys). */
export function findAttemptDocumentsOf(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(attempts(), 'userId', uid);
}

export function deleteAttemptsInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(attempts().doc(id));
}
