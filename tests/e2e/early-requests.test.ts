import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, loginAs, openPage, waitForHydration } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';

/**
 * A signed-in screen opened cold asks for its data from the shell's head, while the app's scripts
 * load, and the app takes that answer instead of asking again (issue 35): each GET is made once.
 */
describe.skipIf(browserSkipReason !== null)('early requests from the shell', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let session: string;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let apiCalls: { method: string; path: string }[];
  let scripts: string[];

  const checkpointPath = () => `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/c1`;
  const calls = (path: string) => apiCalls.filter((call) => call.method === 'GET' && call.path === `/api${path}`);

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0 });
    const learner = await enrolledLearner(fixture.courseId, { prefix: 'early-requests' });
    browser = await launchBrowser();
    session = await loginAs(learner);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` in a new context: nothing cached, the session kept as the app keeps it. */
  async function openCold(path: string) {
    await context?.close();
    ({ context, page } = await openPage(browser, { session }));
    apiCalls = [];
    scripts = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin !== SITE_URL) return;
      if (url.pathname.startsWith('/api/')) apiCalls.push({ method: request.method(), path: url.pathname });
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`${SITE_URL}${path}`);
  }

  /** The URLs the shell asked for that the app has not taken (the shell asked for none: undefined). */
  const notTaken = () =>
    page.evaluate(() => {
      const left = (window as { __earlyRequests?: Record<string, unknown> }).__earlyRequests;
      return left ? Object.keys(left) : undefined;
    });

  it('my courses: the shell asks for the enrolments, and the app takes that answer instead of asking again', async () => {
    await openCold('/user/courses');
    await page.getByRole('heading', { name: /Fixture course/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls('/enrollments')).toHaveLength(1);
    expect(await notTaken()).toEqual([]);
  });

  it('a course: its view is asked once, and its own module is preloaded from the head and fetched once', async () => {
    await openCold(`/user/courses/${fixture.courseId}`);
    await page.getByRole('heading', { name: /Fixture course/, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls(`/user/courses/${fixture.courseId}`)).toHaveLength(1);
    expect(await notTaken()).toEqual([]);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
        (link) => new URL(link.href).pathname,
      ),
    );
    const coursePage = preloaded.filter((path) => path.startsWith('/assets/learner-course-page-'));
    expect(coursePage).toHaveLength(1);
    expect(scripts.filter((path) => path === coursePage[0])).toHaveLength(1);
  });

  it('a checkpoint opened cold: one GET of its briefing, and one GET of the checkpoint only once the learner starts it', async () => {
    await openCold(checkpointPath());
    await page.getByRole('button', { name: 'Start checkpoint' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls(`${checkpointPath()}/briefing`)).toHaveLength(1);
    expect(calls(checkpointPath())).toHaveLength(0);
    expect(await notTaken()).toEqual([]);

    await page.getByRole('button', { name: 'Start checkpoint' }).click();
    await page.getByText('How many stumps make a wicket?').waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls(checkpointPath())).toHaveLength(1);
    expect(calls(`${checkpointPath()}/briefing`)).toHaveLength(1);
  });

  it('rendered by the server for its learner: a checkpoint asks for nothing its HTML carries, and GETs itself once, on Start', async () => {
    // Another learner, whose attempt has not started. Their first visit is the shell's: the app then
    // keeps the session where the server reads it.
    session = await loginAs(await enrolledLearner(fixture.courseId, { prefix: 'early-requests-rendered' }));
    await openCold(checkpointPath());
    await page.getByRole('button', { name: 'Start checkpoint' }).waitFor();
    await page.waitForLoadState('networkidle');
    apiCalls = [];
    const response = await page.goto(`${SITE_URL}${checkpointPath()}`);
    expect(await response?.text()).toContain('Start checkpoint');
    await waitForHydration(page);
    expect(await notTaken()).toBeUndefined();
    expect(calls(`${checkpointPath()}/briefing`)).toHaveLength(0);
    expect(calls(checkpointPath())).toHaveLength(0);

    await page.getByRole('button', { name: 'Start checkpoint' }).click();
    await page.getByText('How many stumps make a wicket?').waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls(checkpointPath())).toHaveLength(1);
  });

  it('rendered by the server for its learner: the profile asks for nothing its HTML carries, its user included, and its forms work', async () => {
    await openCold('/profile');
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await page.waitForLoadState('networkidle');
    apiCalls = [];
    const response = await page.goto(`${SITE_URL}/profile`);
    expect(await response?.text()).toContain('Orders and invoices');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(apiCalls.filter((call) => call.method === 'GET')).toEqual([]);

    // The email choices hydrate on their own; a tap before that is not lost.
    const choice = page.getByRole('switch').first();
    const before = await choice.isChecked();
    await choice.click();
    await expect.poll(() => choice.isChecked()).toBe(!before);
  });
});
