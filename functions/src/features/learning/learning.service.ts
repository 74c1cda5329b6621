import {
  localiseCourse,
  localiseModule,
  type Course,
  type CourseModule,
  type LearnerCourseView,
  type LearnerModule,
  type LessonVideo,
  type User,
} from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { signLessonUrl } from '../../media/signed-media';
import { checkpointSize } from '../assessment/limits';
import { findCertificateLinks } from '../certificates/certificates.service';
import { upcomingSessionsFor } from '../cohorts/live-sessions.service';
import { COURSE_NOT_FOUND, findCourse, listLiveModules } from '../courses/catalog.service';
import { findEnrollment, recordLessonProgress as recordLessonProgressOf, type StoredEnrollment } from '../enrollments/enrollments.service';
import { lessonVideosFor } from '../video/video.service';

import { type Completion, settleCompletion } from './completion.service';
import { courseProgress, type StoredProgress } from './progress';
import { assertWatchedEnough, watchingForView } from './watch-requirement.service';

export interface Enrolled {
  enrollment: StoredEnrollment;
  course: Course;
  modules: CourseModule[];
}

/** The course, its live modules and the learner's enrolment; 404 when either is missing (SPEC section 2). */
export async function loadEnrolled(userId: string, courseId: string): Promise<Enrolled> {
  const [enrollment, course] = await Promise.all([findEnrollment(userId, courseId), findCourse(courseId)]);
  // A seat held while its payment is in flight does not open the course yet.
  if (!enrollment || enrollment.status !== 'active' || !course) throw AppError.notFound(COURSE_NOT_FOUND);
  return { enrollment, course, modules: await listLiveModules(courseId) };
}

export function findModuleIn(enrolled: Enrolled, moduleId: string): CourseModule {
  const module = enrolled.modules.find((item) => item.uid === moduleId);
  if (!module) throw AppError.notFound('Module not found');
  return module;
}

/**
 * A module as its learner sees it: checkpoints without questions, lesson files behind signed links,
 * and each processed video's state and files (`videos`, from lessonVideosFor).
 */
function toLearnerModule(
  module: Omit<CourseModule, 'translations'>,
  { uid, enrollmentId }: { uid: string; enrollmentId: string },
  videos: Map<string, LessonVideo>,
  progress: StoredProgress,
): LearnerModule {
  const videoOf = (lesson: CourseModule['lessons'][number]) =>
    (lesson.content.videoUrl && videos.get(lesson.content.videoUrl)) || null;
  return {
    ...module,
    lessons: [...module.lessons]
      .sort((a, b) => a.order - b.order)
      .map((lesson) => ({
        ...lesson,
        video: videoOf(lesson),
        watching: watchingForView(progress, lesson, videoOf(lesson)?.durationSeconds ?? null),
        content: {
          ...lesson.content,
          videoUrl: signLessonUrl(lesson.content.videoUrl, uid, { enrollmentId }),
          documentUrl: signLessonUrl(lesson.content.documentUrl, uid, { enrollmentId }),
        },
      })),
    checkpoints: [...module.checkpoints]
      .sort((a, b) => a.order - b.order)
      .map((checkpoint) => {
        const { questions: _bank, ...summary } = checkpoint;
        return { ...summary, ...checkpointSize(checkpoint) };
      }),
  };
}

/**
 * The enrolment's progress recomputed after a write, issuing the certificate when it completes the
 * course; `earnedIn`, which the certificate records: the language of the checkpoint that completes
 * it, or, completed by a lesson or an assignment, the language the learner reads the site in.
 */
export async function settleProgress(enrolled: Enrolled, student: User, earnedIn: Locale = student.language): Promise<Completion> {
  const settled = await settleCompletion(enrolled.enrollment.uid, enrolled.course, enrolled.modules, student, earnedIn);
  if (!settled) throw AppError.notFound(COURSE_NOT_FOUND);
  return settled;
}

/** The learner's course in `locale`: the course, each module, lesson and checkpoint in it where it has a version in it, else in English. */
export async function getLearnerCourse(user: User, courseId: string, locale: Locale = SOURCE_LOCALE): Promise<LearnerCourseView> {
  const { enrollment, course, modules } = await loadEnrolled(user.uid, courseId);
  const [certificates, videos, liveSessions] = await Promise.all([
    findCertificateLinks([enrollment.certificateId]),
    lessonVideosFor(
      modules.flatMap((module) => module.lessons.map((lesson) => lesson.content.videoUrl)),
      { uid: user.uid, enrollmentId: enrollment.uid },
    ),
    upcomingSessionsFor(user.uid, courseId),
  ]);
  return {
    course: localiseCourse(course, locale),
    modules: modules.map((module) =>
      toLearnerModule(localiseModule(module, locale), { uid: user.uid, enrollmentId: enrollment.uid }, videos, enrollment.progress),
    ),
    progress: courseProgress(modules, enrollment.progress),
    certificate: enrollment.certificateId ? (certificates.get(enrollment.certificateId) ?? null) : null,
    liveSessions,
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
  if (body.completed) await assertWatchedEnough(enrolled.enrollment.progress, lesson);
  if (body.completed && lesson.assignment && !enrolled.enrollment.progress.lessons[lessonUid]?.completed)
    throw AppError.conflict(
      enrolled.course.requirePassedAssignments
        ? 'This assignment completes once your submission is marked as passed.'
        : 'This assignment completes once you hand it in.',
    );
  const now = new Date().toISOString();
  await recordLessonProgressOf(enrolled.enrollment.uid, lessonUid, (previous) => {
    const completed = Boolean(previous?.completed) || body.completed;
    return {
      completed,
      completedAt: previous?.completedAt ?? (body.completed ? now : null),
      progress: completed ? 100 : Math.max(previous?.progress ?? 0, body.progress),
      timeSpent: Math.max(previous?.timeSpent ?? 0, body.timeSpent),
      lastAccessedAt: now,
    };
  });
  return settleProgress(enrolled, user);
}

/**
 * Completes an assignment lesson for its learner: handed in, or passed where the course asks that
 * (the assignments' call; Mark as Complete does not complete one). Settles the course's progress,
 * issuing the certificate when this completes it.
 */
export async function completeAssignmentLesson(
  student: User,
  /** The learner's enrolment, when the caller has it loaded already; else the course's id. */
  course: Enrolled | string,
  lessonUid: string,
): Promise<Completion> {
  const enrolled = typeof course === 'string' ? await loadEnrolled(student.uid, course) : course;
  if (enrolled.enrollment.progress.lessons[lessonUid]?.completed) return settleProgress(enrolled, student);
  const now = new Date().toISOString();
  await recordLessonProgressOf(enrolled.enrollment.uid, lessonUid, (previous) => ({
    completed: true,
    completedAt: previous?.completedAt ?? now,
    progress: 100,
    timeSpent: previous?.timeSpent ?? 0,
    lastAccessedAt: previous?.lastAccessedAt ?? now,
  }));
  return settleProgress(enrolled, student);
}
