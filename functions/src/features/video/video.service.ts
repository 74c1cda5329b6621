import type { AdminVideoStatus, AuditActor, LessonVideo } from '../../contract';
import { AppError } from '../../lib/app-error';
import { getMediaStore, mediaUrl } from '../../media';
import { signLessonUrl } from '../../media/signed-media';
import { recordAuditInTransaction } from '../audit/audit.repository';
// The pure builders, not the audit service: this module is on the ssr function's path, which loads no zod.
import { auditEntry, changedFields } from '../audit/audit-changes';

import { captionsFor } from './caption-links';
import { checkVideoUpload, videoSourcePath } from './resumable-uploads.service';
import { finishResumableUpload } from './uploads.repository';
import { videoFolder } from './video-folder';
import { deleteVideoRecord, findVideo, findVideos, queueVideo, type VideoAccess, type VideoRecord } from './videos.repository';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A video's id is its upload's. */
const VIDEO_ID = new RegExp(`^${UUID}$`);
/** A processed video's address, as lessons and highlights store it: its master playlist. */
const PROCESSED_VIDEO = new RegExp(`^/uploads/(lesson-videos|videos)/(${UUID})/master\\.m3u8$`);

/** The video id behind a stored video URL, or null for a plain file or another site's address. */
export function processedVideoId(url: string | null | undefined): string | null {
  return (url && PROCESSED_VIDEO.exec(url)?.[2]) ?? null;
}

const masterUrl = (video: Pick<VideoRecord, 'id' | 'access'>) => mediaUrl(`${videoFolder(video)}/master.m3u8`);

/**
 * A finished upload becomes a queued video, and its address (the master playlist the job will write)
 * is what the form saves. Each step can be repeated after a crash: a second call finds the source
 * already moved, or the video already queued.
 */
export async function queueUploadedVideo(
  uploadId: string,
  use: 'lesson' | 'highlight',
  actor: AuditActor,
): Promise<{ videoId: string; url: string; status: AdminVideoStatus['status'] }> {
  if (!VIDEO_ID.test(uploadId)) throw AppError.notFound('No such upload');
  const existing = await findVideo(uploadId);
  const access: VideoAccess = use === 'lesson' ? 'paid' : 'public';
  if (!existing) {
    const source = await checkVideoUpload(uploadId);
    const resource = { type: 'video' as const, id: uploadId, label: `${use === 'lesson' ? 'Lesson' : 'Highlight'} video` };
    const changes = changedFields(null, { status: 'queued', access }, ['status', 'access']);
    await queueVideo(uploadId, source, access, (batch) =>
      recordAuditInTransaction(batch, auditEntry(actor, resource, 'uploaded', changes)),
    );
  }
  const video = existing ?? { id: uploadId, access, status: 'queued' as const };
  const url = masterUrl(video);
  // From here the upload is an ordinary one awaiting its form (or the sweep); a record already
  // finished, or swept, stays as it is.
  await finishResumableUpload(uploadId, url);
  return { videoId: uploadId, url, status: video.status };
}

/** Who a video's files are signed for: an admin previewing (no enrolment) or an enrolled learner. */
interface Viewer {
  uid: string;
  enrollmentId?: string;
}

const signedFor = (video: VideoRecord, { uid, enrollmentId }: Viewer, path: string) =>
  video.access === 'paid' ? signLessonUrl(mediaUrl(path), uid, { enrollmentId }) : mediaUrl(path);

/** A video's processing state for the back-office, with its files signed for the admin to preview. */
export async function adminVideoStatus(videoId: string, adminUid: string): Promise<AdminVideoStatus> {
  const video = VIDEO_ID.test(videoId) ? await findVideo(videoId) : null;
  if (!video) throw AppError.notFound('No such video');
  const result = video.status === 'ready' ? video.result : null;
  return {
    id: video.id,
    status: video.status,
    percent: video.percent,
    reason: video.reason,
    durationSeconds: result?.durationSeconds ?? null,
    width: result?.width ?? null,
    height: result?.height ?? null,
    renditions: result?.renditions ?? [],
    url: result ? signedFor(video, { uid: adminUid }, result.master) : null,
    posterUrl: result ? signedFor(video, { uid: adminUid }, result.poster) : null,
    thumbnailsUrl: result ? signedFor(video, { uid: adminUid }, result.thumbnails) : null,
    captions: captionsFor(video, adminUid),
  };
}

function learnerVideo(video: VideoRecord | undefined, learner: Required<Viewer>): LessonVideo {
  if (!video) return { status: 'failed', durationSeconds: null, posterUrl: null, thumbnailsUrl: null, captions: [] };
  const result = video.status === 'ready' ? video.result : null;
  return {
    status: video.status,
    durationSeconds: result?.durationSeconds ?? null,
    posterUrl: result ? signedFor(video, learner, result.poster) : null,
    thumbnailsUrl: result ? signedFor(video, learner, result.thumbnails) : null,
    // Only with a playable video: a track without its video has nothing to caption.
    captions: result ? captionsFor(video, learner.uid, learner.enrollmentId) : [],
  };
}

/**
 * The processed videos behind these lesson video URLs, as one enrolled learner gets them, keyed by
 * URL. One batched read for all of them; plain files and other sites' addresses are not in the map.
 */
export async function lessonVideosFor(
  urls: ReadonlyArray<string | null | undefined>,
  learner: Required<Viewer>,
): Promise<Map<string, LessonVideo>> {
  const records = await processedVideosByUrl(urls);
  return new Map([...records].map(([url, video]) => [url, learnerVideo(video, learner)]));
}

/**
 * The records of the processed videos behind these URLs, keyed by URL, in one batched read; a
 * processed address whose record is gone maps to undefined, and other URLs are not in the map.
 */
export async function processedVideosByUrl(
  urls: ReadonlyArray<string | null | undefined>,
): Promise<Map<string, VideoRecord | undefined>> {
  const ids = new Map<string, string>();
  for (const url of urls) {
    const id = processedVideoId(url);
    if (id && url) ids.set(url, id);
  }
  if (ids.size === 0) return new Map();
  const found = new Map((await findVideos([...new Set(ids.values())])).map((video) => [video.id, video]));
  return new Map([...ids].map(([url, id]) => [url, found.get(id)]));
}

/** The processed video's length in seconds, or null when the URL is not a ready processed video. */
export async function processedVideoDuration(url: string | null | undefined): Promise<number | null> {
  const id = processedVideoId(url);
  const video = id ? await findVideo(id) : null;
  return video?.status === 'ready' ? (video.result?.durationSeconds ?? null) : null;
}

/** Removes a video: its renditions, its private source and its record, whatever of them exists. */
async function deleteVideo(id: string): Promise<void> {
  const video = await findVideo(id);
  const store = getMediaStore();
  if (video) await store.deleteFolder(videoFolder(video));
  await store.delete(videoSourcePath(id));
  await deleteVideoRecord(id);
}

/** Removes the processed video a lesson or highlight no longer uses. */
export async function deleteProcessedVideo(url: string): Promise<void> {
  const id = processedVideoId(url);
  if (id) await deleteVideo(id);
}

/**
 * An upload whose session never finished, or whose completion stopped part-way (the function died
 * between its steps and the admin never came back): whatever it left, in storage or queued, goes.
 */
export async function discardUnfinishedUpload(uploadId: string): Promise<void> {
  if (VIDEO_ID.test(uploadId)) await deleteVideo(uploadId);
}
