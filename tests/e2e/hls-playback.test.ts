import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, openPage, screenshotForReview, storedSession } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api, login } from '../support/http';
import { newLearner } from '../support/sessions';
import { mediaDir, queueVideo, recording, settledVideo } from '../support/videos';

const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('[role="dialog"] video') as HTMLVideoElement;
    return { time: video.currentTime, height: video.videoHeight, src: video.currentSrc };
  });

/** A learner plays a processed lesson video: HLS through hls.js, with a choice of quality. */
describe.skipIf(browserSkipReason !== null || !mediaDir)('a lesson video in HLS', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const requested: string[] = [];

  beforeAll(async () => {
    const { id } = await queueVideo(await recording(12, '960x540'), 'paid');
    expect((await settledVideo(id)).status).toBe('ready');
    const fixture = await createCourseFixture({ price: 0, videoUrl: `/uploads/lesson-videos/${id}/master.m3u8` });
    const learner = await newLearner('hls-player');
    const enrolled = await api('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    browser = await launchBrowser();
    ({ page, errors } = await openPage(browser, { session: storedSession(await login(learner.email, 'secret123')) }));
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${SITE_URL}/user/courses/${fixture.courseId}`);
    await page.getByRole('button', { name: /Lesson one/ }).click();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('streams the ladder through hls.js and lets the learner pick a quality', async () => {
    const player = page.getByRole('dialog', { name: 'Lesson one' }).getByRole('group', { name: 'Video: Lesson one' });
    const quality = player.getByLabel('Quality');
    await quality.waitFor();
    expect(await quality.locator('option').allTextContents()).toEqual(['Auto', '540p', '360p']);
    await player.getByRole('button', { name: 'Play Lesson one' }).click();
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime > 1);
    // Media Source Extensions: the element plays a blob fed from segments, not the playlist itself.
    expect((await videoState(page)).src).toMatch(/^blob:/);
    expect(requested.some((path) => /\/lesson-videos\/[\w-]+\/master\.m3u8$/.test(path))).toBe(true);
    expect(requested.some((path) => /\/lesson-videos\/[\w-]+\/\d+p\/segment-\d+\.ts$/.test(path))).toBe(true);

    await quality.selectOption({ label: '360p' });
    await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(360);
    await quality.selectOption({ label: '540p' });
    await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(540);
    await screenshotForReview(page, 'lesson-hls');
    expect(errors).toEqual([]);
  });
});
