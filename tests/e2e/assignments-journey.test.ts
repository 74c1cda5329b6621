import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { pdfBytes } from '../support/media-fixtures';
import { newAdmin, newLearner } from '../support/sessions';

const ANSWER = 'Ball 1: wide, signalled late.\nBall 2: dot ball, beaten outside off.';
const FEEDBACK = 'Clear and in order. Name the bowler on each ball next time.';

/** Issue 39: an assignment lesson is handed in, an instructor marks it against its rubric, the learner reads the mark. */
describe.skipIf(browserSkipReason !== null)('an assignment handed in and marked, in the browser', () => {
  let browser: Browser;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let learnerSession: string;
  let instructorSession: string;
  let learnerName: string;
  let lessonUrl: string;

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, allLessons: true, noCheckpoints: true, assignment: { requirePass: true } });
    const [learner, instructor, admin] = await Promise.all([
      newLearner('assignment-journey'),
      newLearner('assignment-marker'),
      newAdmin('assignment-admin'),
    ]);
    learnerName = learner.user.name;
    const assigned = await api('PUT', `/admin/users/${instructor.uid}/staff-courses`, {
      token: admin.token,
      body: { instructorOf: [fixture.courseId], authorOf: [] },
    });
    expect(assigned.status).toBe(200);
    const enrolled = await api('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    [learnerSession, instructorSession] = [await loginAs(learner), await loginAs(instructor)];
    lessonUrl = `${SITE_URL}/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/a1`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the learner reads what is asked and how it is marked, and hands in an answer and a file', async () => {
    const { context, page } = await openPage(browser, { session: learnerSession });
    await page.goto(lessonUrl);
    const dialog = page.getByRole('dialog', { name: 'Brief the third umpire' });
    await dialog.getByRole('heading', { name: 'Your assignment' }).waitFor();
    await dialog.getByText('Passes at 6 of 10 points').waitFor();
    await dialog.getByText('Up to 3 files, PDF or images (JPEG, PNG, WebP), 10 MB each').waitFor();
    await dialog.getByText('Accuracy of the tagged events').waitFor();
    // Completed by a pass, not by a button.
    expect(await dialog.getByRole('button', { name: 'Mark as Complete' }).count()).toBe(0);
    await screenshotForReview(page, 'assignment-hand-in');

    await dialog.getByLabel('Your answer').fill(ANSWER);
    await dialog.getByLabel('Files').setInputFiles({ name: 'briefing.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await dialog.getByRole('button', { name: 'Hand in', exact: true }).click();
    await dialog.getByText('Your submission is waiting for your instructor to mark it.').waitFor();
    await dialog.getByRole('article', { name: 'Attempt 1 of 3' }).getByText('Awaiting mark').waitFor();
    await screenshotForReview(page, 'assignment-awaiting-mark');
    await context.close();
  });

  it('the instructor finds it in the queue, reads the work beside the rubric and marks it', async () => {
    const { context, page } = await openPage(browser, { session: instructorSession });
    await page.goto(`${SITE_URL}/admin/assignments`);
    const row = page.getByRole('link', { name: `Mark ${learnerName}'s attempt 1 at Brief the third umpire` });
    await row.waitFor();
    await screenshotForReview(page, 'admin-assignments-queue');
    await row.click();
    await page.getByText('Ball 1: wide, signalled late.', { exact: false }).waitFor();
    await page.getByRole('link', { name: /briefing\.pdf/ }).waitFor();
    await screenshotForReview(page, 'admin-mark-assignment');
    await page.getByLabel('Accuracy of the tagged events (out of 6)').fill('5');
    await page.getByLabel('Clarity of the briefing (out of 4)').fill('3');
    await page.getByText('Total 8 / 10', { exact: false }).waitFor();
    await page.getByLabel('Feedback').fill(FEEDBACK);
    await page.getByRole('button', { name: 'Save mark' }).click();
    await page.getByText('Mark saved').waitFor();
    await screenshotForReview(page, 'admin-assignment-marked');
    await context.close();
  });

  it('the learner sees the mark and the feedback, and the lesson is complete; on a phone too', async () => {
    const { context, page } = await openPage(browser, { session: learnerSession, viewport: PHONE });
    await page.goto(lessonUrl);
    const dialog = page.getByRole('dialog', { name: 'Brief the third umpire' });
    const attempt = dialog.getByRole('article', { name: 'Attempt 1 of 3' });
    await attempt.getByText('Passed').waitFor();
    await attempt.getByText('8 / 10 points').waitFor();
    await attempt.getByText(FEEDBACK).waitFor();
    await dialog.getByText('Your submission passed: there is nothing more to hand in.').waitFor();
    await dialog.getByText('Completed').waitFor();
    await screenshotForReview(page, 'assignment-passed');
    await context.close();
  });

  it('the hand-in and marking screens have no serious accessibility violation, on desktop or phone', async () => {
    const found = await a11yViolationsOver(browser, ['/admin/assignments?show=marked'], { session: instructorSession });
    expect(found).toEqual({});
    const learner = await a11yViolationsOver(browser, [lessonUrl.replace(SITE_URL, '')], { session: learnerSession });
    expect(learner).toEqual({});
  });
});
