import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  browserSkipReason,
  DESKTOP,
  loginAs,
  launchBrowser,
  openPage,
  PHONE,
  screenshotForReview,
  waitForHydration,
} from '../support/browser';
import { enrolledLearner } from '../support/enrol';
import { SITE_URL } from '../support/env';

/** The seeded Hindi course (decision 0095): its first module, and its video lesson, have Hindi versions. */
const COURSE = 'drs-operations-fundamentals';
const HINDI = {
  course: 'डीआरएस संचालन की बुनियाद',
  module: 'समीक्षा की प्रक्रिया और बॉल ट्रैकिंग',
  lesson: 'शुरू से अंत तक एक समीक्षा',
  text: 'जाँचों का क्रम ध्यान से देखिए।',
};

/** The interface's English that must not show on a Hindi screen (the content's own words aside). */
const ENGLISH_CHROME =
  /My courses|My notes|Overall progress|% complete|Before your certificate|Module \d|\d+\/\d+ lessons|Completed|Checkpoint|questions · pass|Mark as Complete|Add note|Ask a question|Questions|Open the document|Previous|Next\b|Close lesson|Video:|Play|Pause|Volume|Mute|Fullscreen|Keyboard shortcuts|Playback speed|Seek|seconds|frame/;

/** Every name the interface gives its controls without showing it: labels, titles, placeholders. */
const hiddenNames = (area: Locator) =>
  area.evaluate((root) =>
    Array.from(root.querySelectorAll('[aria-label], [title], [placeholder], [aria-valuetext]')).flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'aria-valuetext'].map((name) => el.getAttribute(name) ?? '').filter(Boolean),
    ),
  );

/**
 * A learner takes the Hindi course under /hi/ (issue 37), in Chromium on a desktop and a phone: the
 * course view, its lesson dialog, the notes and questions under the video, and the player's controls
 * all speak Hindi, and none of the interface's English is left.
 */
describe.skipIf(browserSkipReason !== null)('a lesson of the Hindi course, in Hindi', () => {
  let browser: Browser;
  let session: string;

  beforeAll(async () => {
    // One learner for both screens: the course has few seats, and each run takes one.
    const learner = await enrolledLearner(COURSE, { prefix: 'hindi-lessons', amount: 4999 });
    session = await loginAs({ email: learner.email });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  // The phone's first visit is rendered by the server for its learner; the desktop's is the app shell's.
  for (const [device, viewport, forTheServer] of [
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    it(`on a ${device}: the course view, the lesson and its player in Hindi`, async () => {
      const { context, page } = await openPage(browser, { session, viewport, forTheServer });
      const response = await page.goto(`${SITE_URL}/hi/user/courses/${COURSE}`);
      if (forTheServer) {
        const html = (await response?.text()) ?? '';
        expect(html).toContain('कुल प्रगति');
        expect(html).not.toContain('Overall progress');
      }
      await page.getByRole('heading', { level: 1, name: HINDI.course }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      // A page of its own in Hindi, not the English one under the fallback's note.
      expect(await page.getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।', { exact: false }).count()).toBe(0);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'मेरे कोर्स' }).waitFor();
      await main.getByRole('link', { name: 'मेरे नोट्स' }).waitFor();
      await main.getByRole('progressbar', { name: 'कुल प्रगति' }).waitFor({ state: 'attached' });
      await main.getByText(/^\d+% पूरा$/).waitFor();
      await main.getByText(/आपके प्रमाणपत्र से पहले: .*चेकपॉइंट पास करना बाकी/).waitFor();
      await main.getByText('मॉड्यूल 1', { exact: true }).waitFor();
      await main.getByText(HINDI.module).waitFor();
      await main
        .getByText(/^\d\/2 पाठ$/)
        .first()
        .waitFor();
      const row = main.getByRole('button', { name: new RegExp(HINDI.lesson) });
      expect(await row.textContent()).toContain('वीडियो · 5 मिनट');
      await main
        .getByText(/^चेकपॉइंट · \d+ प्रश्न · पास होने के लिए \d+%/)
        .first()
        .waitFor();
      await waitForHydration(page);
      expect(await main.innerText()).not.toMatch(ENGLISH_CHROME);
      for (const name of await hiddenNames(main)) expect(name).not.toMatch(/[A-Za-z]{2,}/);
      await screenshotForReview(page, `hindi-course-view-${device}`);

      await row.click();
      const dialog = page.getByRole('dialog', { name: HINDI.lesson });
      await dialog.getByText(HINDI.text).waitFor();
      await dialog.getByRole('button', { name: 'पाठ बंद करें' }).waitFor();
      await dialog.getByRole('button', { name: 'पूरा हुआ चिह्नित करें' }).waitFor();
      await dialog.getByRole('navigation', { name: 'पाठ' }).getByRole('link', { name: /^अगला/ }).waitFor();
      await dialog.getByRole('heading', { level: 3, name: 'मेरे नोट्स' }).waitFor();
      await dialog.getByRole('heading', { level: 3, name: /^प्रश्न/ }).waitFor();

      // The lecture plays from its controls, each named in Hindi.
      const player = dialog.getByRole('group', { name: `वीडियो: ${HINDI.lesson}` });
      await player.getByRole('button', { name: `${HINDI.lesson} चलाएँ` }).click();
      await player.getByRole('button', { name: 'रोकें' }).waitFor();
      await expect
        .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0.5);
      await player.getByRole('button', { name: 'रोकें' }).click();
      await player.getByRole('button', { name: 'चलाएँ', exact: true }).waitFor();
      for (const name of ['पिछला फ़्रेम', 'अगला फ़्रेम', 'आवाज़ बंद करें', 'पूरी स्क्रीन'])
        await player.getByRole('button', { name }).waitFor({ state: 'attached' });
      expect(await player.getByRole('slider', { name: 'वीडियो में जगह चुनें' }).getAttribute('aria-valuetext')).toMatch(
        /^0:0\d में से 0:0\d$/,
      );
      await player.getByRole('combobox', { name: 'चलने की गति' }).waitFor({ state: 'attached' });
      // A phone's bar has no room for the skips, the volume slider and the shortcuts' help: only a desktop shows them.
      if (device === 'desktop') {
        for (const name of ['10 सेकंड पीछे', '10 सेकंड आगे']) await player.getByRole('button', { name }).waitFor();
        await player.getByRole('slider', { name: 'आवाज़' }).waitFor();
        await player.getByRole('button', { name: 'कीबोर्ड शॉर्टकट' }).click();
        const help = player.getByRole('dialog', { name: 'कीबोर्ड शॉर्टकट' });
        await help.getByText('चलाएँ या रोकें').waitFor();
        await help.getByText('स्पेस').waitFor();
        await help.getByRole('button', { name: 'कीबोर्ड शॉर्टकट बंद करें' }).click();
      }

      // A note at the moment playing, kept in Hindi words.
      await dialog.getByRole('button', { name: /^नोट जोड़ें/ }).click();
      await dialog.getByRole('textbox', { name: /पर नोट$/ }).fill(`पिचिंग पहले देखें (${device})`);
      await dialog.getByRole('button', { name: 'नोट सहेजें' }).click();
      await dialog.getByText(`पिचिंग पहले देखें (${device})`).waitFor();
      await dialog.getByRole('button', { name: 'नोट बदलें' }).first().waitFor();

      // Asking a question: its form in Hindi, left without posting.
      await dialog.getByRole('button', { name: 'प्रश्न पूछें' }).click();
      await dialog.getByRole('textbox', { name: 'शीर्षक' }).waitFor();
      await dialog.getByRole('textbox', { name: 'आपका प्रश्न' }).waitFor();
      await dialog.getByRole('checkbox', { name: /^वीडियो के .* वाले पल के बारे में$/ }).waitFor();
      await screenshotForReview(page, `hindi-lesson-dialog-${device}`);
      expect(await dialog.innerText()).not.toMatch(ENGLISH_CHROME);
      for (const name of await hiddenNames(dialog)) expect(name).not.toMatch(/[A-Za-z]{2,}/);
      await dialog.getByRole('button', { name: 'रद्द करें' }).click();
      await dialog.getByText('इस पाठ पर अभी कोई प्रश्न नहीं है।', { exact: false }).waitFor();

      await dialog.getByRole('button', { name: 'पाठ बंद करें' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${SITE_URL}/hi/user/courses/${COURSE}`);
      await context.close();
    });
  }

  it('the review form of the Hindi course page says in Hindi when the learner may review', async () => {
    const { context, page } = await openPage(browser, { session, viewport: DESKTOP });
    await page.goto(`${SITE_URL}/hi/courses/${COURSE}`);
    await waitForHydration(page);
    await page.getByText('जब आप यह कोर्स 30 % पूरा कर लें या आपके पास इसका प्रमाणपत्र हो', { exact: false }).waitFor();
    expect(await page.getByText('You can review this course', { exact: false }).count()).toBe(0);
    await context.close();
  });
});
