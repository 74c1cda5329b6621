import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LessonPosition } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newLearner } from '../support/sessions';

/** The fixture's lesson video is 4 s of H.264 at 25 fps, so one frame is 0.04 s. */
const FRAME = 1 / 25;

const videoOf = (player: Locator) => player.locator('video');
const currentTime = (player: Locator) => videoOf(player).evaluate((video: HTMLVideoElement) => video.currentTime);
const activeName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** The second lesson's text as an author writes it: Markdown, and a self-check kept apart from it. */
const READING = [
  'Every debrief should answer **three** questions:',
  '',
  '- What happened?',
  '- Why did it happen?',
  '- What do we do next?',
  '',
  'Step through a review with `,` and `.` while paused.',
].join('\n');
const SELF_CHECK = [
  {
    question: 'Pitched outside leg, hitting middle stump. On-field: out.',
    options: ['Out', 'Not out', 'The on-field call stands'],
    answer: 'Not out',
    explanation: 'A ball pitching outside leg cannot be LBW.',
  },
];

/**
 * A learner studies a lesson video with the analyst's controls, leaves, and comes back to where they
 * were; lessons have addresses, Previous and Next, and Markdown text with a self-check.
 */
describe.skipIf(browserSkipReason !== null)('the lesson video player', () => {
  let browser: Browser;
  let page: Page;
  let session: string;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let token: string;
  let pausedAt = 0;

  const coursePath = () => `${SITE_URL}/user/courses/${fixture.courseId}`;
  const positionPath = () => `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1/position`;

  async function openLesson(target: Page) {
    await target.goto(coursePath());
    await target.getByRole('button', { name: /Lesson one/ }).click();
    const player = target.getByRole('dialog', { name: 'Lesson one' }).getByRole('group', { name: 'Video: Lesson one' });
    await player.waitFor();
    await target.waitForFunction(
      () => ((document.querySelector('[role="dialog"] video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1,
    );
    return player;
  }

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true });
    const moduleRef = testDb().collection('modules').doc(fixture.moduleId);
    const lessons = (await moduleRef.get()).get('lessons') as Array<{
      content: Record<string, unknown>;
      [field: string]: unknown;
    }>;
    lessons[1] = { ...lessons[1], type: 'quiz', content: { ...lessons[1].content, content: READING }, selfCheck: SELF_CHECK };
    await moduleRef.update({ lessons });
    const learner = await newLearner('player');
    token = learner.token;
    const enrolled = await api('POST', '/enrollments', {
      token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    session = await loginAs(learner);
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { session }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('every control is reached by Tab, named, and shows a focus ring', async () => {
    const player = await openLesson(page);
    expect(await page.getByRole('button', { name: /^Resume at/ }).count()).toBe(0);
    await player.focus();
    const reached: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await player.evaluate((frame) => frame.contains(document.activeElement));
      if (!inside) break;
      const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
      const name = await activeName(page);
      expect(ring, name).not.toBe('none');
      reached.push(name);
    }
    expect(reached).toEqual([
      'Play Lesson one',
      'Seek',
      'Play',
      'Back 10 seconds',
      'Forward 10 seconds',
      'Previous frame',
      'Next frame',
      'Mute',
      'Volume',
      'Playback speed',
      'Keyboard shortcuts',
      'Fullscreen',
    ]);
  });

  it('plays at a chosen speed, and steps single frames while paused', async () => {
    const player = page.getByRole('group', { name: 'Video: Lesson one' });
    await player.getByLabel('Playback speed').selectOption('0.5');
    expect(await videoOf(player).evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(0.5);
    await player.getByRole('button', { name: 'Play Lesson one' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime > 1.2);

    await player.focus();
    const saved = page.waitForResponse((res) => res.url().endsWith('/position') && res.request().method() === 'PUT');
    await page.keyboard.press('k');
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect((await saved).status()).toBe(200);
    pausedAt = await currentTime(player);
    expect(pausedAt).toBeGreaterThan(1.2);
    expect(pausedAt).toBeLessThan(3.5);

    await page.keyboard.press('.');
    await expect.poll(() => currentTime(player)).toBeCloseTo(pausedAt + FRAME, 2);
    await page.keyboard.press(',');
    await page.keyboard.press(',');
    await expect.poll(() => currentTime(player)).toBeCloseTo(pausedAt - FRAME, 2);
    await page.keyboard.press('.');
    await expect.poll(() => currentTime(player)).toBeCloseTo(pausedAt, 2);
    expect(await videoOf(player).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    // The speed holds across pause and play.
    expect(await player.getByLabel('Playback speed').inputValue()).toBe('0.5');
  });

  it('opens the shortcuts help with ? and closes it with Escape, returning focus', async () => {
    const player = page.getByRole('group', { name: 'Video: Lesson one' });
    await player.focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.getByText('Previous or next frame (pauses first)').waitFor();
    expect(await activeName(page)).toBe('Close keyboard shortcuts');
    await screenshotForReview(page, 'lesson-player-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // Escape closed the help alone, not the lesson around it.
    await page.getByRole('dialog', { name: 'Lesson one' }).waitFor();
    await expect.poll(() => player.evaluate((frame) => frame === document.activeElement)).toBe(true);

    // From its button too: focus comes back to the button.
    await player.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
    await page.keyboard.press('Enter');
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => activeName(page)).toBe('Keyboard shortcuts');
  });

  it('the position is saved on the server; after a reload the lesson offers to resume there', async () => {
    const stored = await api<LessonPosition>('GET', positionPath(), { token });
    expect(stored.body.data.position).toBeCloseTo(pausedAt, 2);
    expect(stored.body.data.duration).toBeCloseTo(4, 1);

    await page.reload();
    const player = await openLesson(page);
    const resume = player.getByRole('button', { name: `Resume at 0:0${Math.floor(pausedAt)}` });
    await resume.waitFor();
    await player.getByRole('button', { name: 'Start over' }).waitFor();
    await screenshotForReview(page, 'lesson-player-resume');
    await resume.click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    const resumedAt = await currentTime(player);
    expect(resumedAt).toBeGreaterThanOrEqual(pausedAt - 0.01);
    expect(resumedAt).toBeLessThan(pausedAt + 1);
    await player.focus();
    await page.keyboard.press('k');
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await screenshotForReview(page, 'lesson-player-paused');
  });

  it('on a phone the player fits the lesson, with resume and start over', async () => {
    const { context, page: phone } = await openPage(browser, { session, viewport: PHONE });
    const player = await openLesson(phone);
    await player.getByRole('button', { name: /^Resume at 0:0\d$/ }).waitFor();
    await screenshotForReview(phone, 'lesson-player-resume');
    await player.getByRole('button', { name: 'Start over' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await currentTime(player)).toBeLessThan(1);
    await player.focus();
    await phone.keyboard.press('k');
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const overflow = await player.evaluate((frame) => frame.scrollWidth - frame.clientWidth);
    expect(overflow).toBe(0);
    await screenshotForReview(phone, 'lesson-player-paused');
    await context.close();
  });

  const lessonUrl = (lessonId: string) => `${coursePath()}/modules/${fixture.moduleId}/lessons/${lessonId}`;

  it('a lesson has its own address; Next and Previous move between lessons; its text is Markdown with a self-check', async () => {
    await page.goto(lessonUrl('l1'));
    const first = page.getByRole('dialog', { name: 'Lesson one' });
    await first.getByRole('group', { name: 'Video: Lesson one' }).waitFor();
    await screenshotForReview(page, 'lesson-modal');
    expect(await first.getByRole('link', { name: /^Previous/ }).count()).toBe(0);
    await first.getByRole('link', { name: 'Next Lesson two' }).click();

    const second = page.getByRole('dialog', { name: 'Lesson two' });
    // The text's renderer may arrive after the self-check: wait for the text's own list.
    await second.getByRole('listitem').filter({ hasText: 'What happened?' }).waitFor();
    expect(page.url()).toBe(lessonUrl('l2'));
    expect(await second.getByRole('listitem').allInnerTexts()).toEqual([
      'What happened?',
      'Why did it happen?',
      'What do we do next?',
      expect.stringContaining('Pitched outside leg'),
    ]);
    expect(await second.locator('strong').innerText()).toBe('three');
    expect(await second.locator('code').allInnerTexts()).toEqual([',', '.']);
    expect(await second.getByText('cannot be LBW').count()).toBe(0);

    const check = second.getByRole('button', { name: 'Check answer' });
    expect(await check.isDisabled()).toBe(true);
    await second.getByRole('radio', { name: 'Not out', exact: true }).check();
    await check.click();
    await second.getByRole('status').filter({ hasText: 'Correct.' }).waitFor();
    await second.getByText('A ball pitching outside leg cannot be LBW.').waitFor();
    await screenshotForReview(page, 'lesson-modal-text');
    // After the last lesson comes the module's checkpoint, on its own page.
    expect(await second.getByRole('link', { name: 'Next Checkpoint one' }).getAttribute('href')).toBe(
      `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/c1`,
    );

    await second.getByRole('link', { name: 'Previous Lesson one' }).click();
    await first.waitFor();
    expect(page.url()).toBe(lessonUrl('l1'));
    // Opened by its address, the lesson closes onto the course page.
    await first.getByRole('button', { name: 'Close lesson' }).click();
    await first.waitFor({ state: 'detached' });
    expect(page.url()).toBe(coursePath());
    await page.getByRole('button', { name: /Lesson two/ }).waitFor();
  });

  it('on a phone the lesson is full screen; Mark as Complete keeps the outline in place and offers the next step; Back closes it', async () => {
    const { context, page: phone } = await openPage(browser, { session, viewport: PHONE });
    await phone.goto(coursePath());
    const lessonTwo = phone.getByRole('button', { name: /Lesson two/ });
    await lessonTwo.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const scrolled = await phone.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await lessonTwo.click();

    const lesson = phone.getByRole('dialog', { name: 'Lesson two' });
    await lesson.getByRole('button', { name: 'Mark as Complete' }).waitFor();
    expect(phone.url()).toBe(lessonUrl('l2'));
    const box = await lesson.boundingBox();
    expect(box && [box.x, box.width]).toEqual([0, PHONE.width]);
    await screenshotForReview(phone, 'lesson-modal-text');

    await lesson.getByRole('button', { name: 'Mark as Complete' }).click();
    await lesson.getByRole('status').filter({ hasText: 'Completed' }).waitFor();
    const next = lesson.getByRole('link', { name: 'Next Checkpoint one' });
    await expect.poll(() => next.evaluate((link) => link === document.activeElement)).toBe(true);
    await screenshotForReview(phone, 'lesson-modal-completed');

    await phone.goBack();
    await lesson.waitFor({ state: 'detached' });
    expect(phone.url()).toBe(coursePath());
    await lessonTwo.getByLabel('Completed').waitFor();
    expect(await phone.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await phone.getByRole('button', { name: /Lesson one/ }).isVisible()).toBe(true);
    await context.close();
  });

  it("a lesson's address shows nothing of a course the learner is not enrolled in", async () => {
    await page.goto(`${SITE_URL}/user/courses/certified-cricket-video-analyst/modules/cva-m1/lessons/m1-l4`);
    await page.getByRole('heading', { name: 'Course Not Found' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('match-day').count()).toBe(0);
  });
});
