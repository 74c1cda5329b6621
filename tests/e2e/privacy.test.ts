import { readFile } from 'node:fs/promises';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeCertificate } from '../support/admin';
import { PHONE, browserSkipReason, launchBrowser, openPage, storedSession } from '../support/browser';
import { SITE_URL, uniqueEmail } from '../support/env';
import { register } from '../support/http';

const shots = process.env.SCREENSHOT_DIR;

/** Privacy self-service on /profile, in Chromium. */
describe.skipIf(browserSkipReason !== null)('privacy self-service', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('download my data; close my account → cannot log in → the certificate says withdrawn', async () => {
    const email = uniqueEmail('e2e-privacy');
    const session = await register('Leaving Learner', email);
    const hash = await storeCertificate({
      userId: session.user.uid,
      courseId: 'some-course',
      studentName: 'Leaving Learner',
      courseName: 'Certified Cricket Video Analyst',
      instructorName: 'Kavya Raman',
      grade: 'A',
      score: 92,
    });
    const { page } = await openPage(browser, { session: storedSession(session) });

    await page.goto(`${SITE_URL}/profile`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cricvision-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email, name: 'Leaving Learner' });
    expect(data.certificates.map((c: { id: string }) => c.id)).toEqual([hash]);

    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Your password', { exact: true }).fill('wrong-one');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/close-dialog-1440.png` });
    await dialog.getByLabel('Your password', { exact: true }).fill('secret123');
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('alert').filter({ hasText: 'Your account is closed' }).first().waitFor();

    // The stored session would come back on the next load (openPage keeps it): start a clean page.
    await page.context().close();
    const fresh = await openPage(browser, { viewport: PHONE });
    await fresh.page.goto(`${SITE_URL}/login`);
    const panel = fresh.page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill('secret123');
    await panel.getByRole('button', { name: 'Log in' }).click();
    await fresh.page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();

    await fresh.page.goto(`${SITE_URL}/verify-certificate/${hash}`);
    await fresh.page.getByText('Withdrawn by its holder').first().waitFor();
    if (shots) await fresh.page.screenshot({ path: `${shots}/withdrawn-390.png`, fullPage: true });
  }, 120_000);
});
