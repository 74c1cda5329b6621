import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  browserSkipReason,
  expectPageErrors,
  launchBrowser,
  loginAs,
  openPage,
  PHONE,
  screenshotForReview,
  storedSession,
} from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api, login } from '../support/http';
import { newAdmin } from '../support/sessions';
import { mediaDir, recording, settledVideo, uploadVideo } from '../support/videos';

const ENGLISH = 'WEBVTT\n\n00:00.000 --> 00:06.000\nThe bowler runs in.\n\n00:06.000 --> 01:00.000\nAnd he is bowled!\n';
const HINDI = 'WEBVTT\n\n00:00.000 --> 01:00.000\nगेंदबाज़ दौड़ता है।\n';

async function addCaption(videoId: string, token: string, language: string, text: string) {
  const form = new FormData();
  form.append('language', language);
  form.append('file', new Blob([text], { type: 'text/vtt' }), `${language}.vtt`);
  const res = await api('POST', `/admin/videos/${videoId}/captions`, { token, body: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** What the viewer sees of the captions, and the state of the track behind them. */
const captionState = (player: Locator) =>
  player.locator('video').evaluate((video: HTMLVideoElement) => {
    const tracks = Array.from(video.textTracks).filter((track) => track.kind === 'subtitles');
    const on = tracks.find((track) => track.mode !== 'disabled');
    return {
      modes: tracks.map((track) => `${track.language}:${track.mode}`),
      activeCues: on?.activeCues ? Array.from(on.activeCues, (cue) => (cue as VTTCue).text) : [],
    };
  });

/**
 * A processed lesson video's captions and seek previews in Chromium (issue 25): the learner turns
 * captions on, picks a language, toggles them with C and finds the choice kept; hovering the seek
 * bar shows the picture at that time; the admin manages the files in the module form.
 */
describe.skipIf(browserSkipReason !== null || !mediaDir)('captions and seek previews', () => {
  let browser: Browser;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let learnerSession: string;
  let adminSession: string;

  beforeAll(async () => {
    const admin = await newAdmin('e2e-captions');
    const adminLogin = await login(admin.email, 'Admin-secret1');
    adminSession = storedSession(adminLogin);
    const uploaded = await uploadVideo(await recording(12, '960x540'), adminLogin.token);
    expect((await settledVideo(uploaded.videoId)).status).toBe('ready');
    await addCaption(uploaded.videoId, adminLogin.token, 'en', ENGLISH);
    await addCaption(uploaded.videoId, adminLogin.token, 'hi', HINDI);
    fixture = await createCourseFixture({ price: 0, videoUrl: uploaded.url });
    const learner = await enrolledLearner(fixture.courseId, { prefix: 'e2e-captions' });
    learnerSession = await loginAs(learner);
    browser = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function openLesson(page: Page) {
    await page.goto(`${SITE_URL}/user/courses/${fixture.courseId}`);
    await page.getByRole('button', { name: /Lesson one/ }).click();
    const player = page.getByRole('dialog', { name: 'Lesson one' }).getByRole('group', { name: 'Video: Lesson one' });
    await player.waitFor();
    await page.waitForFunction(
      () => ((document.querySelector('[role="dialog"] video') as HTMLVideoElement | null)?.duration ?? 0) > 0,
    );
    return player;
  }

  async function hoverSeek(page: Page, player: Locator, fraction: number) {
    const seek = player.getByRole('slider', { name: 'Seek' });
    const box = (await seek.boundingBox())!;
    await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2, { steps: 4 });
  }

  it('turns captions on, switches language, toggles with C, previews the seek bar, and remembers the choice', async () => {
    const { page } = await openPage(browser, { session: learnerSession });
    const sprites: number[] = [];
    page.on('response', (res) => {
      if (/\/thumbnails\.jpg\?/.test(res.url())) sprites.push(res.status());
    });
    const player = await openLesson(page);
    const cc = player.getByRole('button', { name: 'Captions' });
    const captions = player.getByTestId('captions');

    // Off until the learner asks, and nothing fetched for them.
    expect(await cc.getAttribute('aria-pressed')).toBe('false');
    expect(await player.getByLabel('Captions language').locator('option').allTextContents()).toEqual(['Off', 'English', 'Hindi']);
    expect((await captionState(player)).modes).toEqual(['en:disabled', 'hi:disabled']);
    await expect.poll(() => captions.isVisible()).toBe(false);

    await cc.click();
    expect(await cc.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => captions.innerText()).toBe('The bowler runs in.');
    // Drawn by the player above its controls: the track itself is hidden, not shown natively.
    expect((await captionState(player)).modes).toEqual(['en:hidden', 'hi:disabled']);

    await player.getByLabel('Captions language').selectOption({ label: 'Hindi' });
    await expect.poll(() => captions.innerText()).toBe('गेंदबाज़ दौड़ता है।');

    // The seek bar's preview: the sprite tile for the time under the pointer, with that time.
    await player.getByLabel('Captions language').selectOption({ label: 'English' });
    await hoverSeek(page, player, 0.5);
    const preview = player.getByTestId('seek-preview');
    await preview.waitFor();
    await expect.poll(() => preview.innerText()).toMatch(/^0:0[5-7]$/);
    const image = preview.getByTestId('seek-preview-image');
    await image.waitFor();
    const tile = await image.evaluate((el) => ({
      ...el.getBoundingClientRect().toJSON(),
      background: getComputedStyle(el).backgroundImage,
    }));
    expect(tile.background).toMatch(/\/uploads\/lesson-videos\/[\w-]+\/thumbnails\.jpg\?u=[\w-]+&e=\d+&g=[\w-]+&s=[\w-]+/);
    expect(tile.width).toBeGreaterThan(100);
    await expect.poll(() => sprites).toEqual([200]);
    await screenshotForReview(page, 'lesson-captions-preview');
    await hoverSeek(page, player, 0.9);
    await expect.poll(() => preview.innerText()).toMatch(/^0:1[01]$/);
    await page.mouse.move(0, 0);
    await expect.poll(() => preview.isVisible()).toBe(false);

    // Playing on: the later cue replaces the first.
    await player.getByRole('button', { name: 'Play Lesson one' }).click();
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime > 6.3,
      null,
      {
        timeout: 30_000,
      },
    );
    await expect.poll(() => captions.innerText()).toBe('And he is bowled!');
    expect((await captionState(player)).activeCues).toEqual(['And he is bowled!']);
    await screenshotForReview(page, 'lesson-captions-playing');

    await player.focus();
    await page.keyboard.press('c');
    await expect.poll(() => captions.isVisible()).toBe(false);
    expect((await captionState(player)).modes).toEqual(['en:disabled', 'hi:disabled']);
    await page.keyboard.press('c');
    await expect.poll(() => captions.innerText()).toBe('And he is bowled!');
    await page.keyboard.press('k');

    // The shortcut is in the help.
    await player.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await page
      .getByRole('dialog', { name: /shortcuts/i })
      .getByText('Captions on or off')
      .waitFor();
    await page.keyboard.press('Escape');

    // The choice outlives the page.
    const again = await openLesson(page);
    expect(await again.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');
    expect(await again.getByLabel('Captions language').inputValue()).toBe('en');
    await expect.poll(() => again.getByTestId('captions').innerText()).toBe('The bowler runs in.');
    await page.context().close();
  });

  it('on a phone the captions and the seek preview fit the player', async () => {
    const { page } = await openPage(browser, { session: learnerSession, viewport: PHONE });
    const player = await openLesson(page);
    // No room for a menu beside the CC button: the menu lies over it, and a tap opens the native picker.
    await player.getByLabel('Captions language').selectOption({ label: 'English' });
    expect(await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');
    const captions = player.getByTestId('captions');
    await expect.poll(() => captions.innerText()).toBe('The bowler runs in.');
    await screenshotForReview(page, 'lesson-captions-on');
    await hoverSeek(page, player, 0.02);
    const preview = player.getByTestId('seek-preview');
    await preview.getByTestId('seek-preview-image').waitFor();
    const frame = (await player.boundingBox())!;
    // Everything in the frame, the last control included: nothing is cut off or scrolls the frame.
    expect(await player.evaluate((el) => el.scrollLeft)).toBe(0);
    for (const box of [
      await preview.boundingBox(),
      await captions.boundingBox(),
      await player.getByLabel('Captions language').boundingBox(),
      await player.getByRole('button', { name: 'Fullscreen' }).boundingBox(),
    ]) {
      expect(box!.x).toBeGreaterThanOrEqual(frame.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    await screenshotForReview(page, 'lesson-captions-preview');
    await page.context().close();
  });

  it('lets the admin list, add, refuse and remove captions in the module form', async () => {
    const srt = join(tmpdir(), `captions-${process.pid}.srt`);
    const french = join(tmpdir(), `captions-${process.pid}.vtt`);
    await writeFile(srt, '1\n00:00:00,000 --> 00:00:02,000\nBonjour\n');
    await writeFile(french, 'WEBVTT\n\n00:00.000 --> 01:00.000\nLe lanceur court.\n');
    for (const viewport of [PHONE, undefined]) {
      const { page } = await openPage(browser, { session: adminSession, viewport });
      await page.goto(`${SITE_URL}/admin/courses/${fixture.courseId}/modules/${fixture.moduleId}`);
      const editor = page.getByRole('region', { name: 'Captions' });
      await editor.waitFor({ timeout: 30_000 });
      const list = editor.getByRole('list', { name: 'Captions' });
      await expect
        .poll(() => list.getByRole('listitem').allInnerTexts())
        .toEqual([expect.stringMatching(/en\s+English/), expect.stringMatching(/hi\s+Hindi/)]);
      await screenshotForReview(page, 'admin-captions');
      if (viewport) {
        await page.context().close();
        continue;
      }
      const add = editor.getByRole('group', { name: 'Add captions' });
      // Nothing chosen: told on the fields, nothing sent.
      await add.getByRole('button', { name: 'Add captions' }).click();
      await add.getByText('Enter the captions’ language').waitFor();
      await add.getByText('Choose a WebVTT (.vtt) caption file').waitFor();

      await add.getByLabel('Language').fill('fr');
      // The label the captions get when none is typed.
      await expect.poll(() => add.getByLabel('Label').getAttribute('placeholder')).toBe('French');
      const chooser = page.waitForEvent('filechooser');
      await add.getByLabel('WebVTT file').click();
      await (await chooser).setFiles(srt);
      await add.getByRole('button', { name: 'Add captions' }).click();
      await add.getByText(/This looks like an SRT file/).waitFor();
      await screenshotForReview(page, 'admin-captions-refused');

      const chooser2 = page.waitForEvent('filechooser');
      await add.getByLabel('WebVTT file').click();
      await (await chooser2).setFiles(french);
      await add.getByRole('button', { name: 'Add captions' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
      expect(await list.getByRole('listitem').nth(1).innerText()).toMatch(/fr\s+French/);

      await editor.getByRole('button', { name: 'Remove Hindi captions' }).click();
      await expect
        .poll(() => list.getByRole('listitem').allInnerTexts())
        .toEqual([expect.stringMatching(/English/), expect.stringMatching(/French/)]);
      // The preview player carries them too.
      const preview = page.getByRole('group', { name: 'Video: Lesson video preview' });
      expect(await preview.getByLabel('Captions language').locator('option').allTextContents()).toEqual([
        'Off',
        'English',
        'French',
      ]);
      // The refused caption file above is answered 400, which the page reports.
      expectPageErrors(/400/);
      await page.context().close();
    }
  });
});
