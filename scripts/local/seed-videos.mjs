// @ts-check
// Puts the demo lesson videos of emulator-data/videos.json through the real processing job: each
// source is placed where an upload's would be (video-sources/<id>) and its video queued, with its
// captions beside the renditions-to-be. The stack's video worker does the rest, as after an upload.
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { MEDIA_ROOT } from './seed-data.mjs';

const UPLOADS = '/uploads/media/';
/** @typedef {{ id: string, access: string, source: string, captions?: { language: string, label: string, file: string }[] }} DemoVideo */

const localFile = (/** @type {string} */ url) => join(MEDIA_ROOT, url.slice(UPLOADS.length));
const folderOf = (/** @type {DemoVideo} */ video) => `${video.access === 'paid' ? 'lesson-videos' : 'videos'}/${video.id}`;

/**
 * @param {import('firebase-admin/app').App} app
 * @param {string} path
 * @param {string} from
 * @param {string} contentType
 */
async function put(app, path, from, contentType) {
  if (process.env.MEDIA_DIR) {
    const target = join(process.env.MEDIA_DIR, path);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(from, target);
    return;
  }
  const { getStorage } = await import('firebase-admin/storage');
  await getStorage(app)
    .bucket()
    .file(path)
    .save(await readFile(from), { contentType, resumable: false });
}

/**
 * Queues each demo video not yet queued or processed (a later seed keeps a processed one as it is).
 * Returns how many were queued now.
 */
/**
 * @param {import('firebase-admin/app').App} app
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {DemoVideo[]} videos
 */
export async function seedVideos(app, db, videos) {
  const { FieldValue } = await import('firebase-admin/firestore');
  let queued = 0;
  for (const video of videos) {
    const ref = db.collection('videos').doc(video.id);
    const status = (await ref.get()).get('status');
    if (status && status !== 'failed') continue;
    const source = `video-sources/${video.id}`;
    await put(app, source, localFile(video.source), 'video/mp4');
    const captions = [];
    for (const caption of video.captions ?? []) {
      const path = `${folderOf(video)}/captions/${caption.language}.vtt`;
      await put(app, path, localFile(caption.file), 'text/vtt');
      captions.push({ language: caption.language, label: caption.label, path, version: Date.now() });
    }
    await ref.set({
      status: 'queued',
      source,
      access: video.access,
      percent: 0,
      reason: null,
      attempts: 0,
      leaseUntil: null,
      result: null,
      captions,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    queued += 1;
  }
  return queued;
}
