import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DashboardOverview, Product, Testimonial } from '../../functions/src/contract';
import { a11yChecker } from '../support/axe';
import { browserSkipReason, launchBrowser, newPage, screenshotForReview, storedSession } from '../support/browser';
import { SITE_URL } from '../support/env';
import { api, login, testClientAddress } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { newAdmin, newLearner } from '../support/sessions';

const today = new Date().toISOString().slice(0, 10);

/** An admin's day in the back-office, in Chromium against the seeded stack. */
describe.skipIf(browserSkipReason !== null)('admin back-office in the browser', () => {
  let browser: Browser;
  let page: Page;
  let stored: string;
  let adminToken: string;

  const confirm = async (label: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: label }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
  /** A dashboard figure, once the overview has loaded (until then the figures read 0). */
  const statValue = async (title: string) => {
    await page
      .locator('[aria-busy="false"]')
      .filter({ has: page.getByRole('region', { name: title }) })
      .waitFor();
    return Number((await page.getByRole('region', { name: title }).locator('p').first().innerText()).replace(/,/g, ''));
  };

  beforeAll(async () => {
    const admin = await newAdmin('e2e-admin');
    const session = await login(admin.email, 'Admin-secret1');
    adminToken = session.token;
    stored = storedSession(session);
    browser = await launchBrowser();
    let context;
    ({ context, page } = await newPage(browser));
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', value);
    }, stored);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends visitors to /join and learners home; /admin opens the dashboard with a greeting', async () => {
    const { context, page: visitor } = await newPage(browser);
    await visitor.goto(`${SITE_URL}/admin/blogs`);
    await visitor.waitForURL(`${SITE_URL}/join`);
    const learner = await newLearner('admin-guard');
    const learnerSession = await login(learner.email, 'secret123');
    await context.addInitScript((value) => localStorage.setItem('session', value), storedSession(learnerSession));
    await visitor.goto(`${SITE_URL}/admin/dashboard`);
    await visitor.waitForURL(`${SITE_URL}/`);
    await context.close();

    await page.goto(`${SITE_URL}/admin`);
    await page.waitForURL(`${SITE_URL}/admin/dashboard`);
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Test$/ }).waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
  });

  it('adding a blog in the form moves the dashboard count', async () => {
    const before = (await api<DashboardOverview>('GET', '/users/dashboard/overview', { token: adminToken })).body.data.blogs.total;
    await page.goto(`${SITE_URL}/admin/dashboard`);
    expect(await statValue('Blogs')).toBe(before);

    await page.goto(`${SITE_URL}/admin/blogs`);
    await page.getByRole('link', { name: 'Add Blog' }).click();
    await page.waitForURL(/\/admin\/add-blog\?page=1$/);
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await toast('Title, date, and summary are required');
    await page.getByLabel('Title *').fill('Browser blog');
    await page.getByLabel('Date *').fill(today);
    await page.getByLabel('Summary *').fill('Written by the browser test');
    await page.getByLabel('Content (HTML)').fill('<p>Hello</p>');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngBytes() });
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await toast('Blog created successfully!');
    await page.waitForURL(/\/admin\/blogs\?page=1$/);
    await page.getByRole('cell', { name: 'Browser blog' }).waitFor();

    await page.goto(`${SITE_URL}/admin/dashboard`);
    expect(await statValue('Blogs')).toBe(before + 1);
    await page.getByText('Browser blog').first().waitFor();
  });

  it('blocks a learner, who is then refused, and unblocks them', async () => {
    const learner = await newLearner('to-block');
    await page.goto(`${SITE_URL}/admin/users`);
    const row = page.getByRole('row', { name: new RegExp(learner.email) });
    await row.getByRole('button', { name: 'Block' }).click();
    await confirm('Block');
    await toast('User blocked successfully');
    await row.getByText('Blocked').waitFor();
    const me = await api('GET', '/auth/me', { token: learner.token });
    expect([401, 403]).toContain(me.status);
    await row.getByRole('button', { name: 'Unblock' }).click();
    await confirm('Unblock');
    await toast('User unblocked successfully');
    expect((await login(learner.email, 'secret123')).user.isBlocked).toBe(false);
  });

  it('edits a testimonial and removes its photo', async () => {
    const fields = { name: 'Photo Person', role: 'Coach', company: 'Club', testimonialText: 'Very good', description: 'More' };
    const created = await api<Testimonial>('POST', '/testimonials', {
      token: adminToken,
      body: form(fields, { photo: [await pngBytes(), 'p.png'] }),
    });
    const id = created.body.data._id;
    await page.goto(`${SITE_URL}/admin/testimonials/edit/${id}?page=2`);
    await page.getByAltText('Photo preview').waitFor();
    await page.getByLabel('Testimonial Text *').fill('');
    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await toast('Name, role, company, and testimonial text are required');
    await page.getByLabel('Testimonial Text *').fill('Even better now');
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await toast('Testimonial updated successfully!');
    await page.waitForURL(/\/admin\/testimonials\?page=2$/);
    const saved = await api('GET', `/testimonials/single/${id}`, { token: adminToken });
    expect(saved.body.data).toMatchObject({ testimonialText: 'Even better now', photoUrl: null });
    await api('DELETE', `/testimonials/${id}`, { token: adminToken });
  });

  it('searches products by name and filters by status', async () => {
    const ids: string[] = [];
    for (const [name, isActive] of [
      ['Quasar Lens One', true],
      ['Quasar Lens Two', false],
    ] as const) {
      ids.push(
        (await api<Product>('POST', '/products', { token: adminToken, body: form({ name, isActive, order: 99 }) })).body.data._id,
      );
    }
    await page.goto(`${SITE_URL}/admin/products`);
    await page.getByPlaceholder('Search by name...').fill('quasar lens');
    await page.getByPlaceholder('Search by name...').press('Enter');
    await page.waitForURL(/search=quasar/);
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await page.getByRole('cell', { name: 'Quasar Lens Two' }).waitFor();
    await page.getByText('Inactive', { exact: true }).first().click();
    await page.waitForURL(/status=false/);
    await page.getByRole('cell', { name: 'Quasar Lens Two' }).waitFor();
    await page.getByRole('cell', { name: 'Quasar Lens One' }).waitFor({ state: 'detached' });
    for (const id of ids) await api('DELETE', `/products/${id}`, { token: adminToken });
  });

  it('adds an organization in the modal and keeps the list in order', async () => {
    await page.goto(`${SITE_URL}/admin/organizations`);
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add organization' });
    await dialog.getByLabel('Name *').fill('Aardvark Cricket Board');
    await dialog.getByLabel('Order').fill('99');
    await screenshotForReview(page, 'admin-organization-modal');
    await dialog.getByRole('button', { name: 'Add organization' }).click();
    await toast('Organization created successfully!');
    await page.getByRole('cell', { name: 'Aardvark Cricket Board' }).waitFor();
    const orders = (await page.locator('tbody tr td:first-child').allInnerTexts()).map(Number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('changes a contact message’s status', async () => {
    await api('POST', '/contact', { body: { name: 'Browser Contact', email: 'bc@example.com', message: 'Please call me' } });
    await page.goto(`${SITE_URL}/admin/contacts`);
    const row = page.getByRole('row', { name: /Browser Contact/ });
    await row.getByRole('button', { name: 'Mark Pending' }).click();
    await toast('Contact status updated successfully');
    await row.getByText('pending', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Mark Pending' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Resolve' }).click();
    await row.getByText('resolved', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Resolve' }).count()).toBe(0);
  });

  // One test a screen: each checks the screen at both widths, so a failure names it.
  describe('no admin screen has a serious accessibility violation (axe-core), on desktop or phone', () => {
    let checker: Awaited<ReturnType<typeof a11yChecker>>;
    beforeAll(async () => {
      checker = await a11yChecker(browser, { session: stored });
    });
    afterAll(async () => {
      await checker?.close();
    });
    it.each([
      '/admin/dashboard',
      '/admin/users',
      '/admin/blogs',
      '/admin/add-blog',
      '/admin/highlights',
      '/admin/careers',
      '/admin/contacts',
      '/admin/reviews',
      '/admin/certificates',
      '/admin/audit',
      '/admin/organizations',
      '/admin/products',
      '/admin/testimonials',
      '/admin/profile',
      '/admin/courses',
      '/admin/courses/add',
      '/admin/courses/certified-cricket-video-analyst',
      '/admin/courses/certified-cricket-video-analyst/modules/cva-m1',
      '/admin/courses/certified-cricket-video-analyst/modules/cva-m1/checkpoints/m1-c1/questions',
    ])('%s', async (route) => {
      expect(await checker.check(route)).toEqual({});
    });
  });
});
