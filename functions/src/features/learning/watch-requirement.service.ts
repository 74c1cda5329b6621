import type { CourseModule, WatchingStatus } from '../../contract';
import { AppError } from '../../lib/app-error';
import { processedVideoDuration } from '../video/video.service';

import type { StoredProgress } from './progress';
import { formatSeconds, watchingStatus } from './watched-ranges';
import { watchedRangesIn } from './watching.repository';

type StoredLesson = CourseModule['lessons'][number];

const watchedRanges = (progress: StoredProgress, lessonUid: string) => watchedRangesIn(progress.watching, lessonUid);

/**
 * Mark as Complete on a 'Require watching' lesson: refused (409, nothing changed) until 90 % of its
 * video has been played. A lesson completed before stays completed.
 */
export async function assertWatchedEnough(progress: StoredProgress, lesson: StoredLesson): Promise<void> {
  if (lesson.requireWatching !== true || progress.lessons[lesson.uid]?.completed) return;
  const duration = await processedVideoDuration(lesson.content.videoUrl);
  if (!duration)
    throw AppError.conflict('This video is not ready yet, so the lesson cannot be completed. Please try again later.');
  const status = watchingStatus(watchedRanges(progress, lesson.uid), duration);
  if (!status.canComplete)
    throw AppError.conflict(`Watch ${formatSeconds(status.remainingSeconds)} more of this video to complete it.`);
}

/** The learner's standing on a 'Require watching' lesson of the course view, from the duration already read. */
export function watchingForView(
  progress: StoredProgress,
  lesson: StoredLesson,
  durationSeconds: number | null,
): WatchingStatus | null {
  if (lesson.requireWatching !== true || !durationSeconds) return null;
  return watchingStatus(watchedRanges(progress, lesson.uid), durationSeconds);
}

/**
 * 'Require watching' needs a video whose length the server knows: a processed video, ready. Each
 * lesson that asks for it without one is refused by its field.
 */
export async function checkRequireWatching(
  lessons: ReadonlyArray<Pick<StoredLesson, 'requireWatching' | 'content'>>,
): Promise<void> {
  const durations = await Promise.all(
    lessons.map((lesson) => (lesson.requireWatching ? processedVideoDuration(lesson.content.videoUrl) : Promise.resolve(1))),
  );
  const errors = durations.flatMap((duration, index) =>
    duration
      ? []
      : [
          {
            msg: 'Require watching needs a processed video that is ready: upload the video and wait for it to be ready, or turn Require watching off',
            path: `lessons.${index}.requireWatching`,
          },
        ],
  );
  if (errors.length) throw AppError.badRequest(errors[0].msg, errors);
}
