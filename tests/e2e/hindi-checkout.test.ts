import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import { browserSkipReason, DESKTOP, launchBrowser, openPage, PHONE, screenshotForReview, storedSession } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { login, register } from '../support/http';

/**
 * Enrolling in Hindi (issue 37): from /hi/courses/{uid} through the billing step, Razorpay's
 * Checkout (the local sandbox) and the confirmation, every word of ours in Hindi; Checkout's
 * description in Hindi too.
 */

/** Our English words that must not show on the Hindi checkout. */
const ENGLISH = [
  'Enroll',
  'Course',
  'Price',
  'Duration',
  'Name',
  'Email',
  'Coupon',
  'State',
  'optional',
  'Pay & Enroll',
  'Secure payment',
  'Full refund',
  'Order number',
  'Receipt',
  'Start learning',
  'Close',
  'payment was',
];

function expectNoEnglish(text: string, except: string[]) {
  let rest = text;
  for (const allowed of except) rest = rest.replaceAll(allowed, '');
  for (const word of ENGLISH) expect(rest, `"${word}" on the Hindi checkout`).not.toContain(word);
}

describe.skipIf(browserSkipReason !== null || PAYMENT_PROVIDER === 'demo')('enrolling in Hindi', { timeout: 180_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function learnerOnHindiCourse(viewport: typeof DESKTOP) {
    const fixture = await createCourseFixture({ price: 4999 });
    const title = (await testDb().collection('courses').doc(fixture.courseId).get()).get('title') as string;
    const email = uniqueEmail('hindi-checkout');
    await register('Hindi Learner', email);
    const opened = await openPage(browser, { session: storedSession(await login(email, 'secret123')), viewport });
    await opened.page.goto(`/hi/courses/${fixture.courseId}`);
    return { ...opened, fixture, email, title };
  }

  const sheetOf = (page: Page) =>
    page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('dialog', { name: 'CricVision Academy' });

  async function openModal(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'अभी दाख़िला लें' }).click();
    const dialog = page.getByRole('dialog', { name: 'कोर्स में दाख़िला लें' });
    await expect.poll(() => dialog.getByLabel('राज्य (आपके टैक्स इनवॉइस के लिए)').isVisible()).toBe(true);
    return dialog;
  }

  async function payByUpi(page: Page, title: string) {
    const sheet = sheetOf(page);
    await expect.poll(() => sheet.getByText(`${title} — कोर्स में दाख़िला`).isVisible(), { timeout: 15_000 }).toBe(true);
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await sheet.getByRole('button', { name: 'Pay ₹4,999' }).click();
  }

  async function confirmed(dialog: Locator, email: string, title: string) {
    await expect.poll(() => dialog.getByRole('heading', { name: 'दाख़िला हो गया' }).isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await dialog.getByText('दाख़िला हो गया! कोर्स में आपका स्वागत है।').isVisible()).toBe(true);
    expect(await dialog.getByText('ऑर्डर नंबर').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(`रसीद ${email} पर भेज दी गई है`).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await dialog.getByText('टैक्स इनवॉइस').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'सीखना शुरू करें' }).isVisible()).toBe(true);
    expectNoEnglish((await dialog.innerText()) ?? '', [email, title]);
  }

  it('on a desktop: the billing step, its errors, Checkout and the confirmation are in Hindi', async () => {
    const { page, context, fixture, email, title } = await learnerOnHindiCourse(DESKTOP);
    const dialog = await openModal(page);
    expect(await dialog.getByText('कोर्स', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('18 % GST सहित').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'भुगतान करें और दाख़िला लें' }).isVisible()).toBe(true);
    expectNoEnglish(await dialog.innerText(), [email, title, 'Hindi Learner']);

    // A GSTIN whose check character is wrong: the billing step says so in Hindi, and nothing is ordered.
    await dialog.getByLabel('GSTIN (वैकल्पिक)').fill('27AAPFU0939F1ZW');
    await dialog.getByRole('button', { name: 'भुगतान करें और दाख़िला लें' }).click();
    await expect
      .poll(() => dialog.getByText('यह GSTIN सही नहीं है: इसका जाँच अक्षर मेल नहीं खाता').isVisible())
      .toBe(true);
    expect(await dialog.getByText('GSTIN के साथ, कृपया व्यवसाय का वही कानूनी नाम लिखें जो पंजीकृत है').isVisible()).toBe(true);
    await screenshotForReview(page, 'hindi-checkout-billing-errors');
    expect(await page.locator('iframe[title="Razorpay Checkout"]').count()).toBe(0);
    await dialog.getByLabel('GSTIN (वैकल्पिक)').fill('');

    await dialog.getByLabel('राज्य (आपके टैक्स इनवॉइस के लिए)').selectOption('09');
    await screenshotForReview(page, 'hindi-checkout-billing');
    await dialog.getByRole('button', { name: 'भुगतान करें और दाख़िला लें' }).click();
    await payByUpi(page, title);
    await confirmed(dialog, email, title);
    await screenshotForReview(page, 'hindi-checkout-confirmation');
    await dialog.getByRole('link', { name: 'सीखना शुरू करें' }).click();
    await page.waitForURL(`${SITE_URL}/hi/user/courses/${fixture.courseId}`);
    await context.close();
  });

  it('on a phone: a closed Checkout is explained in Hindi, and the retry enrols', async () => {
    const { page, context, email, title } = await learnerOnHindiCourse(PHONE);
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'भुगतान करें और दाख़िला लें' }).click();
    await sheetOf(page).getByRole('button', { name: 'Close checkout' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('भुगतान पूरा नहीं हुआ');
    expect(await alert.textContent()).toContain('कोई पैसा नहीं लिया गया।');
    await screenshotForReview(page, 'hindi-checkout-not-completed');
    await alert.getByRole('button', { name: 'दूसरा तरीका आज़माएँ' }).click();
    await payByUpi(page, title);
    await confirmed(dialog, email, title);
    await screenshotForReview(page, 'hindi-checkout-confirmation');
    await dialog.getByRole('button', { name: 'बंद करें' }).last().click();
    await expect.poll(() => page.getByRole('link', { name: 'सीखना जारी रखें' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
