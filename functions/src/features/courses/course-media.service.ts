import type { Course, CourseModule } from '../../contract';
import { deleteUpload } from '../../media/uploads';
import { sweepUploadRecords } from '../video/upload-records.service';
import { deleteProcessedVideo, processedVideoId } from '../video/video.service';

import { backfillCourseMediaUrls, courseUsesMedia } from './courses.repository';
import { backfillModuleMediaUrls, lessonMedia, moduleUsesMedia } from './modules.repository';

export const courseMedia = (course: Pick<Course, 'coverImage' | 'instructor'> | null) => [
  course?.coverImage,
  course?.instructor.image,
];
export const moduleMedia = (module: Pick<CourseModule, 'lessons'> | null) => lessonMedia(module?.lessons ?? []);

/**
 * Files this API stored through uploadCourseMedia. Only these are ever removed: a URL typed into
 * a form (a seeded clip, another site's PDF) is not ours to delete.
 */
const OWN_UPLOAD =
  /^\/uploads\/((courses|lessons)\/[0-9a-f-]{36}\.(webp|mp4|webm|mov|pdf)|staging\/[0-9a-f-]{36}|lesson-videos\/[0-9a-f-]{36}\/master\.m3u8)$/;

/** A processed video goes with its renditions and source; any other upload is one file. */
const deleteOwn = (url: string) => (processedVideoId(url) ? deleteProcessedVideo(url) : deleteUpload(url));

/** Whether any course (cover, instructor photo) or lesson still shows the file. */
export async function mediaInUse(url: string): Promise<boolean> {
  const [course, module] = await Promise.all([courseUsesMedia(url), moduleUsesMedia(url)]);
  return course || module;
}

/**
 * Deletes the uploaded files that `before` used and `after` no longer does, unless another
 * course or lesson still uses them (one upload may be picked for several courses).
 */
export async function removeDropped(before: (string | null | undefined)[], after: (string | null | undefined)[]): Promise<void> {
  const kept = new Set(after.filter(Boolean));
  const dropped = [...new Set(before)].filter(
    (url): url is string => typeof url === 'string' && OWN_UPLOAD.test(url) && !kept.has(url),
  );
  await Promise.all(dropped.map(async (url) => ((await mediaInUse(url)) ? undefined : deleteOwn(url))));
}

/** How long an upload may wait for the form that uses it to be saved. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A highlight's video: public, processed, and shown by marketing content this feature cannot see. */
const PUBLIC_VIDEO = /^\/uploads\/videos\/[0-9a-f-]{36}\/master\.m3u8$/;

/**
 * Removes files uploaded more than a day ago that no course or lesson uses (their form was
 * abandoned), and forgets the records of the ones in use: from then on, edits and deletes of
 * what uses them decide. Runs on a schedule in production and on `npm start` locally.
 * `shownElsewhere` says whether marketing content (a highlight) shows a public video: such a video
 * is swept only when the caller can tell (the content feature sits above this one).
 */
export async function sweepAbandonedUploads(
  now = Date.now(),
  shownElsewhere?: (url: string) => Promise<boolean>,
): Promise<{ removed: number; kept: number }> {
  return sweepUploadRecords(new Date(now - ABANDONED_AFTER_MS), async (url) => {
    const ours = OWN_UPLOAD.test(url) || (shownElsewhere !== undefined && PUBLIC_VIDEO.test(url));
    if (!ours || (await mediaInUse(url)) || (await shownElsewhere?.(url))) return false;
    await deleteOwn(url);
    return true;
  });
}

/**
 * Courses and modules written before media were counted carry no `mediaUrls`, so a file they show
 * would look unused and another course's edit could delete it: give them theirs. The seed and
 * `npm start` run it (scripts/ops/backfill-media-urls.mjs); production runs it once, after the deploy.
 */
export async function backfillMediaUrls(): Promise<{ courses: number; modules: number }> {
  return { courses: await backfillCourseMediaUrls(), modules: await backfillModuleMediaUrls() };
}
