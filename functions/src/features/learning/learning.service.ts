import type {
  AttemptBody,
  AttemptResult,
  CheckpointView,
  Course,
  CourseModule,
  LearnerCourseView,
  LearnerModule,
  User,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { signLessonUrl } from '../../media/signed-media';
import { findCertificateLinks } from '../certificates/certificates.service';
import { COURSE_NOT_FOUND } from '../courses/catalog.service';
import { findCourse } from '../courses/courses.repository';
import { listModules } from '../courses/modules.repository';
import { findEnrollment, type StoredEnrollment } from '../enrollments/enrollments.repository';

import { attemptId, claimAttempt, countAttempts, findAttempt, type StoredAttempt } from './attempts.repository';
import { type Completion, settleCompletion } from './completion';
import { grade, withholdKey } from './grading';
import { recordClock, updateCheckpointProgress, updateLessonProgress } from './progress.repository';
import { courseProgress, type StoredCheckpointProgress, type StoredClock, timeLimitMinutes } from './progress';

/** Seconds of slack past the time limit for a submission in flight. */
const SUBMIT_GRACE_SECONDS = 120;

interface Enrolled {
  enrollment: StoredEnrollment;
  course: Course;
  modules: CourseModule[];
}

/** The course, its live modules and the learner's enrolment; 404 when either is missing (SPEC section 2). */
async function loadEnrolled(userId: string, courseId: string): Promise<Enrolled> {
  const [enrollment, course] = await Promise.all([findEnrollment(userId, courseId), findCourse(courseId)]);
  // A seat held while its payment is in flight does not open the course yet.
  if (!enrollment || enrollment.status !== 'active' || !course) throw AppError.notFound(COURSE_NOT_FOUND);
  const modules = (await listModules(courseId)).filter((module) => module.isActive);
  return { enrollment, course, modules };
}

function findModuleIn(enrolled: Enrolled, moduleId: string): CourseModule {
  const module = enrolled.modules.find((item) => item.uid === moduleId);
  if (!module) throw AppError.notFound('Module not found');
  return module;
}

/** A module as its learner sees it: checkpoints without questions, lesson files behind signed links. */
function toLearnerModule(module: CourseModule, uid: string): LearnerModule {
  return {
    ...module,
    lessons: [...module.lessons]
      .sort((a, b) => a.order - b.order)
      .map((lesson) => ({
        ...lesson,
        content: {
          ...lesson.content,
          videoUrl: signLessonUrl(lesson.content.videoUrl, uid),
          documentUrl: signLessonUrl(lesson.content.documentUrl, uid),
        },
      })),
    checkpoints: [...module.checkpoints]
      .sort((a, b) => a.order - b.order)
      .map(({ questions, ...checkpoint }) => ({
        ...checkpoint,
        questionsCount: questions.length,
        timeLimitMinutes: timeLimitMinutes(questions.length),
      })),
  };
}

async function settleProgress(enrolled: Enrolled, student: User): Promise<Completion> {
  const settled = await settleCompletion(enrolled.enrollment.uid, enrolled.course, enrolled.modules, student);
  if (!settled) throw AppError.notFound(COURSE_NOT_FOUND);
  return settled;
}

export async function getLearnerCourse(user: User, courseId: string): Promise<LearnerCourseView> {
  const { enrollment, course, modules } = await loadEnrolled(user.uid, courseId);
  const certificates = await findCertificateLinks([enrollment.certificateId]);
  return {
    course,
    modules: modules.map((module) => toLearnerModule(module, user.uid)),
    progress: courseProgress(modules, enrollment.progress),
    certificate: enrollment.certificateId ? (certificates.get(enrollment.certificateId) ?? null) : null,
  };
}

/** Opening a lesson records progress 0; completing it is sticky: a later open never undoes it. */
export async function recordLessonProgress(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
  body: { progress: number; completed: boolean; timeSpent: number },
) {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const lesson = findModuleIn(enrolled, moduleId).lessons.find((item) => item.uid === lessonUid);
  if (!lesson) throw AppError.notFound('Lesson not found');
  const previous = enrolled.enrollment.progress.lessons[lessonUid];
  const completed = Boolean(previous?.completed) || body.completed;
  const now = new Date().toISOString();
  await updateLessonProgress(enrolled.enrollment.uid, lessonUid, {
    completed,
    completedAt: previous?.completedAt ?? (body.completed ? now : null),
    progress: completed ? 100 : Math.max(previous?.progress ?? 0, body.progress),
    timeSpent: Math.max(previous?.timeSpent ?? 0, body.timeSpent),
    lastAccessedAt: now,
  });
  return settleProgress(enrolled, user);
}

function findCheckpoint(enrolled: Enrolled, moduleId: string, checkpointId: string) {
  const module = enrolled.modules.find((item) => item.uid === moduleId);
  const checkpoint = module?.checkpoints.find((item) => item.uid === checkpointId);
  if (!module || !checkpoint) throw AppError.notFound('Checkpoint not found');
  return { module, checkpoint };
}

const maxAttemptsMessage = (max: number) => `You have reached the maximum number of attempts (${max}) for this checkpoint.`;

type LiveCheckpoint = CourseModule['checkpoints'][number];

const limitSecondsOf = (checkpoint: LiveCheckpoint) => timeLimitMinutes(checkpoint.questions.length) * 60;
const secondsSince = (iso: string) => (Date.now() - Date.parse(iso)) / 1000;

/** The key is shown once it can no longer help: the checkpoint is passed or its last attempt used. */
const keyRevealed = (passed: boolean, attemptsUsed: number, checkpoint: LiveCheckpoint) =>
  passed || attemptsUsed >= checkpoint.maxAttempts;

function toAttemptResult(
  attempt: StoredAttempt,
  checkpoint: LiveCheckpoint,
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
    passingScore: checkpoint.passingScore,
    questionResults: reveal ? attempt.questionResults : withholdKey(attempt.questionResults),
    maxAttempts: checkpoint.maxAttempts,
    ...extra,
  };
}

function newAttempt(
  enrolled: Enrolled,
  user: User,
  moduleId: string,
  checkpoint: LiveCheckpoint,
  attemptNumber: number,
): Omit<StoredAttempt, 'uid' | 'submittedAt' | 'status' | 'score' | 'passed' | 'timeSpent' | 'answers' | 'questionResults'> {
  return {
    enrollmentId: enrolled.enrollment.uid,
    userId: user.uid,
    courseId: enrolled.course.uid,
    moduleId,
    checkpointUid: checkpoint.uid,
    attemptNumber,
    studentName: user.name,
    courseTitle: enrolled.course.title,
    checkpointTitle: checkpoint.title,
    passingScore: checkpoint.passingScore,
  };
}

/**
 * An attempt whose time ran out without a submission ended then: it counts against the limit with
 * nothing answered, so reopening a checkpoint never buys a fresh clock.
 */
async function closeTimedOut(enrolled: Enrolled, user: User, moduleId: string, checkpoint: LiveCheckpoint, clock: StoredClock) {
  const stored = enrolled.enrollment.progress.checkpoints[checkpoint.uid];
  const graded = grade(checkpoint.questions, []);
  await claimAttempt({
    ...newAttempt(enrolled, user, moduleId, checkpoint, clock.attempt),
    status: 'expired',
    score: graded.score,
    passed: false,
    timeSpent: limitSecondsOf(checkpoint),
    answers: [],
    questionResults: graded.results,
  });
  await updateCheckpointProgress(enrolled.enrollment.uid, checkpoint.uid, {
    passed: Boolean(stored?.passed),
    bestScore: stored?.bestScore ?? 0,
    attempts: clock.attempt,
    awaitingReview: false,
    clock: null,
  });
}

/**
 * The checkpoint to take, without its answers (SPEC section 7). Opening it with attempts left and no
 * running clock starts the next attempt's clock, as the first open starts the first; reopening
 * resumes a running clock. Without a clock (passed, awaiting review, attempts used up) the learner
 * sees the last result.
 */
export async function getCheckpoint(
  user: User,
  courseId: string,
  moduleId: string,
  checkpointId: string,
): Promise<CheckpointView> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const { checkpoint } = findCheckpoint(enrolled, moduleId, checkpointId);
  const enrollmentId = enrolled.enrollment.uid;
  let used = await countAttempts(enrollmentId, checkpoint.uid);
  const stored = enrolled.enrollment.progress.checkpoints[checkpoint.uid];
  const limitSeconds = limitSecondsOf(checkpoint);

  let clock = stored?.clock && stored.clock.attempt > used ? stored.clock : null;
  if (clock && secondsSince(clock.startedAt) > limitSeconds + SUBMIT_GRACE_SECONDS) {
    await closeTimedOut(enrolled, user, moduleId, checkpoint, clock);
    used = clock.attempt;
    clock = null;
  }
  const passed = Boolean(stored?.passed);
  const last = used > 0 ? await findAttempt(attemptId(enrollmentId, checkpoint.uid, used)) : null;
  const awaitingReview = last?.status === 'pending_review';
  if (!clock && !awaitingReview && !passed && used < checkpoint.maxAttempts) {
    clock = { attempt: used + 1, startedAt: new Date().toISOString() };
    await recordClock(enrollmentId, checkpoint.uid, clock);
  }

  const { questions, ...rest } = checkpoint;
  const elapsed = clock ? secondsSince(clock.startedAt) : 0;
  return {
    checkpoint: {
      ...rest,
      timeLimitMinutes: timeLimitMinutes(questions.length),
      // The questions only travel with a running clock.
      questions: clock
        ? questions.map(({ correctAnswer: _answer, ...question }, index) => ({
            ...question,
            uid: question.uid ?? `q${index + 1}`,
          }))
        : [],
    },
    progress: {
      attempts: used,
      maxAttempts: checkpoint.maxAttempts,
      passed,
      bestScore: stored?.bestScore ?? 0,
      awaitingReview,
    },
    totalAttempts: used,
    clock: clock && {
      attempt: clock.attempt,
      startedAt: clock.startedAt,
      endsAt: new Date(Date.parse(clock.startedAt) + limitSeconds * 1000).toISOString(),
      secondsLeft: Math.max(0, Math.ceil(limitSeconds - elapsed)),
    },
    lastAttempt:
      last &&
      toAttemptResult(last, checkpoint, keyRevealed(passed, used, checkpoint), {
        newProgress: enrolled.enrollment.progress.overall,
        totalAttempts: used,
        certificate: null,
      }),
  };
}

/**
 * The clock a submission is timed by. The running attempt's, when one is open; otherwise, after a
 * graded attempt, the next attempt is timed from that grading (a client that submits 'Try Again'
 * without reopening the checkpoint, as the spec's calls allow), so it can never have had more than
 * the limit.
 */
async function attemptClock(
  enrollmentId: string,
  checkpointUid: string,
  stored: StoredCheckpointProgress | undefined,
  used: number,
): Promise<StoredClock> {
  if (stored?.clock && stored.clock.attempt > used) return stored.clock;
  if (stored?.passed) throw AppError.conflict('You have already passed this checkpoint.');
  const last = used > 0 ? await findAttempt(attemptId(enrollmentId, checkpointUid, used)) : null;
  const gradedAt = last && last.status !== 'pending_review' ? (last.reviewedAt ?? last.submittedAt) : null;
  if (!gradedAt) throw AppError.badRequest('Open the checkpoint before submitting it.');
  return { attempt: used + 1, startedAt: gradedAt };
}

/**
 * Grades an attempt on the server, within the attempt limit and its clock. Essays wait for a
 * person; the rest is graded at once and the attempt counts against the limit either way.
 */
export async function submitAttempt(
  user: User,
  courseId: string,
  moduleId: string,
  checkpointId: string,
  body: AttemptBody,
): Promise<AttemptResult> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const { checkpoint } = findCheckpoint(enrolled, moduleId, checkpointId);
  if (body.answers.length > checkpoint.questions.length) throw AppError.badRequest('There are more answers than questions.');
  const enrollmentId = enrolled.enrollment.uid;
  const used = await countAttempts(enrollmentId, checkpoint.uid);
  if (used >= checkpoint.maxAttempts) throw AppError.forbidden(maxAttemptsMessage(checkpoint.maxAttempts));

  const stored = enrolled.enrollment.progress.checkpoints[checkpoint.uid];
  if (stored?.awaitingReview) throw AppError.conflict('Your last attempt is awaiting review.');
  const { attempt: attemptNumber, startedAt } = await attemptClock(enrollmentId, checkpoint.uid, stored, used);
  const limitSeconds = limitSecondsOf(checkpoint);
  if (secondsSince(startedAt) > limitSeconds + SUBMIT_GRACE_SECONDS) {
    throw AppError.badRequest('The time limit for this checkpoint has passed.');
  }

  const graded = grade(checkpoint.questions, body.answers);
  const passed = !graded.awaitingReview && graded.score >= checkpoint.passingScore;
  const attempt = {
    ...newAttempt(enrolled, user, moduleId, checkpoint, attemptNumber),
    status: graded.awaitingReview ? ('pending_review' as const) : ('graded' as const),
    score: graded.score,
    passed,
    timeSpent: Math.min(body.timeSpent, limitSeconds + SUBMIT_GRACE_SECONDS),
    answers: body.answers,
    questionResults: graded.results,
  };
  if (!(await claimAttempt(attempt))) throw AppError.conflict('This attempt has already been submitted.');

  await updateCheckpointProgress(enrollmentId, checkpoint.uid, {
    passed: Boolean(stored?.passed) || passed,
    bestScore: graded.awaitingReview ? (stored?.bestScore ?? 0) : Math.max(stored?.bestScore ?? 0, graded.score),
    attempts: attemptNumber,
    awaitingReview: graded.awaitingReview,
    clock: null,
  });
  const settled = await settleProgress(enrolled, user);
  return toAttemptResult(
    { ...attempt, uid: attemptId(enrollmentId, checkpoint.uid, attemptNumber), submittedAt: new Date().toISOString() },
    checkpoint,
    keyRevealed(Boolean(stored?.passed) || passed, attemptNumber, checkpoint),
    { newProgress: settled.progress.overall, totalAttempts: attemptNumber, certificate: settled.certificate },
  );
}
