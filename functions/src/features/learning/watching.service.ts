import type { CourseModule, LessonWatchingStatistics, User, WatchedBody, WatchingStatus } from '../../contract';
import { AppError } from '../../lib/app-error';
import { findModule } from '../courses/catalog.service';
import { processedVideoDuration } from '../video/video.service';

import { type Enrolled, findModuleIn, loadEnrolled } from './learning.service';
import { creditReport, type Range, watchingStatistics, watchingStatus } from './watched-ranges';
import { listLessonWatching, updateWatching, watchedRangesIn } from './watching.repository';

type StoredLesson = CourseModule['lessons'][number];

const NOT_PROCESSED = "This lesson's video is not a processed video, so how much of it was watched is not counted.";

/** The lesson's processed video length; 400 for a lesson whose video the server cannot measure. */
async function durationOf(lesson: StoredLesson): Promise<number> {
  if (!lesson.content.videoUrl) throw AppError.badRequest('This lesson has no video.');
  const duration = await processedVideoDuration(lesson.content.videoUrl);
  if (!duration) throw AppError.badRequest(NOT_PROCESSED);
  return duration;
}

function findLesson(enrolled: Enrolled, moduleId: string, lessonUid: string): StoredLesson {
  const lesson = findModuleIn(enrolled, moduleId).lessons.find((item) => item.uid === lessonUid);
  if (!lesson) throw AppError.notFound('Lesson not found');
  return lesson;
}

const rangesOf = (enrolled: Enrolled, lessonUid: string): Range[] =>
  watchedRangesIn(enrolled.enrollment.progress.watching, lessonUid);

/** How much of the lesson's video the learner has played, as a reload shows it. */
export async function getWatching(user: User, courseId: string, moduleId: string, lessonUid: string): Promise<WatchingStatus> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const lesson = findLesson(enrolled, moduleId, lessonUid);
  return watchingStatus(rangesOf(enrolled, lessonUid), await durationOf(lesson));
}

/** Credits a report of played ranges (watched-ranges.ts says how much) and answers the new standing. */
export async function reportWatched(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
  body: WatchedBody,
): Promise<WatchingStatus> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const lesson = findLesson(enrolled, moduleId, lessonUid);
  const duration = await durationOf(lesson);
  const ranges = body.ranges.map(([start, end]): Range => [start, end]);
  const watching = await updateWatching(enrolled.enrollment.uid, lessonUid, (previous) =>
    creditReport(previous, ranges, duration, Date.now()),
  );
  return watchingStatus(watching.ranges, duration);
}

/** A video lesson's viewers, their mean share watched and its drop-off curve, for its author. */
export async function lessonWatchingStatistics(
  courseId: string,
  moduleId: string,
  lessonUid: string,
): Promise<LessonWatchingStatistics> {
  const module = await findModule(moduleId);
  const lesson = module?.courseId === courseId ? module.lessons.find((item) => item.uid === lessonUid) : undefined;
  if (!module || !lesson) throw AppError.notFound('Lesson not found');
  const duration = await durationOf(lesson);
  return watchingStatistics(await listLessonWatching(courseId, lessonUid), duration);
}
