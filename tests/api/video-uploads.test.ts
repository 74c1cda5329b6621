import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import { storedMedia, testDb } from '../support/admin';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { mp4Bytes } from '../support/media-fixtures';
import { adminToken, newLearner } from '../support/sessions';

/**
 * Videos go from the browser straight to storage through a Cloud Storage resumable upload session the
 * API opens (issue 25). Locally the session is the stand-in's (scripts/local/storage-upload-stand-in),
 * which answers as Cloud Storage does: 308 and the bytes kept, 200 with the object at the end.
 */
const MiB = 1024 * 1024;
const CHUNK = 8 * MiB;
const sweepAbandonedUploads = () => promisify(execFile)(process.execPath, ['scripts/ops/sweep-uploads.mjs'], { env: process.env });

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

async function openSession(size: number, contentType = 'video/mp4') {
  const res = await api('POST', '/admin/uploads/videos', { token: admin, body: { contentType, size } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { uploadId: string; sessionUri: string };
}

/** One chunk `PUT` to the session, as the browser sends it. */
const putChunk = (uri: string, bytes: Buffer, start: number, total: number | '*') =>
  fetch(uri, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes ${start}-${start + bytes.length - 1}/${total}` },
    body: new Blob([new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>]),
  });
/** The status query: how much the session holds. */
const status = (uri: string, total: number) => fetch(uri, { method: 'PUT', headers: { 'Content-Range': `bytes */${total}` } });
const complete = (uploadId: string, token = admin) =>
  api<{ videoId: string; url: string; status: string }>('POST', `/admin/uploads/videos/${uploadId}/complete`, { token });
const record = async (uploadId: string) => (await testDb().collection('uploads').doc(uploadId).get()).data();

/** A 200 MiB "video": a real MP4 followed by padding, so its first bytes are an MP4's. */
function generatedVideo(size: number): Buffer {
  const video = Buffer.alloc(size);
  mp4Bytes().copy(video, 0);
  for (let i = 1 << 20; i < size; i += 4096) video.writeUInt32BE(i, i); // not all zeros
  return video;
}

describe('resumable video uploads', () => {
  it('a 200 MB video goes up in chunks, is cut off half-way, resumes from the confirmed byte and is queued for processing', async () => {
    const size = 200 * MiB + 12_345;
    const video = generatedVideo(size);
    const { uploadId, sessionUri } = await openSession(size);
    expect((await record(uploadId))?.url).toBe(`/uploads/staging/${uploadId}`);

    const half = 12 * CHUNK; // 96 MiB: about half-way
    const started = performance.now();
    for (let offset = 0; offset < half; offset += CHUNK) {
      const res = await putChunk(sessionUri, video.subarray(offset, offset + CHUNK), offset, size);
      expect(res.status).toBe(308);
      expect(res.headers.get('range')).toBe(`bytes=0-${offset + CHUNK - 1}`);
    }
    const firstHalfSeconds = (performance.now() - started) / 1000;

    // The connection drops; the browser asks what storage kept.
    let res = await status(sessionUri, size);
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBe(`bytes=0-${half - 1}`);
    // Not finished: the API will not take it yet.
    expect((await complete(uploadId)).status).toBe(409);

    // The last chunk sent again: its bytes are already kept and are ignored.
    res = await putChunk(sessionUri, video.subarray(half - CHUNK, half), half - CHUNK, size);
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBe(`bytes=0-${half - 1}`);
    // A chunk past the confirmed byte (out of order) is refused and changes nothing.
    res = await putChunk(sessionUri, video.subarray(half + CHUNK, half + 2 * CHUNK), half + CHUNK, size);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/exceeds already uploaded size/);
    // A chunk that is not a multiple of 256 KiB (and not the last): only whole 256 KiB are kept.
    res = await putChunk(sessionUri, video.subarray(half, half + 300 * 1024), half, size);
    expect(res.status).toBe(308);
    expect(res.headers.get('range')).toBe(`bytes=0-${half + 256 * 1024 - 1}`);

    // Resume from the confirmed byte to the end.
    let offset = half + 256 * 1024;
    const resumed = performance.now();
    while (offset < size) {
      const chunk = video.subarray(offset, Math.min(offset + CHUNK, size));
      res = await putChunk(sessionUri, chunk, offset, size);
      offset += chunk.length;
      expect(res.status).toBe(offset < size ? 308 : 200);
    }
    const secondHalfSeconds = (performance.now() - resumed) / 1000;
    const object = await res.json();
    expect(object).toMatchObject({ name: `staging/${uploadId}`, size: String(size), contentType: 'video/mp4' });
    // The finished session answers its status with the object.
    expect((await status(sessionUri, size)).status).toBe(200);
    const mbPerSecond = size / MiB / (firstHalfSeconds + secondHalfSeconds);
    console.log(`▸ Resumable upload to the local stand-in: ${mbPerSecond.toFixed(0)} MiB/s (8 MiB chunks)`);

    const done = await complete(uploadId);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toEqual({
      videoId: uploadId,
      url: `/uploads/lesson-videos/${uploadId}/master.m3u8`,
      status: 'queued',
    });
    // It is an ordinary upload from now on, recorded for the sweep under the address the lesson saves;
    // the bytes wait whole, privately, for the processing job.
    expect(await record(uploadId)).toMatchObject({ url: done.body.data.url });
    expect((await testDb().collection('videos').doc(uploadId).get()).data()).toMatchObject({
      source: `video-sources/${uploadId}`,
      access: 'paid',
    });
    expect(
      (await fetch(`${SITE_URL}/uploads/video-sources/${uploadId}`, { headers: { authorization: `Bearer ${admin}` } })).status,
    ).toBe(404);
    // Completing again (a retry after a lost answer) finds the same video and changes nothing.
    const again = await complete(uploadId);
    expect(again.status).toBe(201);
    expect(again.body.data.url).toBe(done.body.data.url);
  }, 300_000);

  it('a renamed text file is refused with the reason, and nothing of it is kept', async () => {
    const text = Buffer.from('These are my notes, not a video.\n'.repeat(40_000));
    const { uploadId, sessionUri } = await openSession(text.length);
    const res = await putChunk(sessionUri, text, 0, text.length);
    expect(res.status).toBe(200);
    const refused = await complete(uploadId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not an MP4, WebM or MOV video/);
    expect(await record(uploadId)).toBeUndefined();
    expect(await storedMedia('staging/')).not.toContain(`staging/${uploadId}`);
    expect((await complete(uploadId)).status).toBe(404);
  });

  it('refuses what is not a video, or too large, before any byte is sent', async () => {
    const cases: [unknown, unknown, RegExp][] = [
      ['text/plain', 1000, /Only a video/],
      ['video/mp4', 6 * 1024 * MiB, /at most|between/],
      ['video/mp4', 0, /between/],
      ['video/mp4', '1000', /between/],
      [undefined, 1000, /Only a video/],
    ];
    for (const [contentType, size, message] of cases) {
      const res = await api('POST', '/admin/uploads/videos', { token: admin, body: { contentType, size } });
      expect(res.status, `${contentType} ${size}`).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await complete('not-an-id')).status).toBe(404);
  });

  it('only an admin may open or complete an upload session', async () => {
    const learner = (await newLearner('video-upload')).token;
    const opened = await openSession(1000);
    expect(
      (await api('POST', '/admin/uploads/videos', { token: learner, body: { contentType: 'video/mp4', size: 1000 } })).status,
    ).toBe(403);
    expect((await api('POST', '/admin/uploads/videos', { body: { contentType: 'video/mp4', size: 1000 } })).status).toBe(401);
    expect((await complete(opened.uploadId, learner)).status).toBe(403);
  });

  it('an upload that stops half-way and is never resumed is swept after a day, with its session', async () => {
    const size = 3 * MiB;
    const video = generatedVideo(size);
    const { uploadId, sessionUri } = await openSession(size);
    expect((await putChunk(sessionUri, video.subarray(0, MiB), 0, size)).status).toBe(308);
    await testDb()
      .collection('uploads')
      .doc(uploadId)
      .update({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    await sweepAbandonedUploads();
    expect(await record(uploadId)).toBeUndefined();
    expect((await status(sessionUri, size)).status).toBe(404);
    expect((await complete(uploadId)).status).toBe(404);
  });
});
