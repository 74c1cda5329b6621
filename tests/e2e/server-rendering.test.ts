import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Session } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { browserSkipReason, launchBrowser, PHONE, SERVICE_WORKER_BLOCKED, waitForHydration } from '../support/browser';
import { SITE_URL } from '../support/env';
import { createCourseFixture } from '../support/course-fixture';
import { enrol } from '../support/enrol';
import { api, testClientAddress } from '../support/http';
import { pagesWithParameters } from '../support/page-html';
import { newLearner } from '../support/sessions';

/** A layout-shift entry (the Layout Instability API; not in TypeScript's DOM library). */
interface LayoutShift extends PerformanceEntry {
  hadRecentInput: boolean;
  value: number;
}

const CERTIFICATE_HASH = 'c0ffee00c0ffee00c0ffee00c0ffee1e';

/** Server-rendered public pages in Chromium: hydrated without a word in the console, and usable without JavaScript. */
describe.skipIf(browserSkipReason !== null)('server-rendered pages in the browser', () => {
  let browser: Browser;
  const paths: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    Object.assign(paths, await pagesWithParameters('ssr-browser-learner', CERTIFICATE_HASH));
  });

  afterAll(async () => {
    await testDb().collection('certificates').doc(CERTIFICATE_HASH).delete();
    await browser?.close();
  });

  async function visit(path: string, options: { javaScript?: boolean; viewport?: typeof PHONE } = {}) {
    const context = await browser.newContext({
      viewport: options.viewport,
      javaScriptEnabled: options.javaScript ?? true,
      serviceWorkers: 'block',
    });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
    const page = await context.newPage();
    const messages: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (msg) => {
      // The browser reports the document's own 404 status; that is the page working.
      if (
        (msg.type() === 'error' || msg.type() === 'warning') &&
        !msg.text().startsWith('Failed to load resource') &&
        msg.text() !== SERVICE_WORKER_BLOCKED
      )
        messages.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
    return { context, page, messages, apiCalls, status: response?.status() };
  }

  /** `{name}`: a page whose address the suite learns in beforeAll (pagesWithParameters). */
  const PUBLIC_PAGES = [
    '/',
    '/about',
    '/our-story',
    '/products',
    '{product}',
    '/courses',
    '{course}',
    '/blog',
    '{post}',
    '/careers',
    '{job}',
    '/contact',
    '/privacy',
    '/terms',
    '{certificate}',
    '/no-such-page',
    '/courses/no-such-course',
  ];
  const pathOf = (page: string) => page.replace(/^\{(\w+)\}$/, (_, name: string) => paths[name]);

  // One test a page (at desktop and phone width), so a failure names its page.
  describe('every public page hydrates with no console error or warning and asks the API nothing on first render', () => {
    it.each(PUBLIC_PAGES)('%s', async (name) => {
      const path = pathOf(name);
      for (const viewport of [undefined, PHONE]) {
        const { context, page, messages, apiCalls } = await visit(path, { viewport });
        await waitForHydration(page);
        expect(messages, `${path} at ${viewport?.width ?? 1280} px`).toEqual([]);
        // The one call: a course page refreshes its students count over the CDN's copy (issue 39).
        const seats = /^\/courses\/(?!no-such-course$)/.test(path) ? [`/api${path}/seats`] : [];
        expect(apiCalls, path).toEqual(seats);
        await context.close();
      }
    });
  });

  it('after hydrating, links navigate in the app and load the next page from the API', async () => {
    const { context, page, messages, apiCalls } = await visit('/');
    // Before hydration the link is an ordinary one, and the server renders the next page (as it should).
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Build the future of cricket technology' }).waitFor();
    expect(apiCalls).toContain('/api/careers');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor sees the user menu once the page has hydrated, without the header moving', async () => {
    const login = await api<Session>('POST', '/auth/login', {
      body: { email: 'learner@cricket.test', password: 'Learner@12345' },
    });
    const session = JSON.stringify({ ...login.body.data, expiresAt: Date.now() + 55 * 60 * 1000 });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
    await context.addInitScript((value) => localStorage.setItem('session', value), session);
    const page = await context.newPage();
    const messages: string[] = [];
    page.on(
      'console',
      (msg) => ['error', 'warning'].includes(msg.type()) && msg.text() !== SERVICE_WORKER_BLOCKED && messages.push(msg.text()),
    );
    await page.goto(`${SITE_URL}${paths.course}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /account|Priya/i })
      .first()
      .waitFor();
    expect(await page.locator('header').getByRole('link', { name: 'Join Us' }).count()).toBe(0);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBeLessThanOrEqual(0.02);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('a course page kept by the CDN before an enrolment shows the students count of now once hydrated', async () => {
    const { courseId } = await createCourseFixture({ price: 0 });
    const stale = await (await fetch(`${SITE_URL}/courses/${courseId}`)).text();
    expect(stale.replaceAll('<!-- -->', '')).toContain('0/50 students');
    const learner = await newLearner('seats-now');
    expect((await enrol(learner.token, courseId, 0)).status).toBe(201);

    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
    const page = await context.newPage();
    // The CDN's copy, from before the enrolment; the API answers live.
    await page.route(
      (url) => url.pathname === `/courses/${courseId}`,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: stale }),
    );
    await page.goto(`${SITE_URL}/courses/${courseId}`);
    await waitForHydration(page);
    await page.getByText('1/50 students').waitFor();
    await context.close();
  });

  it('without JavaScript, the home page, a course, a post and a job show their text, images and working links', async () => {
    const expectations: [string, RegExp][] = [
      ['/', /Innovation in\s+Cricket Technology/i],
      [paths.course, /About\s+this\s+course/i],
      [paths.post, /Back to Blog/i],
      [paths.job, /Back to Careers/i],
    ];
    for (const [path, text] of expectations) {
      const { context, page, status } = await visit(path, { javaScript: false, viewport: PHONE });
      expect(status, path).toBe(200);
      await expect(page.locator('h1').first().isVisible(), path).resolves.toBe(true);
      expect(await page.locator('main').innerText(), path).toMatch(text);
      const images = await page
        .locator('main img')
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((img) => img.loading !== 'lazy').map((img) => img.complete && img.naturalWidth > 0),
        );
      expect(images.every(Boolean), path).toBe(true);
      // A plain link navigates: the server renders the next page too.
      await page.locator('footer').getByRole('link', { name: 'Courses' }).first().click();
      await page.waitForURL(`${SITE_URL}/courses`);
      await expect(page.getByRole('heading', { level: 1, name: 'Certification courses' }).isVisible()).resolves.toBe(true);
      await context.close();
    }
  });

  it("without JavaScript, the phone menu button leads to the site's links in the footer", async () => {
    const { context, page } = await visit('/', { javaScript: false, viewport: PHONE });
    await page.getByRole('link', { name: 'Site links' }).click();
    await page.waitForURL(`${SITE_URL}/#site-links`);
    const courses = page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Courses' });
    // The page scrolls there smoothly.
    await expect
      .poll(() => courses.evaluate((link) => link.getBoundingClientRect().top < window.innerHeight), { timeout: 10_000 })
      .toBe(true);
    await courses.click();
    await page.waitForURL(`${SITE_URL}/courses`);
    await context.close();
  });
});
