import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import type { CourseModule, LearnerCourseView } from '../../functions/src/contract';
import { testApp, testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { adminToken, newLearner } from '../support/sessions';
import { mediaDir, recording, uploadVideo, settledStatus } from '../support/videos';

/**
 * An uploaded lesson video, end to end over the API (issue 25): completion queues it, the back-office
 * follows its processing and previews it, the learner's course view carries its state and signed
 * files, and a lesson that drops it takes its renditions with it.
 */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE_URL}${path}`, { headers });
const sweepAbandonedUploads = () => promisify(execFile)(process.execPath, ['scripts/ops/sweep-uploads.mjs'], { env: process.env });

async function setLessonVideo(moduleId: string, videoUrl: string | null, token: string) {
  const {
    uid: _uid,
    courseId: _courseId,
    ...module
  } = (await api<{ module: CourseModule }>('GET', `/admin/modules/${moduleId}`, { token })).body.data.module;
  const lessons = module.lessons.map((lesson: { content: object }, i: number) =>
    i === 0 ? { ...lesson, content: { ...lesson.content, videoUrl } } : lesson,
  );
  const saved = await api('PUT', `/admin/modules/${moduleId}`, { token, body: { ...module, lessons } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe.skipIf(!mediaDir)('an uploaded lesson video (needs the local media folder)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it('is processed after its upload, followed and previewed by the admin, and reaches the learner with its files signed', async () => {
    const uploaded = await uploadVideo(await recording(8, '960x540'), admin);
    expect(uploaded).toMatchObject({ status: 'queued', url: `/uploads/lesson-videos/${uploaded.videoId}/master.m3u8` });

    const status = await settledStatus(uploaded.videoId, admin);
    expect(status).toMatchObject({ status: 'ready', percent: 100, reason: null, width: 960, height: 540 });
    expect(status.renditions.map((r: { name: string }) => r.name)).toEqual(['360p', '540p']);
    expect(status.durationSeconds).toBeCloseTo(8, 0);
    // The preview is signed for the admin: a <video> cannot send the token.
    expect(status.url).toMatch(/master\.m3u8\?u=[\w-]+&e=\d+&s=[\w-]+$/);
    expect((await get(status.url!)).status).toBe(200);
    expect((await get(status.posterUrl!)).headers.get('content-type')).toBe('image/jpeg');

    const { courseId, moduleId } = await createCourseFixture({ price: 0, videoUrl: uploaded.url });
    const learner = await enrolledLearner(courseId, { prefix: 'lesson-video' });
    const view = await api<LearnerCourseView>('GET', `/user/courses/${courseId}`, { token: learner.token });
    const lesson = view.body.data.modules[0].lessons[0];
    expect(lesson.video).toMatchObject({ status: 'ready', captions: [] });
    expect(lesson.video!.durationSeconds).toBeCloseTo(8, 0);
    expect((await get(lesson.video!.posterUrl!)).status).toBe(200);
    expect((await get(lesson.video!.posterUrl!.split('?')[0])).status).toBe(401);
    // The seek-preview index names its sprite signed for the same learner and enrolment, so the sprite opens too.
    const index = await (await get(lesson.video!.thumbnailsUrl!)).text();
    const tile = index.split('\n').find((line) => line.includes('#xywh='))!;
    expect(tile).toMatch(
      new RegExp(
        `^/uploads/lesson-videos/${uploaded.videoId}/thumbnails\\.jpg\\?u=[\\w-]+&e=\\d+&g=[\\w-]+&s=[\\w-]+#xywh=\\d+,\\d+,\\d+,\\d+$`,
      ),
    );
    expect((await get(tile.split('#')[0])).status).toBe(200);

    // Another video replaces it: nothing uses the first any more, so its renditions, source and record go.
    await setLessonVideo(moduleId, '/uploads/media/lessons/tagging-a-delivery.mp4', admin);
    expect((await testDb().collection('videos').doc(uploaded.videoId).get()).exists).toBe(false);
    expect(existsSync(join(mediaDir!, `lesson-videos/${uploaded.videoId}`))).toBe(false);
    expect(existsSync(join(mediaDir!, `video-sources/${uploaded.videoId}`))).toBe(false);
    expect((await api('GET', `/admin/videos/${uploaded.videoId}`, { token: admin })).status).toBe(404);
  }, 180_000);

  it('refuses a recording cut short with its reason once processed, and keeps nothing of it', async () => {
    const whole = await recording(8, '640x360');
    const uploaded = await uploadVideo(whole.subarray(0, Math.floor(whole.length * 0.55)), admin);
    const status = await settledStatus(uploaded.videoId, admin);
    expect(status).toMatchObject({ status: 'failed', url: null, renditions: [] });
    expect(status.reason).toMatch(/damaged or cut short|not a video we can read/);
    expect(existsSync(join(mediaDir!, `video-sources/${uploaded.videoId}`))).toBe(false);
    expect(existsSync(join(mediaDir!, `lesson-videos/${uploaded.videoId}`))).toBe(false);
  }, 120_000);

  it('processes a seeded demo video through the same job, with its captions (the seed npm start runs)', async () => {
    const { seedVideos } = await import('../../scripts/local/seed-videos.mjs');
    const id = crypto.randomUUID();
    const queued = await seedVideos(testApp(), testDb(), [
      {
        id,
        source: '/uploads/media/lessons/tagging-a-delivery.mp4',
        access: 'paid',
        captions: [{ language: 'en', label: 'English', file: '/uploads/media/lessons/reading-a-review.en.vtt' }],
      },
    ]);
    expect(queued).toBe(1);
    const status = await settledStatus(id, admin);
    expect(status).toMatchObject({ status: 'ready', captions: [{ language: 'en', label: 'English' }] });
    const captions = await get(status.captions[0].url);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT\n\n00:00\.000 --> /);
    // A second seed keeps the processed video as it is.
    expect(
      await seedVideos(testApp(), testDb(), [{ id, source: '/uploads/media/lessons/tagging-a-delivery.mp4', access: 'paid' }]),
    ).toBe(0);
  }, 120_000);

  it('tells the learner a video still being processed is not ready, rather than a broken player', async () => {
    const { courseId } = await createCourseFixture({
      price: 0,
      videoUrl: `/uploads/lesson-videos/${crypto.randomUUID()}/master.m3u8`,
    });
    const learner = await enrolledLearner(courseId, { prefix: 'lesson-video-missing' });
    const view = await api<LearnerCourseView>('GET', `/user/courses/${courseId}`, { token: learner.token });
    expect(view.body.data.modules[0].lessons[0].video).toMatchObject({ status: 'failed', posterUrl: null });
  });

  it('shows a video’s status to admins only, and a clear 404 for an unknown or malformed id', async () => {
    const learner = await newLearner('video-status');
    const id = crypto.randomUUID();
    expect((await api('GET', `/admin/videos/${id}`, { token: learner.token })).status).toBe(403);
    expect((await api('GET', `/admin/videos/${id}`)).status).toBe(401);
    expect((await api('GET', `/admin/videos/${id}`, { token: admin })).status).toBe(404);
    expect((await api('GET', `/admin/videos/..%2Fusers`, { token: admin })).status).toBe(404);
    const bad = await api('POST', `/admin/uploads/videos/${id}/complete`, { token: admin, body: { use: 'poster' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/lesson or a highlight/);
  });

  it('repairs a completion cut short between queueing and recording: a day later the sweep removes what it left', async () => {
    const uploaded = await uploadVideo(await recording(3, '640x360'), admin);
    await settledStatus(uploaded.videoId, admin);
    // As if the function died after queueing the video: the upload's record still names its session.
    await testDb()
      .collection('uploads')
      .doc(uploaded.videoId)
      .set({
        url: `/uploads/staging/${uploaded.videoId}`,
        sessionUri: 'http://127.0.0.1:9/upload/storage/v1/b/x/o?upload_id=gone',
        size: 1,
        contentType: 'video/mp4',
        createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      });
    await sweepAbandonedUploads();
    expect((await testDb().collection('videos').doc(uploaded.videoId).get()).exists).toBe(false);
    expect(existsSync(join(mediaDir!, `lesson-videos/${uploaded.videoId}`))).toBe(false);
    expect(existsSync(join(mediaDir!, `video-sources/${uploaded.videoId}`))).toBe(false);
  }, 120_000);
});
