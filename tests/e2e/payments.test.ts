import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RevenueSummary } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  loginAs,
  openPage,
  PHONE,
  screenshotForReview,
  storedSession,
} from '../support/browser';
import { createCoupon } from '../support/coupons';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER } from '../support/enrol';
import { uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';
import { pdfText } from '../support/invoices';
import { waitForMail } from '../support/mail';
import { adminToken, newAdmin } from '../support/sessions';

/*
 * Paying for a course in Chromium, against the local Razorpay sandbox's Checkout stand-in: the
 * course page, the billing step, Checkout (UPI), the confirmation ('Enrolled Successfully', the
 * order and invoice numbers, the receipt's address, Start learning); a closed and a declined
 * Checkout, then a retry; a refund asked from the profile; an admin finding the order by its number
 * and the GSTR-1 CSV; one coupon purchase whose amount every screen, the mail and the invoice show alike.
 */

const ORDER_NUMBER = /^CV-\d{4}-\d{6}$/;
const INVOICE_NUMBER = /^CV\/\d{2}-\d{2}\/\d{6}$/;
const NO_MONEY_TAKEN = 'No money was taken. If your account was debited, the amount returns to it automatically';

/** An amount as shown (₹3,999, ₹3,999.00, −₹1,000) in paise, so figures from any screen compare. */
const paiseOf = (shown: string) => {
  const match = /(−?)₹([\d,]+)(?:\.(\d{2}))?/.exec(shown);
  if (!match) throw new Error(`No amount in "${shown}"`);
  return (match[1] ? -1 : 1) * (Number(match[2].replaceAll(',', '')) * 100 + Number(match[3] ?? 0));
};

/** A screen at phone and desktop width, for review only. */
async function bothWidths(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshotForReview(page, name);
  }
}
describe.skipIf(browserSkipReason !== null || PAYMENT_PROVIDER === 'demo')('paying for a course', { timeout: 180_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function learnerOnCourse(viewport = DESKTOP, price = 4999) {
    const fixture = await createCourseFixture({ price });
    const email = uniqueEmail('checkout');
    await register('Checkout Learner', email);
    const session = storedSession(await login(email, 'secret123'));
    const opened = await openPage(browser, { session, viewport });
    await opened.page.goto(`/courses/${fixture.courseId}`);
    return { ...opened, fixture, email };
  }

  const sheetOf = (page: Awaited<ReturnType<typeof learnerOnCourse>>['page']) =>
    page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('dialog', { name: 'CricVision Academy' });

  /** The confirmation after paying, until its invoice is issued; answers the order number it shows. */
  async function confirmation(page: Awaited<ReturnType<typeof learnerOnCourse>>['page'], email: string) {
    const dialog = page.getByRole('dialog', { name: 'Enroll in course' });
    await expect.poll(() => dialog.getByText('Enrolled Successfully').isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await dialog.getByText('Enrollment successful! Welcome to the course.').isVisible()).toBe(true);
    const order = dialog.getByRole('definition').first();
    expect(await order.textContent()).toMatch(ORDER_NUMBER);
    await expect.poll(() => dialog.getByText(`Receipt sent to ${email}`).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await dialog.getByRole('link', { name: INVOICE_NUMBER }).isVisible()).toBe(true);
    return { dialog, orderNumber: (await order.textContent()) as string };
  }

  it('course page → Enroll Now → billing → Checkout (UPI) → confirmation → Start learning → My Courses', async () => {
    const { page, context, fixture, email } = await learnerOnCourse();
    await expect.poll(() => page.getByText('incl. 18 % GST').isVisible()).toBe(true);
    expect(await page.locator('script[src*="checkout.js"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in course' });
    await expect.poll(() => dialog.getByLabel('State (for your tax invoice)').isVisible()).toBe(true);
    // The modal fits a 1280-px desktop: nothing runs past its right edge.
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = (await dialog.boundingBox())!;
    for (const element of await dialog.locator('dd, input, select, button').all()) {
      const inner = await element.boundingBox();
      if (inner) expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    await dialog.getByLabel('State (for your tax invoice)').selectOption('27');
    await screenshotForReview(page, 'payments-billing');
    await dialog.getByRole('button', { name: 'Pay & Enroll' }).click();
    const sheet = sheetOf(page);
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await sheet.getByRole('button', { name: 'Pay ₹4,999' }).click();
    const { dialog: confirmed } = await confirmation(page, email);
    await screenshotForReview(page, 'payments-confirmation');
    await confirmed.getByRole('link', { name: 'Start learning' }).click();
    await page.waitForURL(`**/user/courses/${fixture.courseId}`);
    const title = (await testDb().collection('courses').doc(fixture.courseId).get()).get('title') as string;
    await page.goto('/user/courses');
    await expect.poll(() => page.getByText(title).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('a closed and a declined Checkout say no money was taken, and another method succeeds (phone)', async () => {
    const { page, context, email } = await learnerOnCourse(PHONE, 1999);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in course' });
    const alert = dialog.getByRole('alert');
    await dialog.getByRole('button', { name: 'Pay & Enroll' }).click();
    const sheet = sheetOf(page);
    await sheet.getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('The payment was not completed');
    expect(await alert.textContent()).toContain(NO_MONEY_TAKEN);

    await alert.getByRole('button', { name: 'Try another method' }).click();
    await sheet.getByRole('button', { name: /^Card/ }).click();
    await sheet.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await sheet.getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('The payment was declined');
    expect(await alert.textContent()).toContain(NO_MONEY_TAKEN);
    await screenshotForReview(page, 'payments-failed');
    await alert.getByRole('button', { name: 'Try another method' }).click();
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await sheet.getByRole('button', { name: 'Pay ₹1,999' }).click();
    await confirmation(page, email);
    await screenshotForReview(page, 'payments-confirmation');
    await context.close();
  });

  it('the learner asks for a refund from Orders and invoices; an admin finds the order and exports the GSTR-1 CSV', async () => {
    const { page, context, email } = await learnerOnCourse(DESKTOP, 2999);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await page.getByRole('dialog', { name: 'Enroll in course' }).getByRole('button', { name: 'Pay & Enroll' }).click();
    const sheet = sheetOf(page);
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    await sheet.getByRole('button', { name: 'Pay ₹2,999' }).click();
    const { orderNumber } = await confirmation(page, email);

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Orders and invoices' }).waitFor();
    await page.getByText(`Order ${orderNumber}`).waitFor();
    await expect
      .poll(
        () =>
          page
            .getByRole('link', { name: /Tax invoice/ })
            .first()
            .isVisible(),
        { timeout: 20_000 },
      )
      .toBe(true);
    await screenshotForReview(page, 'payments-orders');
    await page.getByRole('button', { name: 'Ask for a refund' }).click();
    await page.getByRole('dialog', { name: 'Ask for a refund' }).getByRole('button', { name: 'Request refund' }).click();
    await expect.poll(() => page.getByText('Refund pending').isVisible(), { timeout: 15_000 }).toBe(true);
    // Razorpay settles the refund a moment later: the list follows without a reload.
    const refunded = page.getByText(/^₹2,999 refunded on \d{1,2} [A-Z][a-z]{2} \d{4}, Razorpay reference rfnd_\w+\./);
    await refunded.waitFor({ timeout: 30_000 });
    expect(await page.getByText('Refunded', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^PDF of credit note \S+$/ }).count()).toBe(1);
    await context.close();

    const admin = await newAdmin('orders');
    const adminPage = await openPage(browser, { session: await loginAs(admin) });
    await adminPage.page.goto('/admin/orders');
    // The search follows typing, no Enter needed.
    await adminPage.page.getByLabel('Search orders').fill(orderNumber);
    // Until the search applies, the newest orders show, this one among them: the row is picked by its number.
    const ordersTable = adminPage.page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => ordersTable.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    const found = ordersTable.getByRole('row').filter({ has: adminPage.page.getByRole('cell', { name: orderNumber }) });
    await found.getByRole('button', { name: 'Details' }).click();
    await adminPage.page.getByRole('dialog', { name: `Order ${orderNumber}` }).waitFor();
    // The story names who did what, in words: the buyer, Razorpay's webhook, never a uid.
    const story = adminPage.page.getByRole('list', { name: 'Order events' });
    await expect.poll(() => story.textContent()).toContain('Paid by Razorpay webhook');
    expect(await story.textContent()).toContain('Created by Checkout Learner (buyer)');
    expect(await story.textContent()).toContain('Refund requested by Checkout Learner (buyer)');
    await adminPage.page.keyboard.press('Escape');
    const download = adminPage.page.waitForEvent('download');
    await adminPage.page.getByRole('button', { name: /GSTR-1/ }).click();
    const csv = await (await download).path();
    expect(csv).toBeTruthy();
    await screenshotForReview(adminPage.page, 'payments-admin-orders');
    await adminPage.context.close();
  });

  it('a 20 % coupon on ₹4,999: checkout, the receipt mail, Orders and invoices, the invoice and the admin all say ₹3,999', async () => {
    const { page, context, email, fixture } = await learnerOnCourse(DESKTOP, 4999);
    const code = `ONEAMOUNT${Date.now().toString(36).toUpperCase()}`;
    await createCoupon(await adminToken(), { code, kind: 'percent', value: 20, courseId: fixture.courseId });
    const shown: Record<string, string> = {};
    // This month's takings before the purchase: the dashboard must show them grown by exactly what was paid.
    const monthBefore = (await api<RevenueSummary>('GET', '/admin/orders/revenue', { token: await adminToken() })).body.data
      .grossPaise;

    await page.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in course' });
    await dialog.getByLabel('Coupon code').fill(code);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    shown.quote = (await dialog.getByText(/^You pay/).textContent())!;
    await bothWidths(page, 'money-coupon-applied');
    await dialog.getByRole('button', { name: 'Pay & Enroll' }).click();
    const sheet = sheetOf(page);
    await sheet.getByRole('button', { name: /^UPI/ }).click();
    const pay = sheet.getByRole('button', { name: /^Pay ₹/ });
    shown.checkout = (await pay.textContent())!;
    await pay.click();
    await expect.poll(() => page.getByText('Enrolled Successfully').isVisible(), { timeout: 60_000 }).toBe(true);

    const [receipt] = await waitForMail(email, { filter: (m) => m.subject.startsWith('Your receipt') });
    shown.mail = /^Amount paid: (.*)$/m.exec(receipt.text)![1];

    await page.goto('/profile');
    const row = page.getByRole('listitem').filter({ hasText: `coupon ${code}` });
    await expect.poll(() => row.getByRole('link', { name: /Tax invoice/ }).isVisible(), { timeout: 20_000 }).toBe(true);
    shown.orders = (await row.locator('p').filter({ hasText: /^[−₹]/ }).first().textContent())!;
    const discountLine = (await row.getByText(/^List price/).textContent())!;
    expect(discountLine).toBe(`List price ₹4,999, coupon ${code} −₹1,000`);
    await bothWidths(page, 'money-orders');

    await row.getByRole('link', { name: /Tax invoice/ }).click();
    const words = page.getByText(/^List price ₹4,999\.00 less a discount/);
    await words.waitFor();
    expect(await words.textContent()).toBe(
      'List price ₹4,999.00 less a discount of ₹1,000.00: price paid ₹3,999.00, of which GST ₹610.02.',
    );
    expect(await page.getByText(/^The table shows the same before GST/).textContent()).toBe(
      'The table shows the same before GST: value ₹4,236.44, discount ₹847.46, taxable value ₹3,388.98.',
    );
    shown.invoice = (await page.locator('dd').last().textContent())!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    const pdf = await pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    for (const figure of ['₹4,999.00', '₹1,000.00', '₹3,999.00', '₹610.02', '₹3,388.98']) expect(pdf).toContain(figure);
    await bothWidths(page, 'money-invoice');
    await context.close();

    const admin = await newAdmin('money');
    const adminPage = await openPage(browser, { session: await loginAs(admin) });
    await adminPage.page.goto('/admin/orders');
    await adminPage.page.getByLabel('Search orders').fill(email);
    await adminPage.page.getByLabel('Search orders').press('Enter');
    const adminRow = adminPage.page.getByRole('row').filter({ hasText: 'Checkout Learner' });
    await expect.poll(() => adminRow.getByRole('button', { name: 'Details' }).isVisible(), { timeout: 15_000 }).toBe(true);
    shown.adminOrders = (await adminRow.getByRole('cell').filter({ hasText: /^₹/ }).first().textContent())!;
    await adminRow.getByRole('button', { name: 'Details' }).click();
    const story = adminPage.page.getByRole('dialog');
    await story.getByText(`coupon ${code}`).waitFor();
    shown.adminStory = (await story.getByText(`coupon ${code}`).textContent())!;
    expect(shown.adminStory).toBe(`₹3,999 (list ₹4,999, coupon ${code} −₹1,000)`);
    await bothWidths(adminPage.page, 'money-admin-story');
    await adminPage.page.keyboard.press('Escape');

    // The dashboard's month adds every order; each of its figures is in the same whole-rupee form.
    await adminPage.page.goto('/admin/dashboard');
    const revenue = adminPage.page.locator('p').filter({ hasText: /^Revenue, / });
    await expect.poll(async () => (await revenue.textContent()) ?? '', { timeout: 15_000 }).toMatch(/net ₹/);
    const figures = (await revenue.textContent())!.match(/−?₹[\d,.]+/g)!;
    for (const figure of figures) expect(figure).toMatch(/^−?₹\d{1,3}(,\d{2})*(,\d{3})?(\.\d{2})?$/);
    shown.dashboardMonthAdded = `₹${(paiseOf(figures[0]) - monthBefore) / 100}`;
    await bothWidths(adminPage.page, 'money-dashboard');
    await adminPage.context.close();

    expect(Object.fromEntries(Object.entries(shown).map(([where, text]) => [where, paiseOf(text)]))).toEqual({
      quote: 399_900,
      checkout: 399_900,
      mail: 399_900,
      orders: 399_900,
      invoice: 399_900,
      adminOrders: 399_900,
      adminStory: 399_900,
      dashboardMonthAdded: 399_900,
    });
    expect(shown.mail).toBe('₹3,999');
    expect(shown.invoice).toBe('₹3,999.00');
  });
});
