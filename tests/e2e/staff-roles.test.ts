import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AttemptResult } from '../../functions/src/contract';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

/** A learner of the free course submits an essay, which waits in the review queue. */
async function essayIn(f: Fixture, prefix: string): Promise<string> {
  const learner = await enrolledLearner(f.courseId, { prefix });
  const checkpoint = `/user/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/${f.checkpointId}`;
  await api('GET', checkpoint, { token: learner.token });
  const res = await api<AttemptResult>('POST', `${checkpoint}/attempt`, {
    token: learner.token,
    body: { answers: [...f.correct, 'Both arms out: a wide.'], timeSpent: 20 },
  });
  expect(res.body.data.awaitingReview).toBe(true);
  return learner.user.name as string;
}

/** An instructor of course X (decision 0073) signs in and finds X's essays, and only X's, in the back-office. */
describe.skipIf(browserSkipReason !== null)('an instructor in the browser', () => {
  let browser: Browser;
  let instructor: Awaited<ReturnType<typeof newLearner>>;
  let author: Awaited<ReturnType<typeof newLearner>>;
  let courseX: string;
  let learnerOfX: string;
  let learnerOfY: string;

  beforeAll(async () => {
    const [x, y, admin] = await Promise.all([
      createCourseFixture({ price: 0, essay: true }),
      createCourseFixture({ price: 0, essay: true }),
      newAdmin('staff-e2e'),
    ]);
    courseX = x.courseId;
    [instructor, author] = await Promise.all([newLearner('staff-e2e-instructor'), newLearner('staff-e2e-author')]);
    [learnerOfX, learnerOfY] = await Promise.all([essayIn(x, 'staff-e2e-x'), essayIn(y, 'staff-e2e-y')]);
    for (const [staff, body] of [
      [instructor, { instructorOf: [x.courseId], authorOf: [] }],
      [author, { instructorOf: [], authorOf: [x.courseId] }],
    ] as const) {
      const assigned = await api('PUT', `/admin/users/${staff.uid}/staff-courses`, { token: admin.token, body });
      expect(assigned.status).toBe(200);
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const reviewLink = (name: string) => `Review ${name}'s attempt at Checkpoint one`;

  it("signs in, is badged Instructor and reaches only their course's review queue from the menu (desktop)", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${SITE_URL}/login`);
    const panel = page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email', { exact: true }).fill(instructor.email);
    await panel.getByLabel('Password', { exact: true }).fill('secret123');
    await panel.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('button', { name: `Account menu for ${instructor.user.name}` }).click();
    await page.getByRole('menu').getByText('Instructor', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Assignments to mark' }).waitFor();
    await page.getByRole('menuitem', { name: 'Essay reviews' }).click();
    await page.waitForURL(`${SITE_URL}/admin/reviews`);
    await page.getByRole('link', { name: reviewLink(learnerOfX) }).waitFor();
    expect(await page.getByRole('link', { name: reviewLink(learnerOfY) }).count()).toBe(0);
    const tabs = await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allInnerTexts();
    expect(tabs.map((tab) => tab.trim())).toEqual(['Courses', 'Reviews', 'Assignments', 'Questions']);
    await screenshotForReview(page, 'instructor-review-queue');
    await page.getByRole('link', { name: reviewLink(learnerOfX) }).click();
    await page.getByText('Both arms out: a wide.', { exact: false }).waitFor();
    await context.close();
  });

  it('is sent from any other back-office screen to the review queue (phone)', async () => {
    const session = await loginAs(instructor);
    const { context, page } = await openPage(browser, { session, viewport: PHONE });
    await page.goto(`${SITE_URL}/admin/orders`);
    await page.waitForURL(`${SITE_URL}/admin/reviews`);
    await page.getByRole('link', { name: reviewLink(learnerOfX) }).waitFor();
    expect(await page.getByRole('link', { name: reviewLink(learnerOfY) }).count()).toBe(0);
    await screenshotForReview(page, 'instructor-review-queue-phone');
    await context.close();
  });

  it("an author edits their course's text but sees its price and publication as the admin's to change", async () => {
    const session = await loginAs(author);
    const { context, page } = await openPage(browser, { session });
    await page.goto(`${SITE_URL}/admin/courses/edit/${courseX}`);
    const price = page.getByLabel('Price (₹) *');
    await price.waitFor();
    expect(await price.isDisabled()).toBe(true);
    expect(await page.getByLabel('Active (visible in the catalogue)').isDisabled()).toBe(true);
    await page.getByText('Only an administrator can change a price').waitFor();
    await page.getByLabel('Title *').fill('Umpiring signals, revised');
    await page.getByRole('button', { name: 'Update Course' }).click();
    await page.waitForURL(`${SITE_URL}/admin/courses`);
    await page.getByText('Umpiring signals, revised').first().waitFor();
    await context.close();
  });
});
