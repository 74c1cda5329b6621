import { readFile } from 'node:fs/promises';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { STATISTICS_QUESTIONS } from '../support/questions';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

const QUESTIONS = STATISTICS_QUESTIONS.slice(0, 2);

/** Issue 26 in Chromium: the question editor shows the item statistics; the course report is on screen and downloads. */
describe.skipIf(browserSkipReason !== null)('exam statistics and the course report, in the browser', () => {
  let browser: Browser;
  let f: Awaited<ReturnType<typeof createCourseFixture>>;
  let adminSession: string;
  const emails: string[] = [];

  beforeAll(async () => {
    f = await createCourseFixture({ price: 0 });
    const admin = await newAdmin('exam-reports');
    adminSession = await loginAs(admin);
    const saved = await api('PUT', `/admin/modules/${f.moduleId}`, {
      token: admin.token,
      body: {
        title: 'Module one',
        description: 'The only module',
        completionCriteria: 'all_checkpoints',
        lessons: [],
        checkpoints: [{ uid: 'c1', title: 'Final test', passingScore: 70, order: 1, questions: QUESTIONS }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answers = [
      ['3', 'True'],
      ['3', 'False'],
      ['2', 'False'],
    ];
    for (const [i, given] of answers.entries()) {
      const learner = await newLearner(`report-${i + 1}`);
      emails.push(learner.email);
      await api('POST', '/enrollments', {
        token: learner.token,
        body: { courseId: f.courseId, paymentMethod: 'card', amount: 0 },
      });
      const path = `/user/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/c1`;
      await api('GET', path, { token: learner.token });
      const graded = await api('POST', `${path}/attempt`, { token: learner.token, body: { answers: given, timeSpent: 20 } });
      expect(graded.status).toBe(200);
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const editorPath = () => `/admin/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/c1/questions`;
  const reportPath = () => `/admin/courses/${f.courseId}/report`;

  it('the question editor shows the checkpoint figures and each question’s, with the option picks', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { context, page } = await openPage(browser, { session: adminSession, viewport });
      await page.goto(`${SITE_URL}${editorPath()}`);
      const summary = page.getByRole('region', { name: 'Statistics' });
      await summary.waitFor();
      // Scores 100, 50, 0: a third pass, mean and median 50.
      await expect.poll(() => summary.getByText('Pass rate').locator('..').textContent()).toBe('Pass rate33%');
      expect(await summary.getByText('Median score').locator('..').textContent()).toBe('Median score50%');
      // Three attempts: the figures say they are a first sign, not settled.
      expect(await summary.getByRole('note').textContent()).toMatch(/^Only 3 attempts so far: below 30/);
      const first = page.getByRole('group', { name: 'Question statistics' }).first();
      expect(await first.getByText('Facility').locator('..').textContent()).toBe('Facility0.67');
      await first.getByText('Seen 3 times: a small sample.').waitFor();
      const picks = first.getByRole('list', { name: 'Option picks' });
      expect(await picks.getByRole('listitem').allTextContents()).toEqual(['32 picks', '21 pick', '40 picks']);
      await screenshotForReview(page, 'question-editor-statistics');
      await context.close();
    }
  });

  it('the report is reached from the course, sorts, and downloads as CSV', async () => {
    const { context, page } = await openPage(browser, { session: adminSession });
    await page.goto(`${SITE_URL}/admin/courses/${f.courseId}`);
    await page.getByRole('link', { name: 'Learner report' }).click();
    const table = page.getByRole('table', { name: 'Learners' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    for (const email of emails) await table.getByText(email).waitFor();
    // Sorted by the checkpoint's best score, highest first: the learner who scored 100 leads.
    await table.getByRole('button', { name: 'Final test' }).click();
    await table.getByRole('button', { name: 'Final test' }).click();
    expect(await table.getByRole('columnheader', { name: 'Final test' }).getAttribute('aria-sort')).toBe('descending');
    expect(await table.getByRole('row').nth(1).textContent()).toContain(emails[0]);
    await screenshotForReview(page, 'course-report');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fixture-course-\d+-report\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Name,Email,Enrolled on,Progress %,Final test: best score %,Final test: attempts');
    for (const email of emails) expect(csv).toContain(email);
    await context.close();

    const phone = await openPage(browser, { session: adminSession, viewport: PHONE });
    await phone.page.goto(`${SITE_URL}${reportPath()}`);
    await phone.page.getByRole('table', { name: 'Learners' }).waitFor();
    await screenshotForReview(phone.page, 'course-report');
    await phone.context.close();
  });

  it('both screens have no serious accessibility violation, on desktop or phone', async () => {
    const found = await a11yViolationsOver(browser, [editorPath(), reportPath()], { session: adminSession });
    expect(found).toEqual({});
  });
});
