import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { ffmpegPaths } from '../../functions/src/features/video/ffmpeg-binaries';
import { testDb } from '../support/admin';

const mediaDir = process.env.MEDIA_DIR;

/** What the API does when an upload completes: the source in storage, its video queued. */
async function queue(bytes: Buffer) {
  const id = randomBytes(10).toString('hex');
  const source = `staging/${id}.mp4`;
  await mkdir(join(mediaDir!, 'staging'), { recursive: true });
  await writeFile(join(mediaDir!, source), bytes);
  await testDb()
    .collection('videos')
    .doc(id)
    .create({
      status: 'queued',
      source,
      percent: 0,
      reason: null,
      attempts: 0,
      leaseUntil: null,
      result: null,
      createdAt: FieldValue.serverTimestamp(),
    });
  return { id, source };
}

async function settled(id: string, timeout = 90_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const video = (await testDb().collection('videos').doc(id).get()).data()!;
    if (video.status === 'ready' || video.status === 'failed') return video;
    if (Date.now() > deadline) throw new Error(`video ${id} still ${video.status} (${video.percent} %)`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function recording(seconds: number, size = '640x360') {
  const file = join(tmpdir(), `recording-${randomBytes(4).toString('hex')}.mp4`);
  execFileSync(ffmpegPaths().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  return readFile(file);
}

describe.skipIf(!mediaDir)('the video processing job on the local stack (needs the local media folder)', () => {
  it('turns a queued upload into an HLS ladder with a poster and seek previews, keeping the source', async () => {
    const { id, source } = await queue(await recording(6, '1280x720'));
    const video = await settled(id);
    expect(video).toMatchObject({ status: 'ready', percent: 100, reason: null, attempts: 1 });
    expect(video.result.renditions.map((r: { name: string }) => r.name)).toEqual(['360p', '540p', '720p']);
    expect(video.result.durationSeconds).toBeCloseTo(6, 0);
    const master = await readFile(join(mediaDir!, video.result.master), 'utf8');
    expect(master).toContain('RESOLUTION=1280x720');
    expect(await readFile(join(mediaDir!, `videos/${id}/360p/index.m3u8`), 'utf8')).toContain('#EXT-X-ENDLIST');
    expect(existsSync(join(mediaDir!, video.result.poster))).toBe(true);
    expect(existsSync(join(mediaDir!, `videos/${id}/thumbnails.jpg`))).toBe(true);
    expect(existsSync(join(mediaDir!, source))).toBe(true);
  });

  it('refuses a renamed text file with its reason, and keeps nothing of it', async () => {
    const { id, source } = await queue(Buffer.from('Team sheet for Saturday.\n'.repeat(500)));
    const video = await settled(id);
    expect(video).toMatchObject({ status: 'failed', result: null });
    expect(video.reason).toMatch(/not a video we can read/);
    expect(existsSync(join(mediaDir!, source))).toBe(false);
    expect(existsSync(join(mediaDir!, `videos/${id}`))).toBe(false);
  });

  it('repairs a run killed part-way: once its lease runs out, the restarted worker processes the video again', async () => {
    const { id } = await queue(await recording(20, '1280x720'));
    const ref = testDb().collection('videos').doc(id);
    // Wait until the worker is transcoding, then kill it as a crashed job task dies.
    for (let i = 0; (await ref.get()).get('percent') === 0; i += 1) {
      if (i > 600) throw new Error('the worker never reported progress');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    execFileSync('pkill', ['-KILL', '-f', `video-worker.mjs ${process.env.FIRESTORE_EMULATOR_HOST!.split(':')[1]}`]);
    const killed = (await ref.get()).data()!;
    expect(killed.status).toBe('processing');
    // The lease would run out ten minutes later; the test moves that moment to now.
    await ref.update({ leaseUntil: Timestamp.fromMillis(Date.now() - 1) });
    const video = await settled(id, 180_000);
    expect(video).toMatchObject({ status: 'ready', attempts: 2, percent: 100 });
    expect(await readFile(join(mediaDir!, `videos/${id}/720p/index.m3u8`), 'utf8')).toContain('#EXT-X-ENDLIST');
  }, 240_000);
});
