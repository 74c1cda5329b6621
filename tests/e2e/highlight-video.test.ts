import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  browserSkipReason,
  launchBrowser,
  newPage,
  openPage,
  PHONE,
  screenshotForReview,
  storedSession,
  waitForHydration,
} from '../support/browser';
import { SITE_URL } from '../support/env';
import { api, login } from '../support/http';
import { newAdmin } from '../support/sessions';
import { mediaDir, recording } from '../support/videos';

/** hls.js's own chunk, or a playlist or segment of a stream. */
const isHlsRequest = (url: URL) => /\/assets\/hls[^/]*\.js$/.test(url.pathname) || /\.(m3u8|ts|m4s)$/.test(url.pathname);

/**
 * A highlight's video is uploaded in the admin form like a lesson's, processed, and then streams on
 * the home page through hls.js, which the page loads only once the visitor presses play (issue 25).
 */
describe.skipIf(browserSkipReason !== null || !mediaDir)(
  'a highlight video, uploaded and streamed (needs the local media folder)',
  () => {
    let browser: Browser;
    let adminPage: Page;
    let adminToken: string;
    let adminSession: string;
    let highlightId: string | undefined;
    const title = `Streamed review ${process.pid}`;
    const file = join(tmpdir(), `highlight-${process.pid}.mp4`);

    beforeAll(async () => {
      await writeFile(file, await recording(6, '960x540'));
      const admin = await newAdmin('e2e-highlight-video');
      const session = await login(admin.email, 'Admin-secret1');
      adminToken = session.token;
      adminSession = storedSession(session);
      browser = await launchBrowser();
      ({ page: adminPage } = await openPage(browser, { session: adminSession }));
    });

    afterAll(async () => {
      if (highlightId) await api('DELETE', `/highlights/${highlightId}`, { token: adminToken });
      await browser?.close();
    });

    it('an admin uploads the video in the highlight form, follows its processing to Ready, previews it and saves', async () => {
      const page = adminPage;
      // Storage is another origin: the test's client-address header is for the API only (storage's
      // CORS answer does not list it, so it would stop the upload's preflight).
      await page.route(
        (url) => url.pathname.startsWith('/upload/storage/v1/'),
        async (route) => {
          const { 'x-forwarded-for': _address, ...headers } = route.request().headers();
          await route.continue({ headers });
        },
      );
      await page.goto(`${SITE_URL}/admin/add-highlight`);
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('A review decision, streamed in HLS.');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload video' }).click();
      await (await chooser).setFiles(file);

      const status = page.getByTestId('video-status');
      await expect.poll(() => status.innerText(), { timeout: 120_000 }).toMatch(/^Ready · 360p, 540p · 0:06/);
      const preview = page.getByRole('group', { name: 'Video: Highlight video preview' });
      await preview.getByRole('button', { name: 'Play Highlight video preview' }).click();
      await expect
        .poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0.5);
      await preview.getByRole('button', { name: 'Pause' }).click();
      await screenshotForReview(page, 'highlight-form-ready');

      const saved = page.waitForResponse((res) => res.url().endsWith('/api/highlights') && res.request().method() === 'POST');
      await page.getByRole('button', { name: 'Create Highlight' }).click();
      const body = await (await saved).json();
      highlightId = body.data._id;
      expect(body.data.videoUrl).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\/master\.m3u8$/);
      await page.getByText('Highlight created successfully!').first().waitFor();

      // The same form on a phone, editing the saved highlight.
      const phone = await openPage(browser, { session: adminSession, viewport: PHONE });
      await phone.page.goto(`${SITE_URL}/admin/highlights/edit/${highlightId}`);
      await phone.page
        .getByTestId('video-status')
        .filter({ hasText: /^Ready/ })
        .waitFor();
      await phone.page.getByRole('button', { name: 'Replace video' }).waitFor();
      await screenshotForReview(phone.page, 'highlight-form-ready');
      await phone.context.close();
    }, 180_000);

    it('the home page streams it through hls.js, loaded only once the visitor presses play', async () => {
      expect(highlightId).toBeDefined();
      const { context, page } = await newPage(browser);
      const requested: URL[] = [];
      page.on('request', (request) => requested.push(new URL(request.url())));
      await page.goto(`${SITE_URL}/`);
      await waitForHydration(page);
      const section = page.locator('#highlights');
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('list', { name: 'Highlights playlist' }).getByRole('button', { name: title }).click();
      const player = section.getByRole('group', { name: `Video: ${title}` });
      await player.waitFor();
      await page.waitForLoadState('networkidle');
      // On screen and chosen, yet not pressed: neither hls.js nor any playlist or segment has loaded.
      expect(requested.filter(isHlsRequest).map((url) => url.pathname)).toEqual([]);
      await screenshotForReview(page, 'highlight-home-before-play');

      await player.getByRole('button', { name: `Play ${title}` }).click();
      await expect
        .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
        .toBeGreaterThan(1);
      // Media Source Extensions: hls.js feeds the element a blob from the segments.
      expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
      const paths = requested.map((url) => url.pathname);
      expect(paths.some((path) => /\/assets\/hls[^/]*\.js$/.test(path))).toBe(true);
      expect(paths.some((path) => /^\/uploads\/videos\/[0-9a-f-]{36}\/master\.m3u8$/.test(path))).toBe(true);
      expect(paths.some((path) => /^\/uploads\/videos\/[0-9a-f-]{36}\/\d+p\/segment-\d+\.ts$/.test(path))).toBe(true);
      await context.close();
    }, 90_000);
  },
);
