import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import { mediaDir, queueVideo, recording, settledVideo } from '../support/videos';

describe.skipIf(!mediaDir)('the video processing job on the local stack (needs the local media folder)', () => {
  it('turns a queued upload into an HLS ladder with a poster and seek previews, keeping the source', async () => {
    const { id, source } = await queueVideo(await recording(6, '1280x720'));
    const video = await settledVideo(id);
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
    const { id, source } = await queueVideo(Buffer.from('Team sheet for Saturday.\n'.repeat(500)));
    const video = await settledVideo(id);
    expect(video).toMatchObject({ status: 'failed', result: null });
    expect(video.reason).toMatch(/not a video we can read/);
    expect(existsSync(join(mediaDir!, source))).toBe(false);
    expect(existsSync(join(mediaDir!, `videos/${id}`))).toBe(false);
  });

  it('repairs a run killed part-way: once its lease runs out, the restarted worker processes the video again', async () => {
    const { id } = await queueVideo(await recording(20, '1280x720'));
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
    const video = await settledVideo(id, 180_000);
    expect(video).toMatchObject({ status: 'ready', attempts: 2, percent: 100 });
    expect(await readFile(join(mediaDir!, `videos/${id}/720p/index.m3u8`), 'utf8')).toContain('#EXT-X-ENDLIST');
  }, 240_000);
});
