import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE, waitForHydration } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';

/** The fixture's first checkpoint in Hindi (decision 0095): its multiple-choice question and its true/false one. */
const HINDI = {
  module: 'पहला मॉड्यूल',
  checkpoint: 'पहली जाँच',
  q1: 'एक विकेट में कितने स्टंप होते हैं?',
  q2: 'हॉक-आई एक बॉल-ट्रैकिंग प्रणाली है।',
};

/**
 * A course in Hindi (decision 0095), in Chromium on a desktop and a phone: the switcher leads from a
 * course page to its Hindi twin, and a learner takes a checkpoint in Hindi under /hi/, graded in Hindi.
 */
describe.skipIf(browserSkipReason !== null)('a course and its checkpoint in Hindi in the browser', () => {
  let browser: Browser;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0 });
    const admin = await adminToken();
    const versions: [string, object][] = [
      [`modules/${fixture.moduleId}`, { title: HINDI.module, description: 'कोर्स का इकलौता मॉड्यूल' }],
      [`modules/${fixture.moduleId}/checkpoints/c1`, { title: HINDI.checkpoint, description: 'दो प्रश्न' }],
      [`modules/${fixture.moduleId}/checkpoints/c1/questions/q1`, { question: HINDI.q1, options: ['दो', 'तीन', 'चार'] }],
      [`modules/${fixture.moduleId}/checkpoints/c1/questions/q2`, { question: HINDI.q2 }],
    ];
    for (const [resource, body] of versions) {
      const res = await api('PUT', `/admin/${resource}/translations/hi`, { token: admin, body });
      expect(res.status, resource).toBe(200);
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the switcher on the seeded Hindi course’s page lands on its Hindi twin, and a course without one says so', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${SITE_URL}/courses/drs-operations-fundamentals`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${SITE_URL}/hi/courses/drs-operations-fundamentals`);
    await page.getByRole('heading', { level: 1, name: 'डीआरएस संचालन की बुनियाद' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'आप क्या सीखेंगे' }).waitFor();
    expect(await page.getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।', { exact: false }).count()).toBe(0);
    await waitForHydration(page);
    // Moving to a course without a Hindi version in the app: its English under the note.
    await page.goto(`${SITE_URL}/hi/courses`);
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Certified Cricket Video Analyst/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Certified Cricket Video Analyst' }).waitFor();
    await page.getByRole('note').getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।', { exact: false }).waitFor();
    await context.close();
  });

  it('a browser that prefers Hindi is offered the Hindi twin of a course that has one, and not of one that has none', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: SITE_URL, serviceWorkers: 'block', locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/courses/drs-operations-fundamentals`);
    const offer = page.getByRole('complementary', { name: 'भाषा' });
    await offer.getByText('यह पृष्ठ हिंदी में भी उपलब्ध है।').waitFor();
    expect(await offer.getByRole('link', { name: 'हिंदी में पढ़ें' }).getAttribute('href')).toBe(
      '/hi/courses/drs-operations-fundamentals',
    );
    await page.goto(`${SITE_URL}/courses/certified-cricket-video-analyst`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Certified Cricket Video Analyst' }).waitFor();
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on a %s: the course and its checkpoint in Hindi, answered in Hindi and passed', async (_, viewport) => {
    const learner = await enrolledLearner(fixture.courseId, { prefix: 'hindi-checkpoint' });
    const session = await loginAs({ email: learner.email });
    const { context, page } = await openPage(browser, { session, viewport });
    await page.goto(`${SITE_URL}/hi/user/courses/${fixture.courseId}`);
    await page.getByText(HINDI.module).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');

    await page.goto(`${SITE_URL}/hi/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/c1`);
    await page.getByRole('heading', { name: HINDI.checkpoint }).first().waitFor();
    await page.getByRole('button', { name: 'चेकपॉइंट शुरू करें' }).click();
    await page.getByRole('heading', { name: HINDI.q1 }).waitFor();
    // The English never shows beside the Hindi: not the question, not its choices.
    expect(await page.getByText('How many stumps make a wicket?').count()).toBe(0);
    expect(await page.getByRole('radio', { name: '3', exact: true }).count()).toBe(0);
    await page.getByRole('radio', { name: 'तीन', exact: true }).check();
    await page.getByRole('button', { name: 'अगला' }).click();
    await page.getByRole('heading', { name: HINDI.q2 }).waitFor();
    await page.getByRole('radio', { name: 'सही', exact: true }).check();
    await page.getByRole('button', { name: 'चेकपॉइंट जमा करें' }).click();
    await page.getByText('आप पास हुए!').waitFor();
    await page.getByText(HINDI.q1).first().waitFor();
    expect(page.url()).toContain('/hi/user/courses/');
    await context.close();
  });
});
