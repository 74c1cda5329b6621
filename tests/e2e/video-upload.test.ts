import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import { browserSkipReason, launchBrowser, openPage, screenshotForReview, storedSession } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { login } from '../support/http';
import { newAdmin } from '../support/sessions';
import { mediaDir, recording } from '../support/videos';

const MiB = 1024 * 1024;
const SAVED = 'cricvision.video-upload';

/**
 * A lesson video goes straight to storage in resumable chunks, survives a reload, is processed, and
 * the admin previews it in the learner's player (issue 25).
 */
describe.skipIf(browserSkipReason !== null || !mediaDir)(
  'resumable video upload in the browser (needs the local media folder)',
  () => {
    let browser: Browser;
    let page: Page;
    const file = join(tmpdir(), `lesson-${process.pid}.mp4`);

    beforeAll(async () => {
      // A real 6 s recording, its index first, padded to 40 MiB: several chunks, and quick to process.
      const video = Buffer.alloc(40 * MiB + 4321);
      (await recording(6, '960x540')).copy(video);
      await writeFile(file, video);
      const admin = await newAdmin('e2e-video-upload');
      const session = await login(admin.email, 'Admin-secret1');
      browser = await launchBrowser();
      ({ page } = await openPage(browser, { session: storedSession(session) }));
    });

    afterAll(async () => {
      await browser?.close();
    });

    const confirmedBytes = () =>
      page.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { confirmed: number } | null)?.confirmed ?? 0,
        SAVED,
      );

    const pickVideo = async () => {
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: /^(Upload|Replace) video url$/ })
        .first()
        .click();
      await (await chooser).setFiles(file);
    };

    it('shows progress, survives a reload mid-upload, resumes from the confirmed byte, then shows processing and previews the ready video', async () => {
      const { courseId, moduleId } = await createCourseFixture();
      // A slow link: every chunk to storage takes a second longer.
      await page.route(
        (url) => url.pathname.startsWith('/upload/storage/v1/'),
        async (route) => {
          if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        },
      );
      const formUrl = `${SITE_URL}/admin/courses/${courseId}/modules/${moduleId}`;
      await page.goto(formUrl);
      await page.getByLabel('Video URL', { exact: true }).first().waitFor();
      await pickVideo();

      const status = page.getByTestId('upload-status');
      await status.waitFor();
      await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await page.waitForFunction(
        (key) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.confirmed ?? 0) >= 16 * 1024 * 1024,
        SAVED,
      );
      expect(await status.innerText()).toMatch(/\d+% · [\d.]+ MB of 40\.0 MB · [\d.]+ MB\/s · (\d+ s left|\d+ min|estimating)/);
      const before = await confirmedBytes();

      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Choose the same file again to resume from there' }).waitFor();
      expect(await confirmedBytes()).toBeGreaterThanOrEqual(before);
      const resumedFrom = await confirmedBytes();
      const firstChunkBytes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.headers()['content-range']?.match(/^bytes \d/))
          firstChunkBytes.push(request.headers()['content-range']);
      });
      await pickVideo();
      await page
        .getByText(/Resuming the upload at \d+%/)
        .first()
        .waitFor();

      // The uploaded video shows by the name it was uploaded under (even after the reload), never by its storage path.
      const videoField = page.getByRole('group', { name: 'Video URL' }).first();
      await expect.poll(() => videoField.innerText(), { timeout: 60_000 }).toContain(`lesson-${process.pid}.mp4`);
      expect(await videoField.innerText()).not.toContain('/uploads/');
      // The resumed upload began at the byte storage had confirmed, not at zero.
      // (Storage may hold a chunk more than the page had confirmed when it was reloaded.)
      const start = Number(/^bytes (\d+)-/.exec(firstChunkBytes[0])?.[1]);
      expect(start).toBeGreaterThanOrEqual(resumedFrom);
      expect(start).toBeGreaterThanOrEqual(16 * MiB);
      expect(start).toBeLessThan(40 * MiB);
      expect(await confirmedBytes()).toBe(0); // nothing left to resume

      // Processing, followed live, then the ready video in the learner's player, signed for the admin.
      const processing = page.getByTestId('video-status').first();
      await processing.waitFor();
      await screenshotForReview(page, 'video-processing');
      await expect.poll(() => processing.innerText(), { timeout: 90_000 }).toMatch(/^Ready · 360p, 540p · 0:06/);
      const preview = page.getByRole('group', { name: 'Video: Lesson video preview' }).first();
      await preview.getByRole('button', { name: 'Play Lesson video preview' }).click();
      await expect
        .poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0.5);
      await screenshotForReview(page, 'video-ready-preview');
      await page.getByRole('button', { name: 'Update Module' }).click();
      await page.getByText('Module updated successfully!').first().waitFor();
      const lessons = (await testDb().collection('modules').doc(moduleId).get()).get('lessons') as Array<{
        content: { videoUrl: string };
      }>;
      expect(lessons[0].content.videoUrl).toMatch(/^\/uploads\/lesson-videos\/[0-9a-f-]{36}\/master\.m3u8$/);
    }, 120_000);
  },
);
