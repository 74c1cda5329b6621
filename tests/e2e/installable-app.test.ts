import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import {
  browserSkipReason,
  collectPageErrors,
  launchProfile,
  loginAs,
  PHONE,
  screenshotForReview,
} from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newLearner } from '../support/sessions';

const DOCUMENT = '/uploads/media/lessons/camera-placement-checklist.pdf';
/** The built service worker Hosting serves: the update test redeploys it by changing it. */
const SERVICE_WORKER_FILE = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));

/**
 * The installable app (issue 36): a manifest and a service worker that make the site installable;
 * offline, the learner's courses, a lesson document opened before, and Mark as Complete kept and
 * sent once when the connection returns; a deploy taking over within one navigation.
 */
describe.skipIf(browserSkipReason !== null).each([
  ['desktop', undefined],
  ['phone', PHONE],
] as const)('the installable app (%s)', (name, viewport) => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let learnerUid: string;
  const completions: Request[] = [];

  const coursePath = () => `/user/courses/${fixture.courseId}`;
  const lessonTwo = () => `${coursePath()}/modules/${fixture.moduleId}/lessons/l2`;
  const dialog = () => page.getByRole('dialog', { name: 'Lesson two' });

  /**
   * Takes the browser offline and continues in a new tab, as a learner reopening the app would
   * (Chromium's offline emulation does not always follow a tab to its next document).
   */
  async function goOffline() {
    await context.setOffline(true);
    const old = page;
    page = await context.newPage();
    collectPageErrors(page, errors);
    await old.close();
  }

  /** Opens the lesson's document as the learner does (a new tab) and returns how it was answered. */
  async function openDocument() {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dialog().getByRole('link', { name: 'Open the document' }).click(),
    ]);
    const response = await tab.waitForEvent('response', (res) => new URL(res.url()).pathname === DOCUMENT);
    // Chromium's PDF viewer shows it: the tab's document is the PDF.
    const answer = { status: response.status(), type: await tab.evaluate(() => document.contentType) };
    await tab.close();
    return answer;
  }

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true, secondLessonDocument: DOCUMENT });
    const learner = await newLearner(`app-${name}`);
    learnerUid = learner.uid;
    const enrolled = await api('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    const session = await loginAs(learner);
    profile = await mkdtemp(join(tmpdir(), 'installable-app-'));
    context = await launchProfile(profile, viewport);
    await context.addInitScript((value) => localStorage.getItem('session') || localStorage.setItem('session', value), session);
    page = context.pages()[0] ?? (await context.newPage());
    errors = collectPageErrors(page);
    context.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/lessons/l2/progress') && request.postDataJSON()?.completed) {
        completions.push(request);
      }
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  // A failed test must not leave the next one offline.
  afterEach(async () => {
    await context?.setOffline(false);
  });

  it('is installable: a manifest with its icons and a service worker controlling the page', async () => {
    await page.goto(`${SITE_URL}/user/courses`);
    await page
      .getByRole('heading', { name: /Fixture course/ })
      .first()
      .waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json() as Promise<{
        start_url: string;
        display: string;
        icons: Array<{ sizes: string; purpose: string }>;
      }>;
    });
    expect(manifest.start_url).toBe('/user/courses');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    // What Chrome (and Lighthouse's installability audit) checks before offering to install.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  it('offline, shows the courses and a document opened before, and keeps Mark as Complete until it is back', async () => {
    await page.goto(`${SITE_URL}${lessonTwo()}`);
    expect(await openDocument()).toEqual({ status: 200, type: 'application/pdf' });

    await goOffline();
    await page.goto(`${SITE_URL}/user/courses`);
    await page.getByText('Offline.', { exact: true }).waitFor();
    await page
      .getByRole('heading', { name: /Fixture course/ })
      .first()
      .waitFor();
    await screenshotForReview(page, 'offline-courses');

    await page.goto(`${SITE_URL}${coursePath()}`);
    await page
      .getByText(/Checkpoint · .* · needs a connection/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: /Lesson two/ }).click();
    // Offline, only the service worker's copy can answer.
    expect(await openDocument()).toEqual({ status: 200, type: 'application/pdf' });

    await dialog().getByRole('button', { name: 'Mark as Complete' }).click();
    await dialog().getByText('Saved on this device; sent when you are back online').waitFor();
    await screenshotForReview(page, 'offline-lesson');
    await dialog().getByRole('button', { name: 'Close lesson' }).click();
    await page
      .getByRole('button', { name: /Lesson two/ })
      .getByLabel('Completed')
      .waitFor();
    expect(completions.filter((request) => request.failure() === null)).toHaveLength(0);

    await context.setOffline(false);
    await page.getByText('The lessons you completed offline are saved.').waitFor();
    await page.getByText('1/2 lessons').waitFor();
    // Sent once: a second return online (or a reload) has nothing left to send.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await page.getByText('1/2 lessons').waitFor();
    const sent = completions.filter((request) => request.failure() === null);
    expect(sent).toHaveLength(1);
    const enrollment = await testDb().collection('enrollments').where('courseId', '==', fixture.courseId).get();
    expect(enrollment.docs[0].get('progress.lessons.l2.completed')).toBe(true);
  });

  it('a completion the server has but the tab never cleared (closed in between) is sent again and counts once', async () => {
    const enrollment = async () =>
      (await testDb().collection('enrollments').where('courseId', '==', fixture.courseId).get()).docs[0];
    const completedAt = (await enrollment()).get('progress.lessons.l2.completedAt');
    // The queue as a tab closed right after the server's answer, before taking the lesson off it, leaves it.
    await page.evaluate(([uid, item]) => localStorage.setItem(`pending-completions:${uid}`, JSON.stringify([item])), [
      learnerUid,
      { courseId: fixture.courseId, moduleUid: fixture.moduleId, lessonUid: 'l2', timeSpent: 5, markedAt: Date.now() },
    ] as const);
    const sentSoFar = () => completions.filter((request) => request.failure() === null).length;
    const before = sentSoFar();
    await page.reload();
    await page.getByText('The lessons you completed offline are saved.').waitFor();
    await page.getByText('1/2 lessons').waitFor();
    expect(sentSoFar()).toBe(before + 1);
    expect((await enrollment()).get('progress.lessons.l2.completedAt')).toEqual(completedAt);
    expect(await page.evaluate((uid) => localStorage.getItem(`pending-completions:${uid}`), learnerUid)).toBeNull();
  });

  it('checkpoints say they need a connection, and open once it is back', async () => {
    await goOffline();
    await page.goto(`${SITE_URL}${coursePath()}/modules/${fixture.moduleId}/checkpoints/c1`);
    await page.getByRole('heading', { name: 'Checkpoints need a connection' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Checkpoint one', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Checkpoint Not Found' }).count()).toBe(0);
  });

  it('after a deploy, tells the learner and opens the new version at the next navigation', async () => {
    await page.goto(`${SITE_URL}${coursePath()}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const deployed = await readFile(SERVICE_WORKER_FILE, 'utf8');
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));
    try {
      await writeFile(SERVICE_WORKER_FILE, `${deployed}\n// redeployed by ${name} at ${Date.now()}\n`);
      await page.getByRole('link', { name: 'My notes' }).click();
      await page.getByText('A new version of CricVision is ready.').waitFor();
      await screenshotForReview(page, 'site-updated');
      expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(true);
      await page
        .getByRole('link', { name: /Back to/ })
        .first()
        .click();
      await page.waitForFunction(() => !('beforeDeploy' in window));
      await page.getByText(`Fixture course`).first().waitFor();
    } finally {
      await writeFile(SERVICE_WORKER_FILE, deployed);
    }
  });

  it("signing out leaves nothing of the learner's on the device: no course copies, no documents, no session for the server", async () => {
    await page.goto(`${SITE_URL}/user/courses`);
    await page
      .getByRole('heading', { name: /Fixture course/ })
      .first()
      .waitFor();
    const sessionCookies = async () => (await page.context().cookies()).filter((cookie) => cookie.name === '__session');
    expect(await sessionCookies()).not.toEqual([]);
    const kept = () => page.evaluate(() => caches.keys());
    expect(await kept()).toEqual(expect.arrayContaining([expect.stringMatching(/^cv-personal-/), 'cv-documents']));
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
    } else {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    }
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(kept).not.toContainEqual(expect.stringMatching(/^cv-personal-|^cv-documents$/));
    // The shell is everyone's: it stays, so the site still opens offline.
    expect(await kept()).toContainEqual(expect.stringMatching(/^cv-shell-/));
    // Their screens, asked for again on this browser, are the shell: nothing rendered for them.
    expect(await sessionCookies()).toEqual([]);
    const again = await page.request.get(`${SITE_URL}/user/courses`);
    expect(await again.text()).not.toContain('Fixture course');
  });
});
