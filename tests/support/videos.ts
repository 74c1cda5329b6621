import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FieldValue } from 'firebase-admin/firestore';

import { ffmpegPaths } from '../../functions/src/features/video/ffmpeg-binaries';

import { testDb } from './admin';

/** The local media folder of the test stack (node mode); the video tests need it to place a source. */
export const mediaDir = process.env.MEDIA_DIR;

/** A real H.264/AAC MP4: ffmpeg's moving test pattern and a tone. */
export function recording(seconds: number, size = '640x360'): Promise<Buffer> {
  const file = join(tmpdir(), `recording-${randomBytes(4).toString('hex')}.mp4`);
  execFileSync(ffmpegPaths().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  return readFile(file);
}

/** What the API does when an upload completes: the source in storage, its video queued for the job. */
export async function queueVideo(bytes: Buffer, access: 'paid' | 'public' = 'public') {
  const id = randomBytes(10).toString('hex');
  const source = `staging/${id}.mp4`;
  await mkdir(join(mediaDir!, 'staging'), { recursive: true });
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
