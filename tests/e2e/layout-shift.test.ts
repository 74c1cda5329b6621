import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { register } from '../support/http';

/** Slow 4G as Lighthouse simulates it: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The signed-in screens hold still while they load (issue 35): on a phone over Slow 4G, nothing
 * moves once painted, the footer included, beyond a layout-shift score of 0.02; whether the app
 * shell answers (a first visit) or the server renders the screen for its user.
 */
describe.skipIf(browserSkipReason !== null)('signed-in screens on a slow phone connection', () => {
  let browser: Browser;
  let learnerSession: string;
  let adminSession: string;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;

  /**
   * Loads `path` signed in over Slow 4G until `ready` shows, then sums the layout shifts seen and
   * measures how wide the page is.
   */
  async function shiftsWhileLoading(session: string, path: string, ready: (page: Page) => Promise<void>, forTheServer: boolean) {
    const { context, page } = await openPage(browser, { session, viewport: PHONE, forTheServer });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        }>) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            return node?.nodeName ? `${node.nodeName.toLowerCase()}.${String(node.className ?? '').split(' ')[0]}` : '?';
          });
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${SITE_URL}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await context.close();
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, width };
  }

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true });
    const learner = await enrolledLearner(fixture.courseId, { prefix: 'layout-shift' });
    learnerSession = await loginAs(learner);
    adminSession = await loginAs('admin');
    // A name of one long word, in the admin dashboard's recent activity: it must wrap on a phone.
    await register('Venkatasubramaniansiddharthanarayanaswamy', uniqueEmail('long-name'));
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const screens: Array<[string, () => string, 'learner' | 'admin', (page: Page) => Promise<void>]> = [
    ['my courses', () => '/user/courses', 'learner', (page) => page.getByRole('heading', { name: /Fixture course/ }).waitFor()],
    [
      'a course',
      () => `/user/courses/${fixture.courseId}`,
      'learner',
      (page) => page.getByRole('button', { name: /Lesson two/ }).waitFor(),
    ],
    [
      'a checkpoint',
      () => `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/c1`,
      'learner',
      (page) => page.getByRole('button', { name: 'Start checkpoint' }).waitFor(),
    ],
    ['the profile', () => '/profile', 'learner', (page) => page.getByRole('button', { name: 'Save changes' }).waitFor()],
    ['the admin dashboard', () => '/admin/dashboard', 'admin', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
    [
      'the admin courses',
      () => '/admin/courses',
      'admin',
      (page) => page.getByText('Certified Cricket Video Analyst').first().waitFor(),
    ],
  ];

  it.each(
    screens.flatMap(([name, ...rest]) => [
      [`${name} (the app shell)`, ...rest, false] as const,
      [`${name} (rendered by the server)`, ...rest, true] as const,
    ]),
  )('%s shifts at most 0.02, and fits the phone', async (_, path, who, ready, forTheServer) => {
    const session = who === 'admin' ? adminSession : learnerSession;
    const { total, shifts, width } = await shiftsWhileLoading(session, path(), ready, forTheServer);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(PHONE.width);
  });
});
