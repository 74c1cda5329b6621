import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type { CouponQuoteRequestSchema } from '../../functions/src/contract';
import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, launchBrowser, loginAs, openPage, screenshotForReview } from '../support/browser';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

/** An admin makes a coupon in the back-office; a learner's quote then has its price. */
describe.skipIf(browserSkipReason !== null)('coupons in the back-office', () => {
  let browser: Browser;
  let page: Page;
  let session: string;
  let courseId: string;
  let courseTitle: string;
  const code = `SPRING${Date.now().toString(36).toUpperCase()}`;

  const row = () => page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code });

  beforeAll(async () => {
    const admin = await newAdmin('e2e-coupons');
    session = await loginAs(admin);
    ({ courseId } = await createCourseFixture({ price: 4999 }));
    courseTitle = (await testDb().collection('courses').doc(courseId).get()).get('title');
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { session }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin creates a percent coupon for one course, and a learner is quoted its price', async () => {
    await page.goto(`${SITE_URL}/admin/dashboard`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('heading', { name: 'Coupons' }).waitFor();
    await page.getByRole('link', { name: 'Add Coupon' }).click();
    await page.getByRole('form', { name: 'Add coupon' }).waitFor();

    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await page.getByText('Coupon code is required').waitFor();

    await page.getByLabel('Code *').fill(code.toLowerCase());
    await page.getByLabel('Discount type *').selectOption('percent');
    await page.getByLabel('Percent off *').fill('20');
    await page.getByLabel('Course').selectOption(courseId);
    await page.getByLabel('Expires on').fill('2099-12-31');
    await page.getByLabel('Usage limit').fill('5');
    await screenshotForReview(page, 'coupon-form');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await page.getByText('Coupon created successfully').first().waitFor();
    await page.waitForURL(`${SITE_URL}/admin/coupons`);

    await row().waitFor();
    const cells = await row().getByRole('cell').allTextContents();
    expect(cells.slice(0, 6)).toEqual([code, '20 % off', courseTitle, '31 Dec 2099', '0 of 5', 'Active']);
    await screenshotForReview(page, 'coupons-list');

    const learner = await newLearner('e2e-coupon-quote');
    const quote = await api('POST', '/coupons/quote', {
      token: learner.token,
      body: { courseId, code } satisfies z.input<typeof CouponQuoteRequestSchema>,
    });
    expect(quote.body.data).toEqual({ code, listPrice: 4999, discount: 1000, amount: 3999 });
  });

  it('a taken code is refused on its field; an edit and a deactivation show in the list', async () => {
    await page.goto(`${SITE_URL}/admin/coupons/add`);
    await page.getByLabel('Code *').fill(code);
    await page.getByLabel('Discount type *').selectOption('fixed');
    await page.getByLabel('Rupees off *').fill('100');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await page.getByRole('form', { name: 'Add coupon' }).getByText('A coupon with this code already exists').waitFor();

    await page.goto(`${SITE_URL}/admin/coupons`);
    await row()
      .getByRole('link', { name: `Edit ${code}` })
      .click();
    await page.getByRole('form', { name: 'Edit coupon' }).waitFor();
    expect(await page.getByLabel('Code', { exact: true }).inputValue()).toBe(code);
    expect(await page.getByLabel('Expires on').inputValue()).toBe('2099-12-31');
    await page.getByLabel('Discount type *').selectOption('fixed');
    await page.getByLabel('Rupees off *').fill('300');
    await page.getByLabel('Course').selectOption({ label: 'All courses' });
    await page.getByRole('button', { name: 'Update Coupon' }).click();
    await page.getByText('Coupon updated successfully').first().waitFor();
    await page.waitForURL(`${SITE_URL}/admin/coupons`);
    await expect
      .poll(async () => (await row().getByRole('cell').allTextContents()).slice(1, 3), { timeout: 15_000 })
      .toEqual(['₹300 off', 'All courses']);

    await row()
      .getByRole('button', { name: `Deactivate ${code}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Coupon deactivated').first().waitFor();
    await expect.poll(async () => (await row().getByRole('cell').allTextContents())[5], { timeout: 15_000 }).toBe('Inactive');
  });

  // After the deactivation above: the code exists but no longer applies.
  it('the learner’s coupon field says a deactivated code is not valid, exactly as it says of an unknown one', async () => {
    const learner = await newLearner('e2e-coupon-field');
    const opened = await openPage(browser, { session: await loginAs(learner) });
    await opened.page.goto(`${SITE_URL}/courses/${courseId}`);
    await opened.page.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = opened.page.getByRole('dialog', { name: 'Enroll in course' });
    const field = dialog.getByLabel('Coupon code');
    for (const tried of [code, `NOSUCH${code}`]) {
      await field.fill(tried);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByText('This coupon code is not valid.').waitFor();
      expect(await dialog.getByText(/no longer active|has expired|not valid for this course/).count()).toBe(0);
    }
    await opened.context.close();
  });

  it('the coupon screens have no serious accessibility violations at desktop and phone width', async () => {
    const found = await a11yViolationsOver(browser, ['/admin/coupons', '/admin/coupons/add'], { session });
    expect(found).toEqual({});
  });
});
