import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Course } from '../../functions/src/contract';
import { a11yViolationsOver } from '../support/axe';
import { browserSkipReason, launchBrowser, loginAs, openPage, PHONE, screenshotForReview } from '../support/browser';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newAdmin } from '../support/sessions';

const courseBody = (title: string, price: number) => ({
  title,
  price,
  duration: '4 weeks',
  category: 'Camera Operations',
  shortDescription: 'Short',
  description: 'Long',
  coverImage: null,
  instructor: { name: 'Coach', bio: 'Bio', image: null },
});

/** An admin changes a price; another opens the Audit area, filters, and finds who did it. */
describe.skipIf(browserSkipReason !== null)('the Audit area in the back-office', () => {
  let browser: Browser;
  let page: Page;
  let session: string;
  let editor: Awaited<ReturnType<typeof newAdmin>>;
  const title = `Audit e2e course ${Date.now().toString(36)}`;

  beforeAll(async () => {
    editor = await newAdmin('e2e-price-editor');
    const created = await api<{ course: Course }>('POST', '/admin/courses', {
      token: editor.token,
      body: courseBody(title, 4999),
    });
    expect(created.status).toBe(201);
    const courseId = created.body.data.course.uid;
    expect((await api('PUT', `/admin/courses/${courseId}`, { token: editor.token, body: courseBody(title, 3499) })).status).toBe(
      200,
    );

    // A title with no space to break at: the table must still fit a phone.
    expect(
      (await api('POST', '/admin/courses', { token: editor.token, body: courseBody(`Unbroken${'x'.repeat(80)}`, 100) })).status,
    ).toBe(201);

    const auditor = await newAdmin('e2e-auditor');
    session = await loginAs(auditor);
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { session }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filtered by the person and the action, the price change shows with its price before and after', async () => {
    await page.goto(`${SITE_URL}/admin/dashboard`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'Audit' }).waitFor();

    await page.getByLabel('Person').fill(editor.email);
    await page.getByLabel('Person').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('person') === editor.email);
    await page.getByLabel('Action').selectOption('updated');
    await page.waitForURL((url) => url.searchParams.get('action') === 'updated');
    // The address changes before the list does: the filtered list is the one the last answer brings.
    const filtered = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return (
        url.pathname === '/api/admin/audit' &&
        url.searchParams.get('resource') === 'course' &&
        url.searchParams.get('action') === 'updated'
      );
    });
    await page.getByLabel('Resource').selectOption('course');
    await page.waitForURL((url) => url.searchParams.get('resource') === 'course');
    await filtered;

    const rows = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
    const row = rows.filter({ hasText: title });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.count()).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[1]).toContain(editor.email);
    expect(cells[2]).toContain(`Updated · Course: ${title}`);
    expect(cells[3]).toBe('price: 4999 → 3499');
    await screenshotForReview(page, 'audit');

    // A window that ended before today holds none of it.
    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await page.getByLabel('To', { exact: true }).fill('2026-01-02');
    await page.getByText('No entries match these filters.').waitFor();
  });

  it('a person that is not an email is pointed out on its field and nothing is asked of the server', async () => {
    await page.goto(`${SITE_URL}/admin/audit?person=nobody`);
    await page.getByText('Person must be an email address').waitFor();
    expect(await page.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
  });

  it('reads at phone width, the changes and client columns folded away', async () => {
    const phone = await openPage(browser, { session, viewport: PHONE });
    await phone.page.goto(`${SITE_URL}/admin/audit?${new URLSearchParams({ person: editor.email })}`);
    await phone.page
      .getByRole('table', { name: 'Audit entries' })
      .locator('tbody tr')
      .filter({ hasText: title })
      .first()
      .waitFor();
    await screenshotForReview(phone.page, 'audit');
    await phone.context.close();
  });

  it('the Audit screen has no serious accessibility violations at desktop and phone width', async () => {
    const found = await a11yViolationsOver(browser, ['/admin/audit', `/admin/audit?person=${encodeURIComponent(editor.email)}`], {
      session,
    });
    expect(found).toEqual({});
  });
});
