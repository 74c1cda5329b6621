import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FieldValue } from 'firebase-admin/firestore';

import { ffmpegPaths } from '../../functions/src/features/video/ffmpeg-binaries';

import type { AdminVideoStatus } from '../../functions/src/contract';
import { testDb } from './admin';
import { api } from './http';

/** The local media folder of the test stack (node mode); the video tests need it to place a source. */
export const mediaDir = process.env.MEDIA_DIR;

/** A real H.264/AAC MP4 (its index first): ffmpeg's moving test pattern and a tone. */
export function recording(seconds: number, size = '640x360'): Promise<Buffer> {
  const file = join(tmpdir(), `recording-${randomBytes(4).toString('hex')}.mp4`);
  execFileSync(ffmpegPaths().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-movflags', '+faststart', file],
  ]);
  return readFile(file);
}

/**
 * The job's side alone: a source placed in storage and its video queued, as the API leaves them when
 * an upload completes, for any bytes (the API would refuse a file that is not a video first).
 */
export async function queueVideo(bytes: Buffer, access: 'paid' | 'public' = 'public') {
  const id = randomUUID();
  const source = `video-sources/${id}`;
  await mkdir(join(mediaDir!, 'video-sources'), { recursive: true });
  await writeFile(join(mediaDir!, source), bytes);
  await testDb().collection('videos').doc(id).create({
    status: 'queued',
    source,
    access,
    percent: 0,
    reason: null,
    attempts: 0,
    leaseUntil: null,
    result: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { id, source };
}

/** The video's document once the job has finished with it (ready or failed). */
export async function settledVideo(id: string, timeout = 90_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const video = (await testDb().collection('videos').doc(id).get()).data()!;
    if (video.status === 'ready' || video.status === 'failed') return video;
    if (Date.now() > deadline) throw new Error(`video ${id} still ${video.status} (${video.percent} %)`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * A video uploaded as the admin's browser does it: a resumable session from the API, the bytes sent
 * to storage in one request, and `complete`, which queues its processing. Returns the completion's data.
 */
export async function uploadVideo(bytes: Buffer, token: string, use: 'lesson' | 'highlight' = 'lesson') {
  const opened = await api('POST', '/admin/uploads/videos', { token, body: { contentType: 'video/mp4', size: bytes.length } });
  if (opened.status !== 201) throw new Error(`upload session refused: ${JSON.stringify(opened.body)}`);
  const { uploadId, sessionUri } = opened.body.data as { uploadId: string; sessionUri: string };
  const sent = await fetch(sessionUri, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes 0-${bytes.length - 1}/${bytes.length}` },
    body: new Blob([new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>]),
  });
  if (sent.status !== 200) throw new Error(`storage refused the upload: ${sent.status}`);
  const done = await api('POST', `/admin/uploads/videos/${uploadId}/complete`, { token, body: { use } });
  if (done.status !== 201) throw new Error(`completion refused: ${JSON.stringify(done.body)}`);
  return done.body.data as { videoId: string; url: string; status: string };
}

/** The video's status as the back-office's API gives it, once processing has finished (ready or failed). */
export async function settledStatus(videoId: string, token: string, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const res = await api<AdminVideoStatus>('GET', `/admin/videos/${videoId}`, { token });
    if (res.status !== 200) throw new Error(`video status: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.data.status === 'ready' || res.body.data.status === 'failed') return res.body.data;
    if (Date.now() > deadline) throw new Error(`video ${videoId} still ${res.body.data.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
