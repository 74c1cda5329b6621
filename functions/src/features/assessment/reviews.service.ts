import type { AttemptForReview, AuditActor, ReviewBody, ReviewQueueItem } from '../../contract';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { auditEntry, changedFields, recordPersonalDataRead } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { findCourse, findModule, listLiveModules } from '../courses/catalog.service';
import { settleCompletion } from '../learning/completion.service';
import { scopeCovers, type StaffScope } from '../staff/staff.service';
import { findUser } from '../users/users.service';

import { AlreadyReviewedError, findAttempt, listPendingReviews, saveReview, type StoredAttempt } from './attempts.repository';
import { servedQuestions } from './draw';
import { markEssays } from './grading';
import { tallyAttempt } from './item-statistics';

/** How many attempts the queue shows at once, oldest first. */
const QUEUE_SIZE = 100;
const ATTEMPT_NOT_FOUND = 'Attempt not found';

function toQueueItem(attempt: StoredAttempt): ReviewQueueItem {
  return {
    attemptId: attempt.uid,
    studentName: attempt.studentName,
    courseTitle: attempt.courseTitle,
    checkpointTitle: attempt.checkpointTitle,
    attemptNumber: attempt.attemptNumber,
    submittedAt: attempt.submittedAt,
    essays: attempt.questionResults.filter((result) => result.awaitingReview).length,
  };
}

/** The oldest attempts awaiting a person's marks, of the courses `scope` covers. */
export async function reviewQueue(scope: StaffScope): Promise<ReviewQueueItem[]> {
  return (await listPendingReviews(QUEUE_SIZE, scope.all ? null : scope.courseIds)).map(toQueueItem);
}

/** An attempt of a course outside the reviewer's scope is as unknown to them as a missing one. */
async function attemptInScope(attemptId: string, scope: StaffScope): Promise<StoredAttempt> {
  const attempt = isDocumentId(attemptId) ? await findAttempt(attemptId) : null;
  if (!attempt || !scopeCovers(scope, attempt.courseId)) throw AppError.notFound(ATTEMPT_NOT_FOUND);
  return attempt;
}

/** What the audit log calls an attempt: the learner's, at a checkpoint of a course. */
const attemptResource = (attempt: StoredAttempt) => ({
  type: 'attempt' as const,
  id: attempt.uid,
  label: `${attempt.studentName} · ${attempt.courseTitle} · ${attempt.checkpointTitle} · attempt ${attempt.attemptNumber}`,
});

/** A learner's answers for `actor` to mark, their reading logged first. */
export async function attemptForReview(attemptId: string, actor: AuditActor, scope: StaffScope): Promise<AttemptForReview> {
  const attempt = await attemptInScope(attemptId, scope);
  await recordPersonalDataRead(actor, attemptResource(attempt), 'viewed');
  return {
    ...toQueueItem(attempt),
    status: attempt.status,
    score: attempt.score,
    passingScore: attempt.passingScore,
    questionResults: attempt.questionResults,
    modelAnswers: await modelAnswersOf(attempt),
  };
}

/**
 * The author's model answer (an essay's `correctAnswer`) beside each essay the attempt was served,
 * read from the checkpoint as it is now; null where there is none or the question changed.
 */
async function modelAnswersOf(attempt: StoredAttempt): Promise<Array<string | null>> {
  const module = await findModule(attempt.moduleId);
  const checkpoint = module?.checkpoints.find((item) => item.uid === attempt.checkpointUid);
  const questions = checkpoint ? servedQuestions(checkpoint, attempt.served) : [];
  return attempt.questionResults.map((result, index) => {
    const question = questions[index];
    // The same question still (an edited checkpoint may have moved its questions): else nothing is shown.
    const same = question?.type === 'essay' && question.question === result.question;
    return result.type === 'essay' && same && question.correctAnswer ? question.correctAnswer : null;
  });
}

/**
 * Marks the essays of a pending attempt: its score and pass become final, the checkpoint's progress
 * follows in the same transaction, then the course's completion (and certificate) is settled.
 * Of two reviewers marking at once, the second is told the attempt was already reviewed.
 */
export async function reviewAttempt(attemptId: string, body: ReviewBody, actor: AuditActor, scope: StaffScope) {
  const found = await attemptInScope(attemptId, scope);
  const alreadyReviewed = AppError.conflict('This attempt has already been reviewed by someone else.');
  if (found.status !== 'pending_review') throw alreadyReviewed;
  const check = markEssays(found.questionResults, body.marks);
  if (typeof check === 'string') throw AppError.badRequest(check);

  let reviewed: StoredAttempt;
  let marked: Pick<StoredAttempt, 'score' | 'passed'> | null = null;
  try {
    reviewed = await saveReview(
      attemptId,
      (attempt, enrollment) => {
        const graded = markEssays(attempt.questionResults, body.marks);
        if (typeof graded === 'string') throw new AlreadyReviewedError();
        const passed = graded.score >= attempt.passingScore;
        marked = { score: graded.score, passed };
        const stored = enrollment.progress.checkpoints[attempt.checkpointUid];
        return {
          attempt: { score: graded.score, passed, questionResults: graded.results },
          // Attempts submitted before statistics were kept do not name their questions: they stay out.
          tally: attempt.questionUids
            ? tallyAttempt(attempt.questionUids, graded.results, { score: graded.score, passed })
            : null,
          checkpoint: {
            ...stored,
            passed: Boolean(stored?.passed) || passed,
            bestScore: Math.max(stored?.bestScore ?? 0, graded.score),
            attempts: Math.max(stored?.attempts ?? 0, attempt.attemptNumber),
            awaitingReview: false,
            clock: stored?.clock ?? null,
          },
        };
      },
      actor.uid,
      (tx, before) =>
        recordAuditInTransaction(
          tx,
          auditEntry(
            actor,
            attemptResource(before),
            'reviewed',
            changedFields(before, { ...before, ...marked, status: 'graded' }, ['status', 'score', 'passed']),
          ),
        ),
    );
  } catch (error) {
    if (error instanceof AlreadyReviewedError) throw alreadyReviewed;
    throw error;
  }

  const [course, student] = await Promise.all([findCourse(reviewed.courseId), findUser(reviewed.userId)]);
  if (course && student) {
    // A certificate this completes is earned in the language the attempt was taken in.
    await settleCompletion(reviewed.enrollmentId, course, await listLiveModules(course.uid), student, reviewed.language);
  }
  return { score: reviewed.score, passed: reviewed.passed };
}
