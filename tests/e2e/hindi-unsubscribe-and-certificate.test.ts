import { createHmac } from 'node:crypto';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EmailPreferences } from '../../functions/src/contract';
import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshotForReview,
  waitForHydration,
} from '../support/browser';
import { SITE_URL } from '../support/env';
import { graduateInHindi, HINDI_FIXTURE, hindiCourse } from '../support/graduate';
import { api } from '../support/http';
import { newLearner } from '../support/sessions';

/*
 * What a Hindi learner opens from their mails (issue 37): the unsubscribe page a Hindi reminder links,
 * and the verification page of a certificate earned in Hindi.
 */

/**
 * A reminder's unsubscribe query, signed as the stack signs it (its per-run key is in the tests'
 * environment): what the footer of a reminder mail carries.
 */
function unsubscribeQuery(uid: string, kind: string): string {
  const key = process.env.LOCAL_MEDIA_SIGNING_KEY ?? '';
  const s = createHmac('sha256', key).update(['unsubscribe', uid, kind].join('\n')).digest('base64url');
  return new URLSearchParams({ u: uid, k: kind, s }).toString();
}

const preferencesOf = async (token: string) =>
  (await api<EmailPreferences>('GET', '/user/email-preferences', { token })).body.data;

describe.skipIf(browserSkipReason !== null)('a Hindi learner’s pages from their mails', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on a %s, /hi/unsubscribe asks in Hindi and unsubscribes; /unsubscribe still asks in English', async (name, viewport) => {
    const learner = await newLearner(`unsub-hi-${name}`);
    const { context, page } = await openPage(browser, { viewport });
    await page.goto(`${SITE_URL}/hi/unsubscribe?${unsubscribeQuery(learner.uid, 'progress')}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByRole('heading', { name: 'कोर्स की याद दिलाने वाले ईमेल बंद करें?' }).waitFor();
    // The page is the Hindi page, not the English one under a translated frame.
    expect(await page.getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है। इसे अंग्रेज़ी में दिखाया जा रहा है।').count()).toBe(0);
    await page.getByRole('link', { name: 'इसके बजाय मेरे ईमेल चुनें' }).waitFor();
    expect(await page.getByRole('link', { name: 'इसके बजाय मेरे ईमेल चुनें' }).getAttribute('href')).toBe('/hi/profile#emails');
    await screenshotForReview(page, 'hindi-unsubscribe');
    await page.getByRole('button', { name: 'अनसब्सक्राइब करें' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'अब आपको कोर्स की याद दिलाने वाले ईमेल नहीं मिलेंगे। रसीदें, इनवॉइस और खाते से जुड़े दूसरे ईमेल आते रहेंगे।',
    );
    await page.getByRole('heading', { name: 'आपने अनसब्सक्राइब कर दिया है' }).waitFor();
    expect(await preferencesOf(learner.token)).toMatchObject({ progress: false, checkout: true, certificate: true });

    await page.goto(`${SITE_URL}/unsubscribe?${unsubscribeQuery(learner.uid, 'checkout')}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('heading', { name: 'Stop unfinished checkout emails?' }).waitFor();
    await page.getByText('Once, a day after you started paying for a course and did not finish.').waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await preferencesOf(learner.token)).toMatchObject({ progress: false, checkout: false });

    // A link whose signature was tampered with fails, in Hindi.
    await page.goto(
      `${SITE_URL}/hi/unsubscribe?${unsubscribeQuery(learner.uid, 'certificate').replace(/s=[\w-]+/, `s=${'A'.repeat(43)}`)}`,
    );
    await waitForHydration(page);
    await page.getByRole('button', { name: 'अनसब्सक्राइब करें' }).click();
    await page.getByRole('heading', { name: 'यह लिंक काम नहीं करता' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('अनसब्सक्राइब नहीं हो सका। कृपया फिर से कोशिश करें।');
    expect((await preferencesOf(learner.token)).certificate).toBe(true);
    await context.close();
  });

  it('the verification page of a certificate earned in Hindi names the course in Hindi, with the English name under it', async () => {
    const fixture = await hindiCourse();
    const { hash } = await graduateInHindi(fixture, 'verify-hi');
    for (const path of [`/hi/verify-certificate/${hash}`, `/verify-certificate/${hash}`]) {
      const { context, page } = await openPage(browser);
      await page.goto(`${SITE_URL}${path}`);
      await waitForHydration(page);
      const hindiName = page.getByText(HINDI_FIXTURE.title, { exact: true });
      expect(await hindiName.getAttribute('lang')).toBe('hi');
      const englishName = page.getByText(/^Fixture course \d+/);
      expect(await englishName.getAttribute('lang')).toBe('en');
      await screenshotForReview(page, `certificate-earned-in-hindi${path.startsWith('/hi') ? '-hi' : ''}`);
      await context.close();
    }
  });
});
