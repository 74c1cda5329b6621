import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { linkIn, waitForMail } from '../support/mail';
import { newAdmin, newLearner } from '../support/sessions';

const TITLE = 'Is this ball a wide?';
const ANSWER = 'No: the batter moved across, so the umpire judges it from where the batter ended up.';

/**
 * Questions under a lesson (issue 36): a learner asks at the moment of the video playing, the course's
 * instructor answers from the back-office, the learner is told by mail and reads the marked answer.
 */
describe.skipIf(browserSkipReason !== null)('a question under a lesson', () => {
  let browser: Browser;
  let page: Page;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let learner: Awaited<ReturnType<typeof newLearner>>;
  let learnerSession: string;
  let instructorSession: string;

  const dialog = () => page.getByRole('dialog', { name: 'Lesson one' });
  const questions = () => dialog().getByRole('region', { name: /^Questions/ });

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true, noCheckpoints: true });
    learner = await enrolledLearner(fixture.courseId, { prefix: 'asks-e2e', verified: true });
    const instructor = await newLearner('answers-e2e', { verified: true });
    const admin = await newAdmin('questions-e2e');
    const assigned = await api('PUT', `/admin/users/${instructor.uid}/staff-courses`, {
      token: admin.token,
      body: { instructorOf: [fixture.courseId], authorOf: [] },
    });
    expect(assigned.status).toBe(200);
    learnerSession = await loginAs(learner);
    instructorSession = await loginAs(instructor);
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { session: learnerSession }));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('a learner asks about the moment of the video playing, with one click', async () => {
    await page.goto(`${SITE_URL}/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`);
    const player = dialog().getByRole('group', { name: 'Video: Lesson one' });
    await player.getByRole('button', { name: 'Play Lesson one' }).click();
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime > 2.1);
    await player.locator('video').evaluate((video: HTMLVideoElement) => video.pause());

    await questions().getByText('No questions on this lesson yet').waitFor();
    await questions().getByRole('button', { name: 'Ask a question' }).click();
    const moment = questions().getByRole('checkbox', { name: /^About the moment 0:0[2-3] of the video$/ });
    expect(await moment.isChecked()).toBe(true);
    await questions().getByLabel('Title').fill(TITLE);
    await questions().getByLabel('Your question').fill('The ball passes outside the tramline. See https://example.com/law-22');
    await questions().getByRole('button', { name: 'Post question' }).click();

    const thread = questions().getByRole('article').filter({ hasText: TITLE });
    await thread.waitFor();
    expect(await thread.getByRole('button', { name: /^at 0:0[2-3]$/ }).count()).toBe(1);
    expect(await thread.getByRole('link', { name: 'https://example.com/law-22' }).getAttribute('rel')).toContain('nofollow');
    await screenshotForReview(page, 'lesson-question');
  });

  it("the course's instructor answers it from the back-office's Questions", async () => {
    const staff = await openPage(browser, { session: instructorSession });
    await staff.page.goto(`${SITE_URL}/admin/questions`);
    await staff.page.getByRole('heading', { name: 'Questions', level: 2 }).waitFor();
    const thread = staff.page.getByRole('article').filter({ hasText: TITLE });
    await thread.waitFor();
    await thread.getByLabel('Your answer').fill(ANSWER);
    await thread.getByRole('button', { name: 'Post answer' }).click();
    // Answered, it leaves the list of questions waiting for an answer.
    await staff.page.getByText('Every question in your courses has an answer.').waitFor();
    await screenshotForReview(staff.page, 'staff-questions');
    await staff.page.close();
  });

  it("the learner is told by mail, opens the lesson from it and reads the instructor's marked answer", async () => {
    const [mail] = await waitForMail(learner.email, { filter: (m) => m.subject === `Your instructor answered: ${TITLE}` });
    const link = linkIn(mail, 'http');
    expect(new URL(link).pathname).toBe(`/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`);
    await page.goto(`${SITE_URL}${new URL(link).pathname}`);
    const thread = questions().getByRole('article').filter({ hasText: TITLE });
    await thread.getByText(ANSWER).waitFor();
    expect(await thread.getByText('Instructor', { exact: true }).count()).toBe(1);
    expect(await thread.getByText('Answered', { exact: true }).count()).toBe(1);
    await thread.getByRole('button', { name: 'Mark resolved' }).click();
    await thread.getByText('Resolved', { exact: true }).waitFor();
  });

  it('reads well on a phone and passes axe', async () => {
    const phone = await openPage(browser, { session: learnerSession, viewport: PHONE });
    await phone.page.goto(`${SITE_URL}/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`);
    await phone.page.getByRole('article').filter({ hasText: TITLE }).waitFor();
    await screenshotForReview(phone.page, 'lesson-question');
    await phone.page.close();
    const lesson = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`;
    expect(await a11yViolationsOver(browser, [lesson], { session: learnerSession })).toEqual({});
    expect(await a11yViolationsOver(browser, ['/admin/questions?show=all'], { session: instructorSession })).toEqual({});
  });
});
