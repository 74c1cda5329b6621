import {
  localiseCheckpoint,
  sourceChoice,
  type AttemptBody,
  type AttemptClock,
  type AttemptResult,
  type CheckpointBriefing,
  type CheckpointView,
  type CourseModule,
  type User,
} from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { enrollmentId as enrollmentIdOf } from '../enrollments/enrollment-id';
import { recordProgress } from '../enrollments/enrollments.service';
import { type Enrolled, loadEnrolled, settleProgress } from '../learning/learning.service';
import type { StoredCheckpointProgress, StoredClock } from '../learning/progress';

import { findAccommodation } from './accommodations.repository';
import { attemptId, claimAttempt, countAttempts, findAttempt, type StoredAttempt } from './attempts.repository';
import { drawAttempt, drawsQuestions, type Served, servedCount, servedQuestions, toPublicQuestion } from './draw';
import { grade, withholdKey } from './grading';
import { tallyAttempt } from './item-statistics';
import { type Limits, limitsFor } from './limits';

/** Seconds of slack past the time limit for a submission in flight. */
const SUBMIT_GRACE_SECONDS = 120;

function findCheckpoint(enrolled: Enrolled, moduleId: string, checkpointId: string) {
  const module = enrolled.modules.find((item) => item.uid === moduleId);
  const checkpoint = module?.checkpoints.find((item) => item.uid === checkpointId);
  if (!module || !checkpoint) throw AppError.notFound('Checkpoint not found');
  return { module, checkpoint };
}

type LiveCheckpoint = CourseModule['checkpoints'][number];

/** A checkpoint as one learner takes it: with their accommodation, read beside the enrolment. */
interface Taking extends Enrolled {
  checkpoint: LiveCheckpoint;
  moduleId: string;
  user: User;
  limitsOf: (questionCount: number) => Limits;
  /** The language it is shown and graded in: its questions' versions in it, English where they have none (decision 0095). */
  locale: Locale;
}

async function loadTaking(user: User, courseId: string, moduleId: string, checkpointId: string, locale: Locale): Promise<Taking> {
  const [enrolled, accommodation] = await Promise.all([
    loadEnrolled(user.uid, courseId),
    findAccommodation(enrollmentIdOf(user.uid, courseId)),
  ]);
  const { checkpoint } = findCheckpoint(enrolled, moduleId, checkpointId);
  return {
    ...enrolled,
    checkpoint,
    moduleId,
    user,
    limitsOf: (questionCount) => limitsFor(checkpoint, questionCount, accommodation),
    locale,
  };
}

const maxAttemptsMessage = (max: number) => `You have reached the maximum number of attempts (${max}) for this checkpoint.`;
const secondsSince = (iso: string) => (Date.now() - Date.parse(iso)) / 1000;
const servedLength = (taking: Taking, served: Served | null | undefined) => servedQuestions(taking.checkpoint, served).length;
const servedIn = (taking: Taking, served: Served | null | undefined) => servedQuestions(taking.checkpoint, served, taking.locale);
const limitSecondsOf = (taking: Taking, served: Served | null | undefined) =>
  taking.limitsOf(servedLength(taking, served)).timeLimitMinutes * 60;

/** The key is shown once it can no longer help: the checkpoint is passed or its last attempt used. */
const keyRevealed = (passed: boolean, attemptsUsed: number, maxAttempts: number) => passed || attemptsUsed >= maxAttempts;

/** The sums a learner may see while the key is withheld: they tell no single answer apart. */
function markingOf(results: StoredAttempt['questionResults']): AttemptResult['marking'] {
  const auto = results.filter((item) => item.type !== 'essay');
  return {
    autoEarned: auto.reduce((sum, item) => sum + item.earnedPoints, 0),
    autoPossible: auto.reduce((sum, item) => sum + item.points, 0),
    pointsAwaitingReview: results.filter((item) => item.awaitingReview).reduce((sum, item) => sum + item.points, 0),
  };
}

function toAttemptResult(
  attempt: StoredAttempt,
  taking: Taking,
  reveal: boolean,
  extra: Pick<AttemptResult, 'newProgress' | 'totalAttempts' | 'certificate'>,
): AttemptResult {
  return {
    attemptNumber: attempt.attemptNumber,
    score: attempt.score,
    passed: attempt.passed,
    awaitingReview: attempt.status === 'pending_review',
    timedOut: attempt.status === 'expired',
    submittedAt: attempt.submittedAt,
    passingScore: taking.checkpoint.passingScore,
    questionResults: reveal ? attempt.questionResults : withholdKey(attempt.questionResults),
    marking: markingOf(attempt.questionResults),
    maxAttempts: taking.limitsOf(servedCount(taking.checkpoint)).maxAttempts,
    ...extra,
  };
}

/** The results with each choice as its English text: the statistics count a choice the same in every language. */
function inSourceChoices(taking: Taking, questionUids: string[], results: StoredAttempt['questionResults']) {
  if (taking.locale === SOURCE_LOCALE) return results;
  const bank = new Map(taking.checkpoint.questions.map((question) => [question.uid, question]));
  return results.map((result, index) => {
    const question = bank.get(questionUids[index]);
    return question ? { ...result, userAnswer: sourceChoice(question, taking.locale, result.userAnswer) } : result;
  });
}

const recordCheckpoint = (taking: Taking, progress: StoredCheckpointProgress) =>
  recordProgress(taking.enrollment.uid, [[['checkpoints', taking.checkpoint.uid], progress]]);

function newAttempt(
  taking: Taking,
  attemptNumber: number,
  served: Served | null,
): Omit<StoredAttempt, 'uid' | 'submittedAt' | 'status' | 'score' | 'passed' | 'timeSpent' | 'answers' | 'questionResults'> {
  return {
    enrollmentId: taking.enrollment.uid,
    userId: taking.user.uid,
    courseId: taking.course.uid,
    moduleId: taking.moduleId,
    checkpointUid: taking.checkpoint.uid,
    attemptNumber,
    served,
    studentName: taking.user.name,
    courseTitle: taking.course.title,
    checkpointTitle: taking.checkpoint.title,
    passingScore: taking.checkpoint.passingScore,
    language: taking.locale,
  };
}

/**
 * An attempt whose time ran out without a submission ended then: it counts against the limit with
 * nothing answered, so reopening a checkpoint never buys a fresh clock.
 */
async function closeTimedOut(taking: Taking, clock: StoredClock) {
  const stored = taking.enrollment.progress.checkpoints[taking.checkpoint.uid];
  const graded = grade(servedIn(taking, clock.served), []);
  await claimAttempt({
    ...newAttempt(taking, clock.attempt, clock.served ?? null),
    status: 'expired',
    score: graded.score,
    passed: false,
    timeSpent: limitSecondsOf(taking, clock.served),
    answers: [],
    questionResults: graded.results,
  });
  await recordCheckpoint(taking, {
    ...stored,
    passed: Boolean(stored?.passed),
    bestScore: stored?.bestScore ?? 0,
    attempts: clock.attempt,
    awaitingReview: false,
    clock: null,
  });
}

/** Starts the next attempt's clock, drawing its questions when the checkpoint draws or shuffles. */
async function startAttempt(taking: Taking, attempt: number): Promise<StoredClock> {
  const stored = taking.enrollment.progress.checkpoints[taking.checkpoint.uid];
  const seen = new Set(stored?.seen ?? []);
  const served = drawsQuestions(taking.checkpoint) ? drawAttempt(taking.checkpoint, seen) : null;
  const clock: StoredClock = { attempt, startedAt: new Date().toISOString(), served };
  served?.questionUids.forEach((uid) => seen.add(uid));
  // The clock and what it serves are added to the questions seen in one write.
  await recordProgress(taking.enrollment.uid, [
    [['checkpoints', taking.checkpoint.uid, 'clock'], clock],
    [['checkpoints', taking.checkpoint.uid, 'seen'], [...seen]],
  ]);
  return clock;
}

/**
 * The attempts used and the running clock as they stand. A clock whose time ran out (with the
 * grace for a submission in flight) is no longer running: its attempt counts as used, and is
 * `expired` until recorded.
 */
async function standingOf(taking: Taking) {
  const stored = taking.enrollment.progress.checkpoints[taking.checkpoint.uid];
  const used = await countAttempts(taking.enrollment.uid, taking.checkpoint.uid);
  const clock = stored?.clock && stored.clock.attempt > used ? stored.clock : null;
  if (clock && secondsSince(clock.startedAt) > limitSecondsOf(taking, clock.served) + SUBMIT_GRACE_SECONDS)
    return { stored, used: clock.attempt, clock: null, expired: clock };
  return { stored, used, clock, expired: null };
}

function clockView(taking: Taking, clock: StoredClock): AttemptClock {
  const limitSeconds = limitSecondsOf(taking, clock.served);
  return {
    attempt: clock.attempt,
    startedAt: clock.startedAt,
    endsAt: new Date(Date.parse(clock.startedAt) + limitSeconds * 1000).toISOString(),
    secondsLeft: Math.max(0, Math.ceil(limitSeconds - secondsSince(clock.startedAt))),
  };
}

function limitsView(taking: Taking, questionCount: number) {
  const { questions: _bank, ...rest } = localiseCheckpoint(taking.checkpoint, taking.locale);
  const limits = taking.limitsOf(questionCount);
  return { ...rest, timeLimitMinutes: limits.timeLimitMinutes, timeExtended: limits.timeExtended };
}

/**
 * What the start screen shows: the checkpoint's limits for this learner, their attempts, and an
 * attempt already under way. Reading it writes nothing and starts no clock.
 */
export async function getCheckpointBriefing(
  user: User,
  courseId: string,
  moduleId: string,
  checkpointId: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<CheckpointBriefing> {
  const taking = await loadTaking(user, courseId, moduleId, checkpointId, locale);
  const { stored, used, clock } = await standingOf(taking);
  const last = used > 0 ? await findAttempt(attemptId(taking.enrollment.uid, taking.checkpoint.uid, used)) : null;
  const questionsCount = clock ? servedLength(taking, clock.served) : servedCount(taking.checkpoint);
  return {
    checkpoint: { ...limitsView(taking, questionsCount), questionsCount },
    progress: {
      attempts: used,
      maxAttempts: taking.limitsOf(servedCount(taking.checkpoint)).maxAttempts,
      passed: Boolean(stored?.passed),
      bestScore: stored?.bestScore ?? 0,
      awaitingReview: last?.status === 'pending_review',
    },
    clock: clock && clockView(taking, clock),
  };
}

/**
 * The checkpoint to take, without its answers (SPEC section 7). Opening it with attempts left and no
 * running clock starts the next attempt's clock, as the first open starts the first; reopening
 * resumes a running clock. Without a clock (passed, awaiting review, attempts used up) the learner
 * sees the last result. The questions are those served to the running attempt, in its order.
 */
export async function getCheckpoint(
  user: User,
  courseId: string,
  moduleId: string,
  checkpointId: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<CheckpointView> {
  const taking = await loadTaking(user, courseId, moduleId, checkpointId, locale);
  const { checkpoint, enrollment } = taking;
  const standing = await standingOf(taking);
  const { stored, used } = standing;
  let { clock } = standing;
  if (standing.expired) await closeTimedOut(taking, standing.expired);
  const { maxAttempts } = taking.limitsOf(servedCount(checkpoint));
  const passed = Boolean(stored?.passed);
  const last = used > 0 ? await findAttempt(attemptId(enrollment.uid, checkpoint.uid, used)) : null;
  const awaitingReview = last?.status === 'pending_review';
  if (!clock && !awaitingReview && !passed && used < maxAttempts) clock = await startAttempt(taking, used + 1);

  const served = clock ? servedIn(taking, clock.served) : [];
  return {
    // The questions only travel with a running clock.
    checkpoint: { ...limitsView(taking, clock ? served.length : servedCount(checkpoint)), questions: served.map(toPublicQuestion) },
    progress: {
      attempts: used,
      maxAttempts,
      passed,
      bestScore: stored?.bestScore ?? 0,
      awaitingReview,
    },
    totalAttempts: used,
    clock: clock && clockView(taking, clock),
    lastAttempt:
      last &&
      toAttemptResult(last, taking, keyRevealed(passed, used, maxAttempts), {
        newProgress: enrollment.progress.overall,
        totalAttempts: used,
        certificate: null,
      }),
  };
}

/**
 * The clock a submission is timed by, and what its attempt was served. The running attempt's, when
 * one is open. Otherwise, after a graded attempt of a checkpoint that serves every question in
 * order, the next attempt is timed from that grading (a client that submits 'Try Again' without
 * reopening the checkpoint, as the spec's calls allow), so it can never have had more than the
 * limit. A checkpoint that draws or shuffles gives each attempt its own questions when it is
 * opened, so there a submission without an open attempt is refused: grading it against the last
 * attempt's questions would let a learner answer again the very questions just marked, instead of
 * the fresh draw the next attempt is owed.
 */
async function attemptClock(taking: Taking, stored: StoredCheckpointProgress | undefined, used: number): Promise<StoredClock> {
  if (stored?.clock && stored.clock.attempt > used) return stored.clock;
  if (stored?.passed) throw AppError.conflict('You have already passed this checkpoint.');
  const last = used > 0 ? await findAttempt(attemptId(taking.enrollment.uid, taking.checkpoint.uid, used)) : null;
  const gradedAt = last && last.status !== 'pending_review' ? (last.reviewedAt ?? last.submittedAt) : null;
  if (!last || !gradedAt) throw AppError.badRequest('Open the checkpoint before submitting it.');
  if (drawsQuestions(taking.checkpoint))
    throw AppError.conflict('Open the checkpoint again to start your next attempt: each attempt draws its own questions.');
  return { attempt: used + 1, startedAt: gradedAt, served: null };
}

/**
 * Grades an attempt on the server against exactly what it was served, within the learner's
 * attempt limit and clock. Essays wait for a person; the rest is graded at once and the attempt
 * counts against the limit either way.
 */
export async function submitAttempt(
  user: User,
  courseId: string,
  moduleId: string,
  checkpointId: string,
  body: AttemptBody,
  locale: Locale = SOURCE_LOCALE,
): Promise<AttemptResult> {
  const taking = await loadTaking(user, courseId, moduleId, checkpointId, locale);
  const { checkpoint, enrollment } = taking;
  const used = await countAttempts(enrollment.uid, checkpoint.uid);
  const { maxAttempts } = taking.limitsOf(servedCount(checkpoint));
  if (used >= maxAttempts) throw AppError.forbidden(maxAttemptsMessage(maxAttempts));

  const stored = enrollment.progress.checkpoints[checkpoint.uid];
  if (stored?.awaitingReview) throw AppError.conflict('Your last attempt is awaiting review.');
  const clock = await attemptClock(taking, stored, used);
  // Graded in the language it is submitted in: a Hindi answer is compared with the Hindi version's (decision 0095).
  const questions = servedIn(taking, clock.served);
  if (body.answers.length > questions.length) throw AppError.badRequest('There are more answers than questions.');
  const limitSeconds = limitSecondsOf(taking, clock.served);
  if (secondsSince(clock.startedAt) > limitSeconds + SUBMIT_GRACE_SECONDS) {
    throw AppError.badRequest('The time limit for this checkpoint has passed.');
  }

  const graded = grade(questions, body.answers);
  const passed = !graded.awaitingReview && graded.score >= checkpoint.passingScore;
  const questionUids = questions.map((question) => question.uid);
  const attempt = {
    ...newAttempt(taking, clock.attempt, clock.served ?? null),
    questionUids,
    status: graded.awaitingReview ? ('pending_review' as const) : ('graded' as const),
    score: graded.score,
    passed,
    timeSpent: Math.min(body.timeSpent, limitSeconds + SUBMIT_GRACE_SECONDS),
    answers: body.answers,
    questionResults: graded.results,
  };
  // An attempt with essays joins the statistics once a person has marked them.
  const tally = graded.awaitingReview
    ? null
    : tallyAttempt(questionUids, inSourceChoices(taking, questionUids, graded.results), { score: graded.score, passed });
  if (!(await claimAttempt(attempt, tally))) throw AppError.conflict('This attempt has already been submitted.');

  await recordCheckpoint(taking, {
    ...stored,
    passed: Boolean(stored?.passed) || passed,
    bestScore: graded.awaitingReview ? (stored?.bestScore ?? 0) : Math.max(stored?.bestScore ?? 0, graded.score),
    attempts: clock.attempt,
    awaitingReview: graded.awaitingReview,
    clock: null,
  });
  const settled = await settleProgress(taking, user, taking.locale);
  return toAttemptResult(
    { ...attempt, uid: attemptId(enrollment.uid, checkpoint.uid, clock.attempt), submittedAt: new Date().toISOString() },
    taking,
    keyRevealed(Boolean(stored?.passed) || passed, clock.attempt, maxAttempts),
    { newProgress: settled.progress.overall, totalAttempts: clock.attempt, certificate: settled.certificate },
  );
}
