import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE } from '../support/browser';
import { SITE_URL } from '../support/env';
import { graduate } from '../support/graduate';
import { newAdmin } from '../support/sessions';

const SCREENS = join(process.cwd(), '.local/screens');

/** Signed credentials in Chromium: the holder downloads and checks one; an admin revokes and reissues. */
describe.skipIf(browserSkipReason !== null)('signed credentials in the browser', () => {
  let browser: Browser;
  let adminSession: string;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    browser = await launchBrowser();
    const admin = await newAdmin('e2e-credentials');
    adminSession = await loginAs(admin);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function adminActs(certificateId: string, action: 'Revoke' | 'Reissue', reason: string) {
    const { context, page } = await openPage(browser, { session: adminSession });
    await page.goto(`${SITE_URL}/admin/certificates`);
    await page
      .getByRole('searchbox', { name: 'Search certificates' })
      .or(page.getByLabel('Search certificates'))
      .fill(certificateId);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(certificateId) });
    await row.waitFor();
    await row.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: `${action} certificate` });
    const confirm = dialog.getByRole('button', { name: action });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill(reason);
    await confirm.click();
    await page
      .getByText(action === 'Revoke' ? 'Certificate revoked' : 'Certificate reissued', { exact: true })
      .first()
      .waitFor();
    await page.screenshot({ path: join(SCREENS, `admin-certificates-${action.toLowerCase()}.png`), fullPage: true });
    await context.close();
  }

  it('the holder sees the certificate on My Courses with Add to LinkedIn, downloads the credential and sees the signature valid', async () => {
    const grad = await graduate('e2e-holder');
    const session = await loginAs(grad.learner);
    const { context, page } = await openPage(browser, { session });
    await page.goto(`${SITE_URL}/user/courses`);
    const linkedIn = page.getByRole('link', { name: 'Add to LinkedIn profile' });
    const href = new URL((await linkedIn.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(href.searchParams.get('certId')).toBe(grad.certificateId);
    expect(href.searchParams.get('certUrl')).toBe(`${SITE_URL}/verify-certificate/${grad.hash}`);

    await page.getByRole('link', { name: 'View certificate' }).click();
    await page.getByText('Certificate Verified').waitFor();
    await page.getByText('Signed by CricVision Technologies Private Limited — signature valid').waitFor();
    const fields = page.getByRole('region', { name: 'Show it on LinkedIn' });
    expect(await fields.getByText(grad.certificateId).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download credential' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${grad.certificateId}.jwt`);
    const jwt = await readFile((await download.path())!, 'utf8');
    expect(jwt.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).type).toContain('OpenBadgeCredential');

    await page.screenshot({ path: join(SCREENS, 'verify-holder-1440.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SCREENS, 'verify-holder-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await context.close();
    expect(await a11yViolationsOver(browser, ['/user/courses', `/verify-certificate/${grad.hash}`], { session })).toEqual({});
  });

  it('an admin revokes with a reason and the public page turns red with that reason', async () => {
    const grad = await graduate('e2e-revoked');
    const reason = 'Assessment found to be plagiarised';
    await adminActs(grad.certificateId, 'Revoke', reason);

    const { context, page } = await openPage(browser);
    await page.goto(`${SITE_URL}/verify-certificate/${grad.hash}`);
    await page.getByText(`Revoked: ${reason}`).first().waitFor();
    const status = page.getByText('Revoked', { exact: true });
    expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(184, 22, 39)');
    expect(await page.getByText('Invalid', { exact: true }).count()).toBe(1);
    await page.getByText(/signature valid; the issuer’s status list marks this credential revoked/).waitFor();
    expect(await page.getByRole('region', { name: 'Show it on LinkedIn' }).count()).toBe(0);
    await page.screenshot({ path: join(SCREENS, 'verify-revoked-1440.png'), fullPage: true });
    await context.close();
  });

  it('a reissue leaves the old link answering Superseded with a link to the new certificate', async () => {
    const grad = await graduate('e2e-reissued');
    await adminActs(grad.certificateId, 'Reissue', 'Name correction requested by the learner');

    const { context, page } = await openPage(browser);
    await page.goto(`${SITE_URL}/verify-certificate/${grad.hash}`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Superseded' })
      .or(page.getByText('Superseded', { exact: true }).first())
      .first()
      .waitFor();
    await page.screenshot({ path: join(SCREENS, 'verify-superseded-1440.png'), fullPage: true });
    await page.getByRole('link', { name: 'View the current certificate' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/verify-certificate/') && !url.pathname.endsWith(grad.hash));
    await page.getByText('Certificate Verified').waitFor();
    await page.getByText('Signed by CricVision Technologies Private Limited — signature valid').waitFor();
    await context.close();
  });
});
