import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  browserSkipReason,
  fontFaceLoaded,
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

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * The installable app in Hindi (issues 36 and 37): the Hindi pages a visitor saw open offline as the
 * English ones do, a Hindi screen of the learner's starts offline in Hindi, and what the worker
 * cannot show offline it says in the address's language.
 */
describe.skipIf(browserSkipReason !== null).each([
  ['desktop', undefined],
  ['phone', PHONE],
] as const)('the installable app in Hindi (%s)', (name, viewport) => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  /** Offline, in a new tab, as a visitor reopening the app would (see installable-app.test.ts). */
  async function goOffline() {
    await context.setOffline(true);
    const old = page;
    page = await context.newPage();
    collectPageErrors(page, errors);
    await old.close();
  }

  beforeAll(async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const learner = await newLearner(`app-hindi-${name}`);
    const enrolled = await api('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    const session = await loginAs(learner);
    profile = await mkdtemp(join(tmpdir(), 'installable-app-hindi-'));
    context = await launchProfile(profile, viewport);
    await context.addInitScript((value) => localStorage.getItem('session') || localStorage.setItem('session', value), session);
    page = context.pages()[0] ?? (await context.newPage());
    errors = collectPageErrors(page);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  afterEach(async () => {
    await context?.setOffline(false);
  });

  it('keeps the Hindi pages a visitor opened, in their own face, and starts a Hindi screen of the learner offline', async () => {
    // Online, the learner opens their courses in English (the app keeps its copy of them, as in
    // installable-app.test.ts), then reads two Hindi pages.
    await page.goto(`${SITE_URL}/user/courses`);
    await page
      .getByRole('heading', { name: /Fixture course/ })
      .first()
      .waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${SITE_URL}/hi`);
    await page.goto(`${SITE_URL}/hi/courses`);
    await page.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेशन कोर्स' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The worker keeps a page as it passes: wait until it holds the Hindi one.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.open('cv-pages').then((cache) => cache.keys())).map((r) => new URL(r.url).pathname),
        ),
      )
      .toContain('/hi/courses');

    await goOffline();
    await page.goto(`${SITE_URL}/hi/courses`);
    await page.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेशन कोर्स' }).waitFor();
    expect(await lang(page)).toBe('hi');
    // The app runs offline too, and says so in Hindi.
    await page.getByText('ऑफ़लाइन।', { exact: true }).waitFor();
    // Drawn in the page's own Devanagari face, kept with the page's other files.
    await expect.poll(() => fontFaceLoaded(page, 'Noto Sans Devanagari')).toBe(true);
    await screenshotForReview(page, 'offline-hindi-courses');

    // A Hindi screen of the learner's, never opened on this device: the kept shell starts it in Hindi,
    // with the courses the app kept.
    await page.goto(`${SITE_URL}/hi/user/courses`);
    await page
      .getByRole('heading', { name: /Fixture course/ })
      .first()
      .waitFor();
    expect(await lang(page)).toBe('hi');
    await page.getByText('ऑफ़लाइन।', { exact: true }).waitFor();
    await screenshotForReview(page, 'offline-hindi-my-courses');
  });

  it('says in Hindi that a Hindi page was never opened here, and leads to the Hindi courses', async () => {
    await goOffline();
    const answer = await page.goto(`${SITE_URL}/hi/careers`);
    expect(answer?.status()).toBe(503);
    expect(await lang(page)).toBe('hi');
    await page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' }).waitFor();
    await page.getByText('यह पृष्ठ इस डिवाइस पर पहले कभी नहीं खोला गया').waitFor();
    expect(await page.getByRole('link', { name: 'मेरे कोर्स' }).getAttribute('href')).toBe('/hi/user/courses');
    // In the Hindi pages' own face, whose files the worker kept when the visitor read them.
    await expect.poll(() => fontFaceLoaded(page, 'Noto Sans Devanagari')).toBe(true);
    await screenshotForReview(page, 'offline-hindi-not-kept');

    // The English address of a page never opened: the same page in English.
    await page.goto(`${SITE_URL}/careers`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await lang(page)).toBe('en');
    expect(await page.getByRole('link', { name: 'My courses' }).getAttribute('href')).toBe('/user/courses');
  });
});
