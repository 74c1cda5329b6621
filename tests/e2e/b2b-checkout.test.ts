import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OrderList } from '../../functions/src/contract';
import { seriousA11yViolations } from '../support/axe';
import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshotForReview,
  storedSession,
} from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER } from '../support/enrol';
import { uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';
import { verifyAddress } from '../support/sessions';

/*
 * An academy buying with its GSTIN in Chromium (issue 33 P6, issue 39; decision 0071): the billing
 * step asks for the legal name, the address and the declaration, shows them back, and the invoice
 * prints them under 'Billed to'.
 */
describe.skipIf(browserSkipReason !== null || PAYMENT_PROVIDER === 'demo')('buying with a GSTIN', { timeout: 180_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function verifiedLearnerOnCourse(viewport: typeof DESKTOP) {
    const fixture = await createCourseFixture({ price: 4999 });
    const email = uniqueEmail('b2b-checkout');
    await register('Ananya Iyer', email);
    await verifyAddress(email);
    const signedIn = await login(email, 'secret123');
    const opened = await openPage(browser, { session: storedSession(signedIn), viewport });
    await opened.page.goto(`/courses/${fixture.courseId}`);
    await opened.page.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = opened.page.getByRole('dialog', { name: 'Enroll in course' });
    await dialog.getByLabel('GSTIN (optional)').waitFor();
    return { ...opened, dialog, token: signedIn.token };
  }

  async function fillBusiness(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZV');
    await dialog.getByLabel('Legal name of the business').fill('Mumbai Cricket Academy LLP');
    await dialog.getByLabel(/^Address\W*$/).fill('14 Marine Drive');
    await dialog.getByLabel('Address line 2 (optional)').fill('Churchgate');
    await dialog.getByLabel('City').fill('Mumbai');
    await dialog.getByLabel('PIN code').fill('400020');
  }

  it('asks for the legal name, address and declaration, then prints them on the invoice (desktop)', async () => {
    const { page, dialog, context, token } = await verifiedLearnerOnCourse(DESKTOP);
    await fillBusiness(dialog);
    // The GSTIN's state fills the address's state; the legal name and address come back as typed.
    expect(await dialog.getByLabel('State (for your tax invoice)').inputValue()).toBe('27');
    const billedTo = dialog.getByRole('group', { name: 'Your invoice will be billed to' });
    await expect
      .poll(() => billedTo.textContent())
      .toBe(
        'Your invoice will be billed toMumbai Cricket Academy LLP14 Marine DriveChurchgateMumbai 400020MaharashtraGSTIN 27AAPFU0939F1ZV',
      );

    // Not declared: nothing is charged, and the form says what is missing.
    await dialog.getByRole('button', { name: 'Pay & Enroll' }).click();
    await dialog
      .getByText('With a GSTIN, please confirm that you are authorised to claim input tax credit for this business')
      .waitFor();
    expect(await page.locator('iframe[title="Razorpay Checkout"]').count()).toBe(0);
    await screenshotForReview(page, 'b2b-billing-step');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByLabel(/^I am authorised to claim input tax credit for this business/).check();
    await dialog.getByRole('button', { name: 'Pay & Enroll' }).click();
    const sheet = page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('dialog', { name: 'CricVision Academy' });
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await sheet.getByRole('button', { name: 'Pay ₹4,999' }).click();
    await expect.poll(() => page.getByText('Enrolled Successfully').isVisible(), { timeout: 60_000 }).toBe(true);

    // The invoice the webhook issued, as its owner opens it.
    let invoiceId: string | undefined;
    await expect
      .poll(
        async () => (invoiceId = (await api<OrderList>('GET', '/payments/orders', { token })).body.data.orders[0]?.invoice?.id),
        {
          timeout: 30_000,
        },
      )
      .toBeTruthy();
    await page.goto(`/user/invoices/${invoiceId}`);
    const billed = page.getByRole('region', { name: 'Billed to' });
    await billed.getByText('14 Marine Drive').waitFor();
    expect(await billed.locator('p').allTextContents()).toEqual([
      'Mumbai Cricket Academy LLP',
      '14 Marine Drive',
      'Churchgate',
      'Mumbai 400020',
      'State Maharashtra (27)',
      'GSTIN 27AAPFU0939F1ZV',
      'Attn. Ananya Iyer',
      expect.stringMatching(/^b2b-checkout.*@/),
    ]);
    await screenshotForReview(page, 'b2b-invoice');
    await context.close();
  });

  it('fits a phone, and tells an unverified buyer why a GSTIN cannot be taken yet', async () => {
    const { page, dialog, context } = await verifiedLearnerOnCourse(PHONE);
    await fillBusiness(dialog);
    await dialog.getByLabel(/^I am authorised to claim input tax credit for this business/).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshotForReview(page, 'b2b-billing-step');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();

    const fixture = await createCourseFixture({ price: 4999 });
    const email = uniqueEmail('b2b-unverified');
    const unverified = await register('Rahul Menon', email);
    const opened = await openPage(browser, { session: storedSession(unverified), viewport: PHONE });
    await opened.page.goto(`/courses/${fixture.courseId}`);
    await opened.page.getByRole('button', { name: 'Enroll Now' }).click();
    const modal = opened.page.getByRole('dialog', { name: 'Enroll in course' });
    await modal.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZV');
    await modal.getByText(/^A tax invoice to a GSTIN goes only to a verified email address/).waitFor();
    expect(await modal.getByRole('button', { name: 'Resend link' }).isVisible()).toBe(true);
    await screenshotForReview(opened.page, 'b2b-billing-unverified');
    await opened.context.close();
  });
});
