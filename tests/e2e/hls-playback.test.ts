import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, loginAs, openPage, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
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
  const requested: string[] = [];

  beforeAll(async () => {
    const { id } = await queueVideo(await recording(12, '960x540'), 'paid');
    expect((await settledVideo(id)).status).toBe('ready');
    const fixture = await createCourseFixture({ price: 0, videoUrl: `/uploads/lesson-videos/${id}/master.m3u8` });
    const learner = await enrolledLearner(fixture.courseId, { prefix: 'hls-player' });
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { session: await loginAs(learner) }));
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
    // Opening the row started the stream (stream-preload.ts): the master playlist went out before the
    // lesson's own requests, and hls.js was handed the first segment instead of asking for it again.
    const master = requested.findIndex((path) => /\/lesson-videos\/[\w-]+\/master\.m3u8$/.test(path));
    const position = requested.findIndex((path) => /\/lessons\/[\w-]+\/position$/.test(path));
    expect(master).toBeGreaterThanOrEqual(0);
    expect(master).toBeLessThan(position);
    expect(requested.filter((path) => path.endsWith('/360p/segment-00000.ts'))).toHaveLength(1);

    await quality.selectOption({ label: '360p' });
    await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(360);
    await quality.selectOption({ label: '540p' });
    await expect.poll(async () => (await videoState(page)).height, { timeout: 20_000 }).toBe(540);
    await screenshotForReview(page, 'lesson-hls');
  });

  it('keeps the analyst’s controls on HLS: speed, frame steps while paused, and resuming after a reload', async () => {
    const dialog = page.getByRole('dialog', { name: 'Lesson one' });
    const player = dialog.getByRole('group', { name: 'Video: Lesson one' });
    const time = () => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
    await player.getByLabel('Playback speed').selectOption('0.5');
    if (await player.getByRole('button', { name: 'Play', exact: true }).isVisible())
      await player.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).playbackRate === 0.5);
    await player.focus();
    const saved = page.waitForResponse((res) => res.url().endsWith('/position') && res.request().method() === 'PUT');
    await page.keyboard.press('k');
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect((await saved).status()).toBe(200);
    const pausedAt = await time();
    // One frame of the 25 fps recording each way, on the MSE-fed element.
    await page.keyboard.press('.');
    await expect.poll(time).toBeCloseTo(pausedAt + 0.04, 2);
    await page.keyboard.press(',');
    await expect.poll(time).toBeCloseTo(pausedAt, 2);

    // The lesson has its own address: a reload opens it again.
    await page.reload();
    const resume = page.getByRole('dialog', { name: 'Lesson one' }).getByRole('button', { name: /^Resume at 0:\d\d$/ });
    await resume.waitFor();
    await resume.click();
    const reopened = page.getByRole('dialog', { name: 'Lesson one' }).getByRole('group', { name: 'Video: Lesson one' });
    await reopened.getByRole('button', { name: 'Pause' }).waitFor();
    const resumedAt = await reopened.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
    expect(resumedAt).toBeGreaterThanOrEqual(pausedAt - 0.05);
    expect(resumedAt).toBeLessThan(pausedAt + 1.5);
  });
});

/**
 * Segment links die ten minutes after their playlist is served (decision 0069). Waiting ten minutes
 * is not a test, so the first variant playlist the player receives names dead links: expired ones
 * (the page can tell, and signs them afresh before asking), or ones whose expiry looks fine but the
 * server refuses (as it would an expired link on a page whose clock is slow). Either way the lecture
 * must play to its end as if nothing happened, its segments signed afresh through their playlist.
 */
describe.skipIf(browserSkipReason !== null || !mediaDir)('a lesson video whose segment links die while it plays', () => {
  let browser: Browser;
  let courseId: string;
  let session: string;

  beforeAll(async () => {
    const { id } = await queueVideo(await recording(12, '640x360'), 'paid');
    expect((await settledVideo(id)).status).toBe('ready');
    ({ courseId } = await createCourseFixture({ price: 0, videoUrl: `/uploads/lesson-videos/${id}/master.m3u8` }));
    const learner = await enrolledLearner(courseId, { prefix: 'hls-dead-links' });
    session = await loginAs(learner);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Plays the lesson to its end with its first variant playlist's segment links made dead by `kill`
   * (given each link and its place in the playlist); `native` plays it as Safari without Media
   * Source Extensions does, with the browser's own HLS.
   */
  async function playWithDeadLinks(
    kill: (link: { file: string; u: string; e: string; s: string }, index: number) => string,
    { native = false } = {},
  ) {
    const { page, context } = await openPage(browser, { session });
    if (native)
      await page.addInitScript(() => {
        const media = window as unknown as Record<string, unknown>;
        delete media.MediaSource;
        delete media.ManagedMediaSource;
      });
    const served = new Set<string>();
    await page.route(/\/lesson-videos\/[\w-]+\/\w+\/index\.m3u8\?/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (served.has(path)) return route.continue();
      served.add(path);
      const real = await route.fetch();
      let index = 0;
      const dead = (await real.text()).replace(
        /^(\/uploads\/\S+\.ts)\?u=([\w-]+)&e=(\d+)&s=([\w-]+)$/gm,
        (_line, file, u, e, s) => kill({ file, u, e, s }, index++),
      );
      await route.fulfill({ response: real, body: dead });
    });
    const segments: number[] = [];
    let playlistReads = 0;
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.ts')) segments.push(res.status());
      if (path.endsWith('/index.m3u8')) playlistReads += 1;
    });
    await page.goto(`${SITE_URL}/user/courses/${courseId}`);
    await page.getByRole('button', { name: /Lesson one/ }).click();
    const player = page.getByRole('dialog', { name: 'Lesson one' }).getByRole('group', { name: 'Video: Lesson one' });
    const play = player.getByRole('button', { name: 'Play Lesson one' });
    const failure = player.getByText('Failed to load video');
    // A stream that fails may do so before it can be played, or while it plays: either ends the wait.
    await play.or(failure).first().waitFor();
    if ((await failure.count()) === 0) {
      await play.click();
      // At twice the speed, as an analyst in a hurry would: the links die and are signed afresh all the same.
      await player.getByLabel('Playback speed').selectOption('2');
      await page.waitForFunction(
        () => {
          const video = document.querySelector('[role="dialog"] video') as HTMLVideoElement;
          return video.ended || video.parentElement?.querySelector('[role="alert"]');
        },
        null,
        { timeout: 60_000 },
      );
    }
    const failed = await failure.count();
    const hlsJs = await page.evaluate(() => 'MediaSource' in window);
    await context.close();
    return { segments, playlistReads, failed, hlsJs };
  }

  it('signs expired links afresh before asking for them, and plays to the end', async () => {
    const played = await playWithDeadLinks(({ file, u, s }) => `${file}?u=${u}&e=1700000000&s=${s}`);
    expect(played.failed).toBe(0);
    // The 12 s recording's segments all came, none refused: the playlist was read again first.
    expect(played.segments.length).toBeGreaterThanOrEqual(3);
    expect(played.segments.every((status) => status === 200)).toBe(true);
    expect(played.playlistReads).toBe(2);
  }, 120_000);

  it('signs a refused link afresh and tries once more, and plays to the end', async () => {
    const reversed = (text: string) => text.split('').reverse().join('');
    const played = await playWithDeadLinks(({ file, u, e, s }) => `${file}?u=${u}&e=${e}&s=${reversed(s)}`);
    expect(played.failed).toBe(0);
    // The first segment was refused once; from the playlist read again, every segment came.
    expect(played.segments[0]).toBe(403);
    expect(played.segments.slice(1).length).toBeGreaterThanOrEqual(3);
    expect(played.segments.slice(1).every((status) => status === 200)).toBe(true);
    expect(played.playlistReads).toBe(2);
  }, 120_000);

  it('plays natively (no Media Source Extensions) past a refused segment by loading the stream again where it was', async () => {
    const reversed = (text: string) => text.split('').reverse().join('');
    const played = await playWithDeadLinks(
      ({ file, u, e, s }, index) => `${file}?u=${u}&e=${e}&s=${index === 1 ? reversed(s) : s}`,
      {
        native: true,
      },
    );
    expect(played.hlsJs).toBe(false);
    expect(played.failed).toBe(0);
    // The second segment was refused once; the stream, loaded again, signed it afresh and played on.
    // The browser's own player asks for segments by byte range (206) as well as whole (200).
    expect(
      played.segments.filter((status) => status === 403),
      String(played.segments),
    ).toHaveLength(1);
    expect(
      played.segments.filter((status) => status === 200 || status === 206).length,
      String(played.segments),
    ).toBeGreaterThanOrEqual(3);
    expect(played.playlistReads).toBe(2);
  }, 120_000);
});
