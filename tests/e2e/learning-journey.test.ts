import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, newPage } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL, uniqueEmail } from '../support/env';
import { register, testClientAddress } from '../support/http';

/** A learner buys a course, completes a lesson, fails and then passes a checkpoint, and checks the certificate. */
describe.skipIf(browserSkipReason !== null)('learning journey in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;

  beforeAll(async () => {
    fixture = await createCourseFixture();
    const session = await register('Meera Iyer', uniqueEmail('journey-learner'));
    browser = await launchBrowser();
    let context;
    ({ context, page, errors } = await newPage(browser));
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
    const stored = JSON.stringify({ ...session, expiresAt: Date.now() + 55 * 60 * 1000 });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', value);
    }, stored);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor without a session is sent to /join from the learner area', async () => {
    const { context, page: visitor } = await newPage(browser);
    await visitor.goto(`${SITE_URL}/user/courses`);
    await visitor.waitForURL(`${SITE_URL}/join`);
    await context.close();
  });

  it('the course page shows the price card; Pay & Enroll enrols after the processing delay', async () => {
    await page.goto(`${SITE_URL}/courses/${fixture.courseId}`);
    await page.getByRole('heading', { name: /Fixture course/ }).waitFor();
    await page.getByText('₹4,999').waitFor();
    await page.getByText('4.8/5').waitFor();
    await page.getByText('30-day money-back guarantee').waitFor();
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in course' });
    await dialog.getByText('Meera Iyer').waitFor();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry').fill('12/29');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay & Enroll' }).click();
    await dialog.getByText('Enrolled Successfully').waitFor({ timeout: 10_000 });
    await page.getByText('Enrollment successful! Welcome to the course.').waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Continue Learning' }).click();
    await page.waitForURL(`${SITE_URL}/user/courses/${fixture.courseId}`);
  });

  it('a lesson opens in a modal and Mark as Complete counts towards progress', async () => {
    await page.getByRole('button', { name: /Lesson one/ }).click();
    const lesson = page.getByRole('dialog', { name: 'Lesson one' });
    await lesson.getByRole('group', { name: 'Video: Lesson one' }).waitFor();
    await lesson.getByRole('button', { name: 'Mark as Complete' }).click();
    await lesson.waitFor({ state: 'detached' });
    await page.getByText('50% complete').waitFor();
  });

  it('a failed checkpoint shows the review and Try Again; a passed one completes the course', async () => {
    await page.getByRole('link', { name: /Checkpoint one/ }).click();
    await page.getByText('Question 1 of 2').waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/\b(9|10):\d\d\b/);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '2', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 2 of 2').waitFor();
    await page.getByRole('radio', { name: 'False' }).check();
    await page.getByRole('button', { name: 'Submit Checkpoint' }).click();
    await page.getByRole('heading', { name: 'Checkpoint Results' }).waitFor();
    await page.getByText('Not Passed').waitFor();
    await page.getByText('Passing Score: 70%').waitFor();
    await page.getByText('Question Review').waitFor();
    expect(await page.getByText('Correct answer:').count()).toBe(2);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('radio', { name: '3', exact: true }).check();
    await page.getByRole('button', { name: 'Question 2' }).click();
    await page.getByRole('radio', { name: 'True' }).check();
    await page.getByRole('button', { name: 'Submit Checkpoint' }).click();
    await page.getByText('Passed!').waitFor();
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Course' }).click();
    await page.getByText('100% complete').waitFor();
  });

  it('the certificate verifies publicly', async () => {
    await page.getByRole('link', { name: 'View your certificate' }).click();
    await page.getByText('Certificate Verified').waitFor();
    await page.getByRole('heading', { name: 'Certificate of Completion' }).waitFor();
    await page.getByText('Meera Iyer').waitFor();
    await page.getByText('Verification Details').waitFor();
    await page.goto(`${SITE_URL}/verify-certificate/0123456789abcdef0123456789abcdef`);
    await page.getByRole('heading', { name: 'Certificate Not Found' }).waitFor();
    await page.goto(`${SITE_URL}/courses/no-such-course`);
    await page.getByRole('heading', { name: 'Course Not Found' }).waitFor();
    expect(errors.filter((e) => !e.includes('Could not load the course'))).toEqual([]);
  });
});
