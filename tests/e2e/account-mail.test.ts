import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, browserSkipReason, launchBrowser, openPage, storedSession } from '../support/browser';
import { SITE_URL, uniqueEmail } from '../support/env';
import { register } from '../support/http';
import { MAILDEV_URL, waitForMail } from '../support/mail';

const STEP_TIMEOUT = 90_000;
const shots = process.env.SCREENSHOT_DIR;

/** The mailed-link journeys, opened from the real local inbox (MailDev) in Chromium. */
describe.skipIf(browserSkipReason !== null)('accounts through the inbox', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'forgot password → the mail in MailDev → a new password → signed in',
    async () => {
      const email = uniqueEmail('e2e-forgot');
      await register('Forgetful Learner', email, 'old-secret1');
      const { page } = await openPage(browser);

      await page.goto(`${SITE_URL}/login`);
      await page.getByRole('tabpanel', { name: 'Login' }).getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(email);
      if (shots) await page.screenshot({ path: `${shots}/forgot-1440.png`, fullPage: true });
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').filter({ hasText: 'If an account exists for that email' }).waitFor();

      const [mail] = await waitForMail(email, { filter: (m) => m.subject === 'Reset your CricVision password' });
      await page.goto(`${MAILDEV_URL}/email/${mail.id}/html`);
      if (shots) await page.screenshot({ path: `${shots}/mail-reset-1440.png`, fullPage: true });
      await page.getByRole('link', { name: 'Choose a new password' }).click();
      await page.waitForURL((url) => url.pathname === '/reset-password');

      await page.getByLabel('New password', { exact: true }).fill('brand-new1');
      await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new2');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new1');
      if (shots) await page.screenshot({ path: `${shots}/reset-1440.png`, fullPage: true });
      await page.getByRole('button', { name: 'Set new password' }).click();

      await page.getByRole('alert').filter({ hasText: 'Your password has been changed' }).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/user/courses');
      await page.getByRole('button', { name: 'Account menu for Forgetful Learner' }).waitFor();

      // The link is used up: opening it again says so and offers a new one.
      await page.goto(`${MAILDEV_URL}/email/${mail.id}/html`);
      await page.getByRole('link', { name: 'Choose a new password' }).click();
      await page.getByText('This link has expired or has already been used.').waitFor();
      await page.getByRole('link', { name: 'Send me a new link' }).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'register → the notice on the profile → verify from the mail → the notice is gone',
    async () => {
      const email = uniqueEmail('e2e-verify');
      const session = await register('Verifying Learner', email);
      const { page } = await openPage(browser, { session: storedSession(session) });

      await page.goto(`${SITE_URL}/profile`);
      const notice = page.getByRole('alert').filter({ hasText: 'Please confirm your email address' });
      await notice.waitFor();
      if (shots) await page.screenshot({ path: `${shots}/profile-notice-1440.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      if (shots) await page.screenshot({ path: `${shots}/profile-notice-390.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);

      const [mail] = await waitForMail(email);
      await page.goto(`${MAILDEV_URL}/email/${mail.id}/html`);
      if (shots) await page.screenshot({ path: `${shots}/mail-verify-1440.png`, fullPage: true });
      await page.getByRole('link', { name: 'Confirm my email' }).click();
      await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/verified-1440.png`, fullPage: true });

      await page.getByRole('link', { name: 'Go to your profile' }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('heading', { level: 1, name: 'Verifying Learner' }).waitFor();
      expect(await notice.count()).toBe(0);
    },
    STEP_TIMEOUT,
  );
});
