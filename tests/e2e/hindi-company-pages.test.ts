import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshotForReview,
  waitForHydration,
} from '../support/browser';
import { SITE_URL } from '../support/env';

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * About, Our Story and Contact in Hindi (issue 37), and what the public pages say when their data
 * does not come, in Chromium against the seeded stack.
 */
describe.skipIf(browserSkipReason !== null)('the company pages in Hindi', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on a %s, About, Our Story and Contact read in Hindi and fit the screen', async (name, viewport) => {
    const { page } = await openPage(browser, { viewport });
    await page.goto(`${SITE_URL}/hi/about`);
    await page.getByRole('heading', { level: 1, name: 'खेल की सेवा में तकनीक' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'हम कैसे काम करते हैं' }).waitFor();
    expect(await lang(page)).toBe('hi');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshotForReview(page, `hindi-about-${name}`);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'हमारी कहानी पढ़ें' }).click();
    await page.waitForURL(`${SITE_URL}/hi/our-story`);
    await page.getByRole('heading', { level: 1, name: 'एक सवाल से 1000 मैचों तक' }).waitFor();
    const numbers = page.getByRole('region', { name: 'आँकड़ों में हमारी कहानी' });
    expect(await numbers.getByRole('definition').allInnerTexts()).toEqual(['1000+', '8', 'पहला']);
    await page.getByRole('heading', { level: 2, name: 'आज हम क्या बनाते हैं' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshotForReview(page, `hindi-our-story-${name}`);
    await page.goto(`${SITE_URL}/hi/contact`);
    await page.getByRole('heading', { level: 1, name: 'आइए, क्रिकेट तकनीक पर बात करें' }).waitFor();
    await page.getByText('सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे (IST)').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshotForReview(page, `hindi-contact-${name}`);
    await page.context().close();
  });

  it('the Hindi contact form says what is missing or wrong in Hindi, then sends the message', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${SITE_URL}/hi/contact`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'हमें संदेश भेजें' });
    const send = form.getByRole('button', { name: 'संदेश भेजें' });
    await send.click();
    await form.getByRole('alert').getByText('कृपया सभी फ़ील्ड भरें।').waitFor();

    const marker = `e2e hindi contact ${Date.now()}`;
    await form.getByLabel('पूरा नाम').fill('अनीता वर्मा');
    await form.getByLabel('ईमेल').fill('anita.verma@');
    await form.getByLabel('संदेश').fill(marker);
    await send.click();
    // The server refuses the address (400): told in Hindi, and nothing is stored.
    await form.getByRole('alert').getByText('कृपया सही ईमेल पता लिखें').waitFor();
    expect((await testDb().collection('contacts').where('message', '==', marker).get()).size).toBe(0);

    await form.getByLabel('ईमेल').fill('anita.verma@example.com');
    await send.click();
    await form.getByRole('status').getByText('आपका संदेश भेज दिया गया!').waitFor();
    const stored = await testDb().collection('contacts').where('message', '==', marker).get();
    expect(stored.docs.map((doc) => doc.data().name)).toEqual(['अनीता वर्मा']);
    await page.context().close();
  });

  it.each([
    ['/hi', 'मुख्य', 'ब्लॉग', '/hi/blog', 'ब्लॉग पोस्ट लोड नहीं हो सकीं', 'फिर से कोशिश करें'],
    ['/', 'Main', 'Blog', '/blog', 'Failed to load blog posts', 'Try again'],
  ])(
    'a list that cannot load says so in the page’s language (%s), and loads on Try again',
    async (start, nav, link, path, failed, retry) => {
      const { page } = await openPage(browser);
      await page.goto(`${SITE_URL}${start}`);
      await waitForHydration(page);
      await page.route('**/api/blogs*', (route) => route.abort());
      await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${SITE_URL}${path}`);
      await page.getByRole('main').getByRole('alert').getByText(failed).waitFor();
      await page.unroute('**/api/blogs*');
      await page.getByRole('button', { name: retry }).click();
      await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
      expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
      await page.context().close();
    },
  );

  it('the home page’s decision-review graphic reads in Hindi', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${SITE_URL}/hi`);
    const graphic = page.getByRole('img', { name: 'LBW रिव्यू का बॉल-ट्रैकिंग रीप्ले: पिचिंग लाइन में, इम्पैक्ट लाइन में, विकेट्स हिटिंग।' });
    await graphic.waitFor();
    expect(await graphic.innerText()).toMatch(/डिसीज़न रिव्यू[\s\S]*पिचिंग[\s\S]*लाइन में[\s\S]*हिटिंग[\s\S]*बल्ले की दिशा\s*11° खुला/);
    expect(await graphic.innerText()).not.toMatch(/[A-Za-z]{3,}/);
    await page.context().close();
  });
});
