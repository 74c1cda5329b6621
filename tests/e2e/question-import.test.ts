import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import {
  browserSkipReason,
  launchBrowser,
  loginAs,
  openPage,
  PHONE,
  screenshotForReview,
  storedSession,
} from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrol } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api, login } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

// Issue 26 in the browser: bulk questions (GIFT import with a named error, fixed), a draw of 5 from
// 12 with shuffling, a learner's retry served other questions, and 1.5× time that the learner's quiz shows.

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

const BROKEN_GIFT = `// Two questions for the umpiring checkpoint
::Sound:: Which system detects an edge by sound? {
=Snickometer
~Hot Spot
~Hawk-Eye

::TF:: Hawk-Eye predicts the ball's path after impact. {T}
`;
const FIXED_GIFT = BROKEN_GIFT.replace('~Hawk-Eye\n', '~Hawk-Eye\n}\n');

const checkpointOf = async (f: Fixture) => (await testDb().collection('modules').doc(f.moduleId).get()).data()!.checkpoints[0];
const editorPath = (f: Fixture) => `/admin/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/c1/questions`;

describe.skipIf(browserSkipReason !== null)('bulk questions, draws and accommodations, in the browser', () => {
  let browser: Browser;
  let adminSession: string;
  let adminToken: string;

  beforeAll(async () => {
    const admin = await newAdmin('bank-author');
    const session = await login(admin.email, 'Admin-secret1');
    adminSession = storedSession(session);
    adminToken = session.token;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const openEditor = async (f: Fixture, viewport?: typeof PHONE) => {
    const opened = await openPage(browser, { session: adminSession, viewport });
    await opened.page.goto(`${SITE_URL}${editorPath(f)}`);
    await opened.page.getByRole('heading', { name: 'Import and export' }).waitFor();
    return opened;
  };
  const preview = (page: Page) => page.getByRole('button', { name: 'Preview' }).click();

  it('an admin imports a GIFT file, fixes the named error and imports it', async () => {
    const f = await createCourseFixture();
    const { context, page } = await openEditor(f);
    await page.getByLabel('Import format').selectOption('gift');
    await page.getByLabel('Questions to import').fill(BROKEN_GIFT);
    await preview(page);
    await page.getByText("Line 2: the '{' is never closed with '}'").waitFor();
    await page.getByText('2 rows read · 1 with problems · 0 duplicates').waitFor();
    expect(await page.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);
    await screenshotForReview(page, 'question-import-error');

    await page.getByLabel('Questions to import').fill(FIXED_GIFT);
    await preview(page);
    await page.getByText('2 rows read · 0 with problems · 0 duplicates').waitFor();
    await page.getByRole('button', { name: 'Import 2 questions' }).click();
    await page.getByText('Imported 2 questions').waitFor();
    await page.getByLabel('Question 3 text *').waitFor();
    expect(await page.getByLabel('Question 3 text *').inputValue()).toBe('Which system detects an edge by sound?');
    expect((await checkpointOf(f)).questions.map((q: { type: string }) => q.type)).toEqual([
      'multiple_choice',
      'true_false',
      'multiple_choice',
      'true_false',
    ]);

    // The same file again: every row is a duplicate, pointed out before anything is saved.
    await page.getByLabel('Import format').selectOption('gift');
    await page.getByLabel('Questions to import').fill(FIXED_GIFT);
    await preview(page);
    await page.getByText('Duplicate of question 3 of the checkpoint').waitFor();
    await screenshotForReview(page, 'question-import-duplicates');
    await context.close();

    const phone = await openEditor(f, PHONE);
    await phone.page.getByLabel('Import format').selectOption('gift');
    await phone.page.getByLabel('Questions to import').fill(BROKEN_GIFT);
    await preview(phone.page);
    await phone.page.getByText("Line 2: the '{' is never closed with '}'").waitFor();
    await screenshotForReview(phone.page, 'question-import-error');
    await phone.context.close();
  });

  it('an admin sets a draw of 5 from 12 with shuffling', async () => {
    const f = await createCourseFixture();
    const csv = [
      'question,type,correctAnswer,tags',
      ...Array.from({ length: 10 }, (_, i) => `Bank question ${i + 1},true_false,True,LBW`),
    ].join('\n');
    const seeded = await api('POST', `/admin/modules/${f.moduleId}/checkpoints/c1/questions/import`, {
      token: adminToken,
      body: { format: 'csv', text: csv, dryRun: false },
    });
    expect(seeded.status).toBe(201);

    const { context, page } = await openEditor(f);
    await page.getByLabel('Questions per attempt').fill('13');
    await page.getByRole('button', { name: 'Save Questions' }).click();
    await page.getByText('Cannot draw 13 questions per attempt from a bank of 12').first().waitFor();
    await page.getByLabel('Questions per attempt').fill('5');
    await page.getByRole('button', { name: 'Draw by tag' }).click();
    await page.getByLabel('Draw 1 tag').fill('LBW');
    await page.getByLabel('Draw 1 count').fill('3');
    await page.getByLabel('Shuffle the questions').check();
    await page.getByLabel('Shuffle multiple-choice options').check();
    await screenshotForReview(page, 'question-draw-settings');
    await page.getByRole('button', { name: 'Save Questions' }).click();
    await page.waitForURL(`${SITE_URL}/admin/courses/${f.courseId}/modules/${f.moduleId}`);
    expect(await checkpointOf(f)).toMatchObject({
      questionsPerAttempt: 5,
      drawByTag: [{ tag: 'LBW', count: 3 }],
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    expect((await checkpointOf(f)).questions).toHaveLength(12);
    await context.close();
  });

  it("a learner's two attempts at a drawn checkpoint show different questions", async () => {
    const f = await createCourseFixture({ maxAttempts: 3 });
    const csv = [
      'question,type,correctAnswer',
      ...Array.from({ length: 10 }, (_, i) => `Pool question ${i + 1},true_false,True`),
    ];
    const seeded = await api('POST', `/admin/modules/${f.moduleId}/checkpoints/c1/questions/import`, {
      token: adminToken,
      body: { format: 'csv', text: csv.join('\n'), dryRun: false },
    });
    expect(seeded.status).toBe(201);
    const moduleRef = testDb().collection('modules').doc(f.moduleId);
    const [checkpoint] = (await moduleRef.get()).data()!.checkpoints;
    await moduleRef.update({ checkpoints: [{ ...checkpoint, questionsPerAttempt: 5, shuffleQuestions: true }] });
    const learner = await newLearner('two-draws');
    await enrol(learner.token, f.courseId, 4999);
    await api('PUT', `/user/courses/${f.courseId}/modules/${f.moduleId}/lessons/l1/progress`, {
      token: learner.token,
      body: { progress: 100, completed: true, timeSpent: 7 },
    });

    const { context, page } = await openPage(browser, {
      session: await loginAs(learner),
    });
    /** Walks the attempt's questions, answering each wrongly, submits it and answers what was served. */
    const takeAttempt = async () => {
      await page.getByRole('button', { name: 'Start checkpoint' }).click();
      await page.getByText('Question 1 of 5').waitFor();
      const served: string[] = [];
      for (let i = 1; i <= 5; i += 1) {
        await page.getByRole('button', { name: `Question ${i}`, exact: true }).click();
        await page.getByText(`Question ${i} of 5`).waitFor();
        served.push(await page.locator('nav[aria-label="Questions"] ~ div h2').innerText());
        const wrong = page.getByRole('radio', { name: 'False' });
        await ((await wrong.count()) ? wrong : page.getByRole('radio', { name: '2', exact: true })).check();
      }
      await page.getByRole('button', { name: 'Submit Checkpoint' }).click();
      await page.getByText('Not Passed').waitFor();
      return served;
    };
    await page.goto(`${SITE_URL}/user/courses/${f.courseId}`);
    await page.getByRole('link', { name: /Checkpoint one/ }).click();
    const first = await takeAttempt();
    await page.getByRole('button', { name: 'Try Again' }).click();
    const second = await takeAttempt();
    expect(new Set(first).size).toBe(5);
    expect(new Set(second).size).toBe(5);
    // Twelve in the bank and five per attempt: the retry is served questions not seen yet.
    expect(second.filter((question) => first.includes(question))).toEqual([]);
    await context.close();
  });

  it("an admin grants 1.5× time and the learner's quiz shows it", async () => {
    const f = await createCourseFixture();
    const learner = await newLearner('extra-time');
    await enrol(learner.token, f.courseId, 4999);
    await api('PUT', `/user/courses/${f.courseId}/modules/${f.moduleId}/lessons/l1/progress`, {
      token: learner.token,
      body: { progress: 100, completed: true, timeSpent: 7 },
    });

    const admin = await openPage(browser, { session: adminSession });
    await admin.page.goto(`${SITE_URL}/admin/courses/${f.courseId}`);
    await admin.page.getByRole('link', { name: 'Accommodations' }).click();
    await admin.page.getByText('No learner in this course has an accommodation.').waitFor();
    await admin.page.getByLabel('Learner').selectOption(learner.uid);
    await admin.page.getByLabel('Time multiplier').fill('5');
    await admin.page.getByRole('button', { name: 'Save accommodation' }).click();
    await admin.page.getByText('The time multiplier must be between 1 and 4').first().waitFor();
    await admin.page.getByLabel('Time multiplier').fill('1.5');
    await admin.page.getByLabel('Why').fill('Assessed need: reading support');
    await admin.page.getByRole('button', { name: 'Save accommodation' }).click();
    await admin.page.getByRole('cell', { name: '1.5× time' }).waitFor();
    await screenshotForReview(admin.page, 'course-accommodations');
    await admin.context.close();

    const phoneAdmin = await openPage(browser, { session: adminSession, viewport: PHONE });
    await phoneAdmin.page.goto(`${SITE_URL}/admin/courses/${f.courseId}/accommodations`);
    await phoneAdmin.page.getByRole('cell', { name: '1.5× time' }).waitFor();
    await screenshotForReview(phoneAdmin.page, 'course-accommodations');
    await phoneAdmin.context.close();

    const learnerSession = await loginAs(learner);
    const quiz = await openPage(browser, { session: learnerSession });
    await quiz.page.goto(`${SITE_URL}/user/courses/${f.courseId}`);
    await quiz.page.getByRole('link', { name: /Checkpoint one/ }).click();
    // Two questions: max(10, 2 × 2) = 10 minutes, 15 with 1.5× time, said before the clock starts.
    await quiz.page.getByText('15 minutes (extended for you)').waitFor();
    await quiz.page.getByRole('button', { name: 'Start checkpoint' }).click();
    await quiz.page.getByText('Time limit: 15:00 (extended)').waitFor();
    await screenshotForReview(quiz.page, 'quiz-extended-time');
    await quiz.context.close();
  });
});
