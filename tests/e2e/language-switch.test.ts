import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  browserSkipReason,
  collectPageErrors,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshotForReview,
  waitForHydration,
} from '../support/browser';
import { SITE_URL } from '../support/env';

const cookieOf = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The language switcher and the suggestion (issue 37), in Chromium against the seeded stack. */
describe.skipIf(browserSkipReason !== null)('changing the language of a page in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('on a desktop, the header’s हिन्दी leads from a page to its Hindi twin, remembered, and English leads back', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${SITE_URL}/courses`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${SITE_URL}/hi/courses`);
    await page.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेशन कोर्स' }).waitFor();
    expect(await lang(page)).toBe('hi');
    expect(await cookieOf(context, 'lang')).toBe('hi');
    await waitForHydration(page);
    // Links of a Hindi page stay in Hindi.
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'ब्लॉग' }).click();
    await page.waitForURL(`${SITE_URL}/hi/blog`);
    await page.getByRole('heading', { level: 1, name: 'एनालिसिस रूम से' }).waitFor();
    await screenshotForReview(page, 'hindi-blog');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${SITE_URL}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Notes from the analysis room' }).waitFor();
    expect(await lang(page)).toBe('en');
    expect(await cookieOf(context, 'lang')).toBe('en');
    await context.close();
  });

  it('on a phone, the menu and the footer carry the switcher, and keep the page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${SITE_URL}/blog`);
    await waitForHydration(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${SITE_URL}/hi/blog`);
    await page.getByRole('heading', { level: 1, name: 'एनालिसिस रूम से' }).waitFor();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshotForReview(page, 'hindi-blog');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${SITE_URL}/blog`);
    expect(await lang(page)).toBe('en');
    await context.close();
  });

  it('a browser that prefers Hindi gets a suggestion, never a redirect; closing it keeps English and it does not come back', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: SITE_URL, serviceWorkers: 'block', locale: 'hi-IN' });
    const page = await context.newPage();
    collectPageErrors(page);
    await page.goto(`${SITE_URL}/`);
    const offer = page.getByRole('complementary', { name: 'भाषा' });
    await offer.getByText('यह पृष्ठ हिंदी में भी उपलब्ध है।').waitFor();
    expect(page.url()).toBe(`${SITE_URL}/`);
    expect(await offer.getByRole('link', { name: 'हिंदी में पढ़ें' }).getAttribute('href')).toBe('/hi');
    await offer.getByRole('button', { name: 'बंद करें' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await cookieOf(context, 'lang')).toBe('en');
    await page.reload();
    await waitForHydration(page);
    expect(await offer.count()).toBe(0);
    // A page with no Hindi version is not offered in Hindi.
    await context.clearCookies();
    await page.goto(`${SITE_URL}/courses/certified-cricket-video-analyst`);
    await waitForHydration(page);
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
