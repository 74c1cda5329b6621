import { randomUUID } from 'node:crypto';

import type { VideoUploadInput } from '../../contract';
import { AppError } from '../../lib/app-error';
import { getMediaStore, mediaUrl, type MediaStore } from '../../media';

import { deleteUploadRecord, findResumableUpload, recordResumableUpload } from './uploads.repository';

/**
 * Lesson and highlight videos go from the browser straight to storage, in resumable chunks, through
 * a Cloud Storage upload session the API opens for one staging object (docs/video.md, "Video uploads").
 * The function never carries the bytes; it checks the finished object and hands it to the processing job.
 */

const GB = 1024 * 1024 * 1024;
/** The largest video an admin may upload: 5 GB unless MAX_VIDEO_UPLOAD_BYTES says otherwise. */
export function maxVideoUploadBytes(): number {
  const configured = Number(process.env.MAX_VIDEO_UPLOAD_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 5 * GB;
}

/** The containers taken in, by their first bytes. */
const VIDEO_CONTAINERS: Record<string, { contentType: string }> = {
  'video/mp4': { contentType: 'video/mp4' },
  'video/x-m4v': { contentType: 'video/mp4' },
  'video/webm': { contentType: 'video/webm' },
  'video/quicktime': { contentType: 'video/quicktime' },
};
const NOT_A_VIDEO = 'The file is not an MP4, WebM or MOV video';
/** How many first bytes the container check reads (file-type needs at most this many). */
const SNIFF_BYTES = 4100;

const stagingPath = (id: string) => `staging/${id}`;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opens a resumable session for one video of `size` bytes; returns the upload id and the session URI. */
export async function openVideoUpload(
  { contentType, size, name }: VideoUploadInput,
  origin: string | undefined,
): Promise<{ uploadId: string; sessionUri: string; chunkGranularity: number }> {
  const max = maxVideoUploadBytes();
  if (size > max) {
    throw AppError.badRequest(`The video must be between 1 byte and ${formatBytes(max)}`, [
      { msg: `The size must be at most ${formatBytes(max)}`, path: 'size' },
    ]);
  }
  const uploadId = randomUUID();
  const path = stagingPath(uploadId);
  const sessionUri = await getMediaStore().openResumableSession(path, { contentType, size, origin });
  await recordResumableUpload(uploadId, { url: mediaUrl(path), sessionUri, size, contentType, ...(name ? { name } : {}) });
  return { uploadId, sessionUri, chunkGranularity: 256 * 1024 };
}

/** Where a checked upload waits for the processing job: never served (media.routes refuses the prefix). */
export const videoSourcePath = (uploadId: string) => `video-sources/${uploadId}`;

/**
 * Checks a finished upload, by its size and its first bytes, and moves it to its private source
 * path for the processing job; returns that path. A file that proves not to be a video, or not the
 * size declared, is refused and removed. Safe to call again after a crash part-way: an upload
 * already moved is found at its source path.
 */
export async function checkVideoUpload(uploadId: string): Promise<string> {
  if (!UPLOAD_ID.test(uploadId)) throw AppError.notFound('No such upload');
  const record = await findResumableUpload(uploadId);
  if (!record) throw AppError.notFound('No such upload: it finished already, or was cancelled or swept');
  const store = getMediaStore();
  const staged = stagingPath(uploadId);
  const source = videoSourcePath(uploadId);
  const info = await store.stat(staged);
  if (!info) {
    if (await store.stat(source)) return source;
    throw AppError.conflict('The upload is not finished yet: send the rest of the file first');
  }

  const refuse = async (reason: string) => {
    await store.delete(staged);
    await deleteUploadRecord(uploadId);
    throw AppError.badRequest(reason, [{ msg: reason, path: 'file' }]);
  };
  if (info.size !== record.size)
    return refuse(`The file is ${info.size} bytes, not the ${record.size} bytes announced: upload it again`);
  const head = await readStart(store, staged, info.size);
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(head))?.mime;
  const container = mime ? VIDEO_CONTAINERS[mime] : undefined;
  if (!container) return refuse(`${NOT_A_VIDEO}${mime ? ` (its content is ${mime})` : ''}: nothing was kept`);

  await store.move(staged, source, container.contentType);
  return source;
}

/** Cancels a session that was never finished; its partial bytes go with it (Cloud Storage answers 499). */
export async function cancelResumableSession(sessionUri: string): Promise<void> {
  await fetch(sessionUri, { method: 'DELETE' }).catch(() => undefined);
}

async function readStart(store: MediaStore, path: string, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(path, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function formatBytes(bytes: number): string {
  return bytes >= GB ? `${+(bytes / GB).toFixed(2)} GB` : `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
}
