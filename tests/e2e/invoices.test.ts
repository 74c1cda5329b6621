import { readFile } from 'node:fs/promises';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { a11yViolationsOver } from '../support/axe';
import {
  DESKTOP,
  PHONE,
  browserSkipReason,
  launchBrowser,
  openPage,
  screenshotForReview,
  storedSession,
} from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { enrol, PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { login, register } from '../support/http';
import { ACADEMY_BILLING, pdfText } from '../support/invoices';
import { verifyAddress } from '../support/sessions';

/** A learner's tax invoice in Chromium: the page, its PDF download, and the public check its QR code opens. */
describe.skipIf(browserSkipReason !== null || PAYMENT_PROVIDER === 'demo')('tax invoices in the browser', () => {
  let browser: Browser;
  let session: string;
  let invoiceId: string;
  let number: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const email = uniqueEmail('e2e-invoice');
    await register('Priya Sharma', email);
    // A GSTIN is taken only from a verified address, with its legal name, address and declaration.
    await verifyAddress(email);
    const learner = await login(email, 'secret123');
    session = storedSession(learner);
    // Paid through the Razorpay sandbox; the webhook issues the invoice.
    const course = await createCourseFixture({ price: 4999 });
    const res = await enrol(learner.token, course.courseId, 4999, ACADEMY_BILLING);
    let order = await waitForOrder(learner.token, res.body.data.orderId);
    for (let tries = 0; !order.invoice && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      order = await waitForOrder(learner.token, res.body.data.orderId);
    }
    ({ id: invoiceId, number } = order.invoice!);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the owner opens the invoice page and downloads the PDF with its fields', async () => {
    const { context, page } = await openPage(browser, { session, viewport: DESKTOP });
    await page.goto(`${SITE_URL}/user/invoices/${invoiceId}`);
    await page.getByRole('heading', { name: 'Tax Invoice', level: 1 }).waitFor();
    await page.getByText(`No. ${number}`).waitFor();
    expect(await page.getByText('Maharashtra (27)').first().isVisible()).toBe(true);
    expect(await page.getByText('IGST @ 18%').isVisible()).toBe(true);
    await screenshotForReview(page, 'invoice-page');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Invoice-${number.replace(/\//g, '-')}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    for (const field of [
      number,
      'TAX INVOICE',
      'GSTIN 27AAPFU0939F1ZV',
      'Mumbai Cricket Academy LLP',
      '14 Marine Drive',
      'IGST @ 18%',
      '₹4,999.00',
      '999293',
    ])
      expect(text).toContain(field);

    const phone = await openPage(browser, { session, viewport: PHONE });
    await phone.page.goto(`${SITE_URL}/user/invoices/${invoiceId}`);
    await phone.page.getByRole('heading', { name: 'Tax Invoice', level: 1 }).waitFor();
    // Nothing runs off the side of a phone screen.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshotForReview(phone.page, 'invoice-page');
    await phone.context.close();
    await context.close();
  });

  it('anyone opening the QR code link sees the invoice verified, without the buyer’s email', async () => {
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${SITE_URL}/verify-invoice/${invoiceId}`);
    await page.getByText('Signature valid').waitFor();
    await page.getByRole('heading', { name: number }).waitFor();
    expect(await page.getByText('GSTIN 27AAPFU0939F1ZV').isVisible()).toBe(true);
    expect(await page.content()).not.toContain('@example.com');
    await screenshotForReview(page, 'verify-invoice');
    await context.close();
  });

  it('has no serious accessibility problem on either page at desktop and phone width', async () => {
    expect(
      await a11yViolationsOver(browser, [`/user/invoices/${invoiceId}`, `/verify-invoice/${invoiceId}`], { session }),
    ).toEqual({});
  });
});
