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
import { findCertificateLinks, issueCertificateIfComplete } from '../certificates/certificates.service';
import { COURSE_NOT_FOUND } from '../courses/catalog.service';
import { findCourse } from '../courses/courses.repository';
import { listModules } from '../courses/modules.repository';
import { findEnrollment, type StoredEnrollment } from '../enrollments/enrollments.repository';

import { claimAttempt, countAttempts } from './attempts.repository';
import { grade } from './grading';
import { recordCheckpointStart, updateCheckpointProgress, updateLessonProgress, writeOverall } from './progress.repository';
import { courseProgress, timeLimitMinutes } from './progress';

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
  if (!enrollment || !course) throw AppError.notFound(COURSE_NOT_FOUND);
  const modules = (await listModules(courseId)).filter((module) => module.isActive);
  return { enrollment, course, modules };
}

function findModuleIn(enrolled: Enrolled, moduleId: string): CourseModule {
  const module = enrolled.modules.find((item) => item.uid === moduleId);
  if (!module) throw AppError.notFound('Module not found');
  return module;
}

function toLearnerModule(module: CourseModule): LearnerModule {
  return {
    ...module,
    lessons: [...module.lessons].sort((a, b) => a.order - b.order),
    checkpoints: [...module.checkpoints]
      .sort((a, b) => a.order - b.order)
      .map(({ questions, ...checkpoint }) => ({
        ...checkpoint,
        questionsCount: questions.length,
        timeLimitMinutes: timeLimitMinutes(questions.length),
      })),
  };
}

/**
 * Recomputes overall progress against the course as it is now, stores it, and issues the
 * certificate when complete. Only the enrolment is read again (it holds what was just written,
 * and any parallel update); the course and its modules are the ones already loaded.
 */
async function settleProgress(enrolled: Enrolled, student: User) {
  const latest = (await findEnrollment(student.uid, enrolled.course.uid)) ?? enrolled.enrollment;
  const progress = courseProgress(enrolled.modules, latest.progress);
  await writeOverall(latest.uid, progress.overall, progress.completed);
  const enrollment = { ...latest, progress: { ...latest.progress, overall: progress.overall, completed: progress.completed } };
  const certificate = await issueCertificateIfComplete(enrollment, enrolled.course, student, enrolled.modules);
  return { progress, certificate };
}

export async function getLearnerCourse(user: User, courseId: string): Promise<LearnerCourseView> {
  const { enrollment, course, modules } = await loadEnrolled(user.uid, courseId);
  const certificates = await findCertificateLinks([enrollment.certificateId]);
  return {
    course,
    modules: modules.map(toLearnerModule),
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

/** The checkpoint to take, without its answers; opening it starts the clock. */
export async function getCheckpoint(
  user: User,
  courseId: string,
  moduleId: string,
  checkpointId: string,
): Promise<CheckpointView> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const { checkpoint } = findCheckpoint(enrolled, moduleId, checkpointId);
  const attempts = await countAttempts(enrolled.enrollment.uid, checkpoint.uid);
  const stored = enrolled.enrollment.progress.checkpoints[checkpoint.uid];
  if (attempts < checkpoint.maxAttempts)
    await recordCheckpointStart(enrolled.enrollment.uid, checkpoint.uid, new Date().toISOString());
  const { questions, ...rest } = checkpoint;
  return {
    checkpoint: {
      ...rest,
      timeLimitMinutes: timeLimitMinutes(questions.length),
      questions: questions.map(({ correctAnswer: _answer, ...question }, index) => ({
        ...question,
        uid: question.uid ?? `q${index + 1}`,
      })),
    },
    progress: {
      attempts,
      maxAttempts: checkpoint.maxAttempts,
      passed: Boolean(stored?.passed),
      bestScore: stored?.bestScore ?? 0,
    },
    totalAttempts: attempts,
  };
}

/** Grades an attempt on the server, within the attempt limit and the time limit. */
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
  const startedAt = stored?.startedAt ? Date.parse(stored.startedAt) : NaN;
  if (Number.isNaN(startedAt)) throw AppError.badRequest('Open the checkpoint before submitting it.');
  const limitSeconds = timeLimitMinutes(checkpoint.questions.length) * 60;
  if ((Date.now() - startedAt) / 1000 > limitSeconds + SUBMIT_GRACE_SECONDS) {
    throw AppError.badRequest('The time limit for this checkpoint has passed. Open it again to start a new attempt.');
  }

  const { score, results } = grade(checkpoint.questions, body.answers);
  const passed = score >= checkpoint.passingScore;
  const number = used + 1;
  const claimed = await claimAttempt(enrollmentId, checkpoint.uid, number, {
    userId: user.uid,
    courseId,
    moduleId,
    score,
    passed,
    timeSpent: Math.min(body.timeSpent, limitSeconds + SUBMIT_GRACE_SECONDS),
    answers: body.answers,
    questionResults: results,
  });
  if (!claimed) throw AppError.conflict('This attempt has already been submitted.');

  await updateCheckpointProgress(enrollmentId, checkpoint.uid, {
    passed: Boolean(stored?.passed) || passed,
    bestScore: Math.max(stored?.bestScore ?? 0, score),
    attempts: number,
    startedAt: null,
  });
  const settled = await settleProgress(enrolled, user);
  return {
    score,
    passed,
    passingScore: checkpoint.passingScore,
    questionResults: results,
    newProgress: settled.progress.overall,
    totalAttempts: number,
    maxAttempts: checkpoint.maxAttempts,
    certificate: settled.certificate,
  };
}
