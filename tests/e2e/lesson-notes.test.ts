import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newLearner } from '../support/sessions';

const NOTES = ['Front foot lands outside the crease', 'Seam upright at release', 'Keeper moves early to leg'];

/**
 * Notes on the video (issue 36): while the lesson plays, N stamps the moment without pausing it; the
 * notes list under the video, take it back to their moment, and export from 'My notes'.
 */
describe.skipIf(browserSkipReason !== null)('notes on a lesson video', () => {
  let browser: Browser;
  let page: Page;
  let session: string;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let uid: string;

  const dialog = () => page.getByRole('dialog', { name: 'Lesson one' });
  const notesList = () =>
    dialog()
      .getByRole('region', { name: /My notes/ })
      .getByRole('listitem');
  const video = () => dialog().locator('video');

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true, noCheckpoints: true });
    const learner = await newLearner('notes-e2e');
    uid = learner.uid;
    const enrolled = await api('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    session = await loginAs(learner);
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { session }));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('takes three notes with N while the video plays, never pausing it, each at its moment', async () => {
    await page.goto(`${SITE_URL}/user/courses/${fixture.courseId}`);
    await page.getByRole('button', { name: /Lesson one/ }).click();
    const player = dialog().getByRole('group', { name: 'Video: Lesson one' });
    await player.waitFor();
    await dialog().getByText('Press N while the video plays').waitFor();
    await player.getByRole('button', { name: 'Play Lesson one' }).click();
    // A quarter of the speed: the 4 s clip plays for 16 s, time enough to type three notes.
    await video().evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 0.25;
    });
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime > 0.2);

    const stamped: number[] = [];
    for (const text of NOTES) {
      await page.keyboard.press('n');
      const field = dialog().getByLabel(/^Note at \d+:\d\d$/);
      await field.waitFor();
      expect(await video().evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      await field.fill(text);
      const saved = page.waitForResponse((res) => res.url().endsWith('/lessons/l1/notes') && res.request().method() === 'POST');
      await field.press('Enter');
      const res = await saved;
      expect(res.status()).toBe(201);
      stamped.push(((await res.json()) as { data: { note: { atSeconds: number } } }).data.note.atSeconds);
      await expect.poll(() => notesList().count()).toBe(stamped.length);
      await page.waitForTimeout(300);
    }
    expect(await video().evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect([...stamped].sort((a, b) => a - b)).toEqual(stamped);
    const texts = await notesList().allInnerTexts();
    NOTES.forEach((text, index) => expect(texts[index]).toContain(text));
    await screenshotForReview(page, 'lesson-notes');
  });

  it("a note's moment takes the video back there, and a note is edited in place", async () => {
    await video().evaluate((element: HTMLVideoElement) => element.pause());
    const first = notesList().first();
    await first.getByRole('button', { name: /^Go to 0:0\d$/ }).click();
    const stored = (await testDb().collection('lessonNotes').where('uid', '==', uid).get()).docs.map((doc) => doc.data());
    const earliest = Math.min(...stored.map((note) => note.atSeconds as number));
    await expect.poll(() => video().evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(earliest, 0);

    await first.getByRole('button', { name: 'Edit note' }).click();
    const field = first.getByRole('textbox');
    await field.fill(`${NOTES[0]}, twice`);
    await field.press('Enter');
    await first.getByText(`${NOTES[0]}, twice`).waitFor();
    expect(await notesList().count()).toBe(3);
  });

  it("'My notes' lists them under their lesson and exports them as Markdown and CSV", async () => {
    await dialog().getByRole('link', { name: 'All my notes in this course' }).click();
    await page.getByRole('heading', { name: 'My notes', level: 1 }).waitFor();
    const module = page.getByRole('region', { name: 'Module one' });
    await module.getByRole('link', { name: 'Lesson one', exact: true }).waitFor();
    expect(await module.getByRole('listitem').count()).toBe(3);
    await screenshotForReview(page, 'my-notes');

    const [markdown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as Markdown' }).click(),
    ]);
    expect(markdown.suggestedFilename()).toMatch(/^fixture-course-\d+-notes\.md$/);
    const text = await readFile((await markdown.path())!, 'utf8');
    expect(text).toContain('### Lesson one');
    expect(text).toContain(`${NOTES[0]}, twice`);
    for (const note of NOTES.slice(1)) expect(text).toMatch(new RegExp(`- \\*\\*0:0\\d\\*\\* ${note}`));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
    const rows = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^Module one,Lesson one,0:0\d,/);

    // A note's moment opens its lesson with the video there.
    const last = module.getByRole('link', { name: /^Lesson one at 0:0\d$/ }).last();
    const moment = Number(/[?&]t=([\d.]+)/.exec((await last.getAttribute('href')) ?? '')?.[1]);
    await last.click();
    await dialog().getByRole('group', { name: 'Video: Lesson one' }).waitFor();
    await expect.poll(() => video().evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(moment, 1);
  });

  it('reads well on a phone', async () => {
    const phone = await openPage(browser, { session, viewport: PHONE });
    await phone.page.goto(`${SITE_URL}/user/courses/${fixture.courseId}/notes`);
    await phone.page.getByRole('button', { name: 'Export as CSV' }).waitFor();
    await screenshotForReview(phone.page, 'my-notes');
    await phone.page.goto(`${SITE_URL}/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`);
    await phone.page
      .getByRole('region', { name: /My notes/ })
      .getByRole('listitem')
      .first()
      .waitFor();
    await screenshotForReview(phone.page, 'lesson-notes');
    await phone.page.close();
  });

  it('passes axe on My notes and on a lesson with its notes, desktop and phone', async () => {
    const lesson = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`;
    expect(await a11yViolationsOver(browser, [`/user/courses/${fixture.courseId}/notes`, lesson], { session })).toEqual({});
  });
});
