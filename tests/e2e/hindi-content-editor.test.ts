import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Blog } from '../../functions/src/contract';
import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE, waitForHydration } from '../support/browser';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { adminToken } from '../support/sessions';

const HINDI = {
  title: 'संपादक में लिखी गई पोस्ट',
  summary: 'एक एडमिन ने यह हिंदी संस्करण संपादक में जोड़ा।',
  content: '<p>मैच के दिन हर गेंद को टैग करना सीखिए।</p>',
};

/**
 * The Hindi of a blog post in the back-office's editor (decision 0098), in Chromium: an admin opens
 * it from the post's edit screen, sees each English text beside its field (side by side on a desktop,
 * stacked on a phone), saves it, and the post's page under /hi/ shows it.
 */
describe.skipIf(browserSkipReason !== null)('a blog post’s Hindi version, written in the editor', () => {
  let browser: Browser;
  let blogId: string;

  beforeAll(async () => {
    const created = await api<Blog>('POST', '/blogs', {
      token: await adminToken(),
      body: form(
        {
          title: `Editor fixture post ${Date.now()}`,
          date: '2026-10-03',
          summary: 'Written in English first.',
          content: '<p>English.</p>',
        },
        { image: [await pngBytes(), 'cover.png'] },
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    blogId = created.body.data.blogId;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('an admin adds it beside the English, and the /hi/ post page shows it', async () => {
    const { context, page } = await openPage(browser, { session: await loginAs('admin'), viewport: DESKTOP });
    await page.goto(`${SITE_URL}/admin/edit-blog/${blogId}`);
    await page.getByRole('link', { name: /हिन्दी\s+version/ }).click();
    await page.waitForURL(`${SITE_URL}/admin/blogs/${blogId}/translations/hi`);
    await page.getByText('No हिन्दी version').waitFor();

    // Side by side on a desktop: the English summary to the left of its Hindi field.
    const english = await page.getByText('Written in English first.').boundingBox();
    const field = await page.getByLabel('हिन्दी: Summary').boundingBox();
    expect(field!.x).toBeGreaterThan(english!.x + english!.width - 1);

    await page.getByLabel('हिन्दी: Summary').fill(HINDI.summary);
    await page.getByLabel('हिन्दी: Content').fill(HINDI.content);
    await page.getByRole('button', { name: 'Save हिन्दी version' }).click();
    await page.getByText('Title is required').first().waitFor();

    await page.getByLabel('हिन्दी: Title').fill(HINDI.title);
    await page.getByRole('button', { name: 'Save हिन्दी version' }).click();
    await page.getByText('Translation saved').waitFor();
    await page.getByText('हिन्दी version saved').waitFor();

    await page.goto(`${SITE_URL}/hi/blog/${blogId}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: HINDI.title }).waitFor();
    await page.getByText('मैच के दिन हर गेंद को टैग करना सीखिए।').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('on a phone the English stands above its field, and removing the version brings the English back under /hi/', async () => {
    const { context, page } = await openPage(browser, { session: await loginAs('admin'), viewport: PHONE });
    await page.goto(`${SITE_URL}/admin/blogs/${blogId}/translations/hi`);
    await page.getByText('हिन्दी version saved').waitFor();
    const english = await page.getByText('Written in English first.').boundingBox();
    const field = await page.getByLabel('हिन्दी: Summary').boundingBox();
    expect(field!.y).toBeGreaterThan(english!.y + english!.height - 1);

    await page.getByRole('button', { name: 'Remove हिन्दी version' }).click();
    await page.getByText('Translation removed').waitFor();
    await page.getByText('No हिन्दी version').waitFor();

    await page.goto(`${SITE_URL}/hi/blog/${blogId}`);
    await page.getByRole('note').getByText('यह पृष्ठ अभी हिंदी में उपलब्ध नहीं है।', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Editor fixture post/ }).waitFor();
    await context.close();
  });
});
