import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newLearner } from '../support/sessions';

/**
 * A learner coming back (issue 35, 'Instant on the second visit'). With the session the app keeps
 * for the server, the server renders the fresh screen. Without it (its token expired since, as
 * overnight), the app shell answers, and their courses and a course they opened before paint from
 * the copy kept on this device while the fresh answer is on its way, which then replaces it.
 */
describe.skipIf(browserSkipReason !== null).each([
  ['desktop', undefined],
  ['phone', PHONE],
] as const)('a return visit (%s)', (name, viewport) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let token: string;

  /** Holds the API's answers to `path` until the returned release is called. */
  async function holdAnswers(path: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Route[] = [];
    await page.route(`${SITE_URL}/api${path}`, async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    return { held, release: () => release() };
  }

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true });
    const learner = await newLearner(`return-${name}`);
    token = learner.token;
    const enrolled = await api('POST', '/enrollments', {
      token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, { session: await loginAs(learner), viewport }));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** The server cannot render for them: the cookie the app keeps the session in for it is gone. */
  const withoutServerSession = () => context.clearCookies({ name: '__session' });

  it('without a session for the server, paints the course from the kept copy before the API answers, then shows the fresh view', async () => {
    const course = `${SITE_URL}/user/courses/${fixture.courseId}`;
    await withoutServerSession();
    await page.goto(course);
    await page.getByText('0/2 lessons').waitFor();
    // Meanwhile the learner completed a lesson elsewhere (another device).
    const done = await api('PUT', `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l2/progress`, {
      token,
      body: { progress: 100, completed: true, timeSpent: 5 },
    });
    expect(done.status).toBe(200);

    const answers = await holdAnswers(`/user/courses/${fixture.courseId}`);
    await withoutServerSession();
    await page.goto(course);
    await page.getByRole('heading', { name: /Fixture course/, level: 1 }).waitFor();
    await page.getByText('0/2 lessons').waitFor();
    expect(answers.held).toHaveLength(1);
    answers.release();
    await page.getByText('1/2 lessons').waitFor();
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('without a session for the server, paints their courses from the kept copy before the API answers', async () => {
    await withoutServerSession();
    await page.goto(`${SITE_URL}/user/courses`);
    await page.getByRole('heading', { name: /Fixture course/ }).waitFor();
    const answers = await holdAnswers('/enrollments');
    await withoutServerSession();
    await page.reload();
    await page.getByRole('heading', { name: /Fixture course/ }).waitFor();
    expect(answers.held).toHaveLength(1);
    answers.release();
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('with it, the server renders the fresh course: nothing waits for the API', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    // The app kept the session for the server again when it last started; meanwhile a lesson was done elsewhere.
    const done = await api('PUT', `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1/progress`, {
      token,
      body: { progress: 100, completed: true, timeSpent: 5 },
    });
    expect(done.status).toBe(200);
    await page.goto(`${SITE_URL}/user/courses/${fixture.courseId}`);
    await page.getByText('2/2 lessons').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain(`/api/user/courses/${fixture.courseId}`);
  });
});
