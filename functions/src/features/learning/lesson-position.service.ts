import type { LessonPosition, LessonPositionBody, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordProgress } from '../enrollments/enrollments.service';

import { type Enrolled, findModuleIn, loadEnrolled } from './learning.service';

const NO_POSITION: LessonPosition = { position: 0, duration: 0, savedAt: null };

/** The lesson's video, in an enrolment the learner holds; 404 as for every learner route otherwise. */
function findVideoLesson(enrolled: Enrolled, moduleId: string, lessonUid: string) {
  const lesson = findModuleIn(enrolled, moduleId).lessons.find((item) => item.uid === lessonUid);
  if (!lesson) throw AppError.notFound('Lesson not found');
  if (!lesson.content.videoUrl) throw AppError.badRequest('This lesson has no video.');
  return lesson;
}

/** Where the learner left the lesson's video, on whichever device they watched it. */
export async function getLessonPosition(user: User, courseId: string, moduleId: string, lessonUid: string) {
  const enrolled = await loadEnrolled(user.uid, courseId);
  findVideoLesson(enrolled, moduleId, lessonUid);
  return enrolled.enrollment.progress.positions?.[lessonUid] ?? NO_POSITION;
}

/** Saves the position, clamped to the video's length (a player may report a hair past its end). */
export async function saveLessonPosition(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
  body: LessonPositionBody,
): Promise<LessonPosition> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  findVideoLesson(enrolled, moduleId, lessonUid);
  const saved: LessonPosition = {
    position: Math.min(Math.max(body.position, 0), body.duration),
    duration: body.duration,
    savedAt: new Date().toISOString(),
  };
  // Beside (not inside) the lesson's progress, so it never races Mark as Complete's write.
  await recordProgress(enrolled.enrollment.uid, [[['positions', lessonUid], saved]]);
  return saved;
}
