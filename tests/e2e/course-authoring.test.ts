import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, newPage } from '../support/browser';
import { SITE_URL } from '../support/env';
import { api, login, testClientAddress } from '../support/http';
import { newAdmin } from '../support/sessions';

/** Course authoring in the back-office, in Chromium. */
describe.skipIf(browserSkipReason !== null)('course authoring in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let token: string;

  beforeAll(async () => {
    const admin = await newAdmin('e2e-author');
    const session = await login(admin.email, 'Admin-secret1');
    token = session.token;
    browser = await launchBrowser();
    let context;
    ({ context, page, errors } = await newPage(browser));
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
    await context.addInitScript(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ ...session, expiresAt: Date.now() + 55 * 60 * 1000 }),
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the courses as cards and validates the course form before saving it', async () => {
    await page.goto(`${SITE_URL}/admin/courses`);
    await page.getByRole('heading', { name: 'Certified Cricket Video Analyst' }).waitFor();
    await page.getByRole('link', { name: 'Add Course' }).click();
    await page.waitForURL(`${SITE_URL}/admin/courses/add`);
    await page.getByRole('button', { name: 'Create Course' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error saving course:' });
    await alert.waitFor();
    for (const msg of [
      'Title is required',
      'Price is required',
      'Duration is required',
      'Instructor name is required',
      'Instructor bio is required',
    ]) {
      expect(await alert.innerText()).toContain(msg);
    }
    expect(await page.getByLabel('Max students').inputValue()).toBe('50');

    await page.getByLabel('Title *', { exact: true }).fill('Browser-built Course');
    await page.getByLabel('Price (₹) *').fill('2499');
    await page.getByLabel('Duration *').fill('3 weeks');
    await page.getByLabel('Short description *').fill('Made in the browser');
    await page.getByLabel('Full description *').fill('Every field of the form, filled by a test.');
    await page.getByLabel('Instructor name *').fill('Kavya Raman');
    await page.getByLabel('Instructor bio *').fill('Analyst');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByLabel('Tag 1', { exact: true }).fill('drs');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByLabel('Tag 2', { exact: true }).fill('DRS');
    await page.getByRole('button', { name: 'Add week' }).click();
    await page.getByRole('button', { name: 'Add week' }).click();
    await page.getByLabel('Week 2 title *').waitFor();
    await page.getByRole('button', { name: 'Create Course' }).click();
    await alert.getByText(/Tags must be unique/).waitFor();
    expect(await alert.innerText()).toContain('Week title is required');

    await page.getByRole('button', { name: 'Remove tag 2' }).click();
    await page.getByRole('button', { name: 'Remove week 2' }).click();
    await page.getByLabel('Week 1 title *').fill('Foundations');
    await page.getByLabel('Week 1 duration *').fill('4 hours');
    await page.getByLabel('Topics (one per line)').fill('Cameras\nTagging');
    await page.getByRole('button', { name: 'Create Course' }).click();
    await page.getByText('Course created successfully!').first().waitFor();
    await page.waitForURL(`${SITE_URL}/admin/courses`);
    await page.getByRole('heading', { name: 'Browser-built Course' }).waitFor();

    const created = (await api('GET', '/admin/courses', { token })).body.data.courses.find(
      (c: { title: string }) => c.title === 'Browser-built Course',
    );
    expect(created).toMatchObject({
      price: 2499,
      maxStudents: 50,
      tags: ['drs'],
      curriculum: [{ week: 1, title: 'Foundations', topics: ['Cameras', 'Tagging'] }],
    });

    await page.goto(`${SITE_URL}/admin/courses/edit/${created.uid}`);
    await page.getByLabel('Title *', { exact: true }).fill('Browser-built Course, revised');
    await page.getByRole('button', { name: 'Update Course' }).click();
    await page.getByText('Course updated successfully!').first().waitFor();
    await page.waitForURL(`${SITE_URL}/admin/courses`);
    await page.getByRole('heading', { name: 'Browser-built Course, revised' }).waitFor();
    await api('DELETE', `/admin/courses/${created.uid}`, { token });
    expect(errors).toEqual([]);
  });
});
