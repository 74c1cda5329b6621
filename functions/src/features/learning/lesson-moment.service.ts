import type { CourseModule } from '../../contract';
import { AppError } from '../../lib/app-error';
import { processedVideoDuration } from '../video/video.service';

import { formatSeconds } from './watched-ranges';

type Lesson = CourseModule['lessons'][number];

/**
 * A note's or a question's moment must fall inside the lesson's video: a lesson without a video takes
 * none, and a video the server has not measured (not a processed one) takes any the schema allows.
 */
export async function assertMomentInLesson(lesson: Lesson, atSeconds: number | null, what: string): Promise<void> {
  if (atSeconds === null) return;
  if (!lesson.content.videoUrl) throw AppError.badRequest(`This lesson has no video: a ${what} on it has no moment.`);
  const duration = await processedVideoDuration(lesson.content.videoUrl);
  if (duration !== null && atSeconds > duration)
    throw AppError.badRequest(`The moment is past the end of the video (${formatSeconds(duration)}).`);
}
