import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Highlight } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { form, mp4Bytes } from '../support/media-fixtures';
import { adminToken, learnerToken } from '../support/sessions';
import { mediaDir, recording, uploadVideo, settledStatus } from '../support/videos';

/**
 * A highlight's video goes through the same resumable upload and HLS processing as a lesson's
 * (issue 25), and streams openly: its playlist and segments carry no signature and a public cache
 * header. The API takes only a processed public video of ours, and drops it once nothing shows it.
 */
const get = (path: string) => fetch(`${SITE_URL}${path}`);
const sweepAbandonedUploads = () => promisify(execFile)(process.execPath, ['scripts/ops/sweep-uploads.mjs'], { env: process.env });

/** A highlight video uploaded as the admin's form does it, processed to ready. */
async function processedHighlightVideo(token: string, seconds = 3) {
  const uploaded = await uploadVideo(await recording(seconds, '640x360'), token, 'highlight');
  expect(uploaded.url).toBe(`/uploads/videos/${uploaded.videoId}/master.m3u8`);
  expect((await settledStatus(uploaded.videoId, token)).status).toBe('ready');
  return uploaded;
}

/** A video record the job will not take (another run holds it), for states a test must hold still. */
async function heldVideo(access: 'public' | 'paid') {
  const id = randomUUID();
  await testDb()
    .collection('videos')
    .doc(id)
    .create({
      status: 'processing',
      source: `video-sources/${id}`,
      access,
      percent: 40,
      reason: null,
      attempts: 1,
      leaseUntil: Timestamp.fromMillis(Date.now() + 60 * 60_000),
      result: null,
      createdAt: FieldValue.serverTimestamp(),
    });
  return id;
}

const createHighlight = (token: string, body: Record<string, unknown>) => api<Highlight>('POST', '/highlights', { token, body });
const publicHighlights = async () => (await api<Highlight[]>('GET', '/highlights')).body.data;
const videoRecordExists = async (id: string) => (await testDb().collection('videos').doc(id).get()).exists;

describe.skipIf(!mediaDir)('a highlight with an uploaded, processed video (needs the local media folder)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('is listed publicly with its master playlist and poster, and streams without any signature, cacheable', async () => {
    const uploaded = await processedHighlightVideo(admin);
    const created = await createHighlight(admin, { title: 'Streamed highlight', videoUrl: uploaded.url, order: 9000 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ videoUrl: uploaded.url, thumbnailUrl: null });

    const listed = (await publicHighlights()).find((item) => item._id === created.body.data._id);
    expect(listed).toMatchObject({
      videoUrl: uploaded.url,
      thumbnailUrl: `/uploads/videos/${uploaded.videoId}/poster.jpg`,
    });

    const master = await get(uploaded.url);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const variant = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
    expect(variant).not.toMatch(/[?&](s|e|u)=/);
    const variantPath = new URL(variant, `${SITE_URL}${uploaded.url}`).pathname;
    const playlist = await get(variantPath);
    expect(playlist.status).toBe(200);
    const segment = (await playlist.text()).split('\n').find((line) => /\.(ts|m4s)$/.test(line))!;
    const segmentRes = await get(new URL(segment, `${SITE_URL}${variantPath}`).pathname);
    expect(segmentRes.status).toBe(200);
    expect(segmentRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await segmentRes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await get(`/uploads/videos/${uploaded.videoId}/poster.jpg`)).headers.get('content-type')).toBe('image/jpeg');

    expect((await api('DELETE', `/highlights/${created.body.data._id}`, { token: admin })).status).toBe(200);
  }, 180_000);

  it('may be saved while its video is processing, and stays off the public list until the video plays', async () => {
    const id = await heldVideo('public');
    const created = await createHighlight(admin, { title: 'Still processing', videoUrl: `/uploads/videos/${id}/master.m3u8` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await publicHighlights()).some((item) => item._id === created.body.data._id)).toBe(false);
    // The admin's list shows it, so it can be followed and edited.
    const adminList = await api<Highlight[]>('GET', '/highlights?page=1&limit=100', { token: admin });
    expect(adminList.body.data.some((item: { _id: string }) => item._id === created.body.data._id)).toBe(true);
    // Deleting it takes the half-made video with it.
    expect((await api('DELETE', `/highlights/${created.body.data._id}`, { token: admin })).status).toBe(200);
    expect(await videoRecordExists(id)).toBe(false);
  });

  it('refuses, with a clear 400 and nothing written, any address that is not a public video processed here', async () => {
    const paid = await heldVideo('paid');
    const refused = [
      'https://cdn.example.com/clip/master.m3u8',
      '/uploads/media/highlights/not-ours.mp4',
      `/uploads/videos/${randomUUID()}/master.m3u8`,
      `/uploads/lesson-videos/${paid}/master.m3u8`,
      `/uploads/videos/${paid}/master.m3u8`,
      '/uploads/videos/../lesson-videos/master.m3u8',
    ];
    for (const videoUrl of refused) {
      const res = await createHighlight(admin, { title: `Refused ${videoUrl}`, videoUrl });
      expect(res.status, videoUrl).toBe(400);
      expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/uploaded here for a highlight/), path: 'videoUrl' }]);
    }
    const titles = (await api<Highlight[]>('GET', '/highlights?page=1&limit=100&search=Refused', { token: admin })).body.data;
    expect(titles).toEqual([]);
    await testDb().collection('videos').doc(paid).delete();
  });

  it('is not for learners or visitors to create', async () => {
    const id = await heldVideo('public');
    const body = { title: 'Not yours', videoUrl: `/uploads/videos/${id}/master.m3u8` };
    expect((await createHighlight(await learnerToken(), body)).status).toBe(403);
    expect((await api('POST', '/highlights', { body })).status).toBe(401);
    await testDb().collection('videos').doc(id).delete();
  });

  it('replaced, deletes the processed video once no highlight shows it; an old MP4 highlight edits as before', async () => {
    const first = await processedHighlightVideo(admin);
    const second = await processedHighlightVideo(admin);
    const a = (await createHighlight(admin, { title: 'Replaced A', videoUrl: first.url })).body.data;
    const b = (await createHighlight(admin, { title: 'Replaced B', videoUrl: first.url })).body.data;
    const folder = (id: string) => join(mediaDir!, 'videos', id);

    // A moves to the second video: B still shows the first, so it stays.
    const moved = await api<Highlight>('PUT', `/highlights/${a._id}`, {
      token: admin,
      body: { title: 'Replaced A', videoUrl: second.url },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.videoUrl).toBe(second.url);
    expect(existsSync(folder(first.videoId))).toBe(true);
    // An edit that sends the current address back keeps it.
    const same = await api('PUT', `/highlights/${b._id}`, { token: admin, body: { title: 'Renamed B', videoUrl: first.url } });
    expect(same.body.data).toMatchObject({ title: 'Renamed B', videoUrl: first.url });
    expect(existsSync(folder(first.videoId))).toBe(true);

    // B moves too: nothing shows the first video, so its renditions, source and record go.
    await api('PUT', `/highlights/${b._id}`, { token: admin, body: { title: 'Renamed B', videoUrl: second.url } });
    expect(existsSync(folder(first.videoId))).toBe(false);
    expect(existsSync(join(mediaDir!, `video-sources/${first.videoId}`))).toBe(false);
    expect(await videoRecordExists(first.videoId)).toBe(false);
    expect((await get(first.url)).status).toBe(404);

    // Deleting both: the second goes with the last of them.
    await api('DELETE', `/highlights/${a._id}`, { token: admin });
    expect(existsSync(folder(second.videoId))).toBe(true);
    await api('DELETE', `/highlights/${b._id}`, { token: admin });
    expect(existsSync(folder(second.videoId))).toBe(false);
    expect(await videoRecordExists(second.videoId)).toBe(false);

    // An MP4 highlight uploaded the old way keeps working: listed, edited with its address sent back.
    const mp4 = await api<Highlight>('POST', '/highlights', {
      token: admin,
      body: form({ title: 'Old MP4' }, { video: [mp4Bytes(), 'c.mp4'] }),
    });
    expect(mp4.status).toBe(201);
    const mp4Url = mp4.body.data.videoUrl as string;
    expect((await publicHighlights()).find((item) => item._id === mp4.body.data._id)).toMatchObject({ videoUrl: mp4Url });
    const kept = await api<Highlight>('PUT', `/highlights/${mp4.body.data._id}`, {
      token: admin,
      body: { title: 'Old MP4', videoUrl: mp4Url },
    });
    expect(kept.status).toBe(200);
    expect((await get(mp4Url)).status).toBe(200);
    await api('DELETE', `/highlights/${mp4.body.data._id}`, { token: admin });
    expect((await get(mp4Url)).status).toBe(404);
  }, 240_000);

  it('uploaded into a form never saved, is swept a day later; one a highlight shows is kept', async () => {
    const abandoned = await processedHighlightVideo(admin);
    const shown = await processedHighlightVideo(admin);
    const highlight = (await createHighlight(admin, { title: 'Swept or kept', videoUrl: shown.url })).body.data;
    const dayAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const { videoId } of [abandoned, shown]) await testDb().collection('uploads').doc(videoId).update({ createdAt: dayAgo });
    await sweepAbandonedUploads();
    expect(await videoRecordExists(abandoned.videoId)).toBe(false);
    expect(existsSync(join(mediaDir!, 'videos', abandoned.videoId))).toBe(false);
    expect(await videoRecordExists(shown.videoId)).toBe(true);
    expect((await get(shown.url)).status).toBe(200);
    await api('DELETE', `/highlights/${highlight._id}`, { token: admin });
  }, 180_000);
});
