import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';

/** The learner's own screens follow the address's language (issue 37): /hi/user/courses is in Hindi. */
describe.skipIf(browserSkipReason !== null)('the learner area in Hindi', () => {
  let browser: Browser;
  let session: string;
  let courseId: string;

  beforeAll(async () => {
    const fixture = await createCourseFixture({ price: 0 });
    courseId = fixture.courseId;
    session = await loginAs(await enrolledLearner(courseId, { prefix: 'hindi-learner-area' }));
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  // The desktop's first visit is the app shell's; the phone's is rendered by the server for its learner.
  for (const [device, viewport, forTheServer] of [
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    it(`on a ${device}, my courses under /hi/ speaks Hindi, and its course stays in Hindi`, async () => {
      const { context, page } = await openPage(browser, { session, viewport, forTheServer });
      const response = await page.goto(`${SITE_URL}/hi/user/courses`);
      expect((await response?.text())?.includes('मेरे कोर्स')).toBe(forTheServer);
      await page.getByRole('heading', { level: 1, name: 'मेरे कोर्स' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.title()).toContain('मेरे कोर्स');
      await page.getByRole('progressbar', { name: 'कोर्स में प्रगति' }).waitFor({ state: 'attached' });
      await page.getByText('0% पूरा').waitFor();
      await page.getByText(/^प्रमाणपत्र से पहले: .*चेकपॉइंट पास करना बाकी/).waitFor();
      // Set in the site's Devanagari face, which the app shell carries for every language.
      const faceLoaded = () =>
        page.evaluate(() => {
          let loaded = false;
          document.fonts.forEach((face) => {
            loaded ||= face.family.includes('Noto Sans Devanagari') && face.status === 'loaded';
          });
          return loaded;
        });
      await expect.poll(faceLoaded).toBe(true);
      await screenshotForReview(page, `hindi-my-courses-${device}`);
      const start = page.getByRole('link', { name: 'कोर्स शुरू करें' });
      expect(await start.getAttribute('href')).toBe(`/hi/user/courses/${courseId}`);
      await context.close();
    });
  }

  it('the notes of a course under /hi/ speak Hindi, and lead back to the course in Hindi', async () => {
    const { context, page } = await openPage(browser, { session, viewport: PHONE });
    await page.goto(`${SITE_URL}/hi/user/courses/${courseId}/notes`);
    await page.getByRole('heading', { level: 1, name: 'मेरे नोट्स' }).waitFor();
    await page.getByText('अभी कोई नोट नहीं है।', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'कोर्स पर जाएँ' }).getAttribute('href')).toBe(`/hi/user/courses/${courseId}`);
    expect(await page.getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।').count()).toBe(0);
    await context.close();
  });
});
