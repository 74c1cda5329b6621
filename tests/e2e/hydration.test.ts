import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, loginAs, newPage, openPage } from '../support/browser';
import { SITE_URL } from '../support/env';
import { newLearner } from '../support/sessions';

/*
 * The home page hydrates its sections below the first screen one at a time, when they are wanted
 * (issue 27, decision 0061). A tap on such a section as soon as the app has started, before React has
 * reached it, must still work: React hydrates that section first and replays the tap. A tap made
 * before the app's script has even run is recorded by the page's inline recorder and clicked again
 * once hydration starts.
 */
describe.skipIf(browserSkipReason !== null)('home page hydration in pieces', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a tap on the highlights playlist right after load switches the video', async () => {
    const { page } = await newPage(browser);
    // "load" waits for the app's script, which starts hydration; nothing here waits for it to finish.
    await page.goto(`${SITE_URL}/`, { waitUntil: 'load' });
    const entry = page.getByRole('list', { name: 'Highlights playlist' }).getByRole('button').nth(1);
    const title = (await entry.innerText()).trim();
    await entry.click();
    // React hydrates the section and hands it the tap: on a busy machine that takes more than a second.
    await entry.and(page.locator('[aria-current="true"]')).waitFor();
    await page.getByRole('group', { name: `Video: ${title}` }).waitFor();
  });

  it('a signed-in visitor on a slow phone who opens their profile before the sections below have hydrated sees no error', async () => {
    const learner = await newLearner('e2e-hydration');
    const { page, context } = await openPage(browser, {
      session: await loginAs(learner),
    });
    // A phone's CPU, and an idle moment that never comes: the sections below the first screen are
    // still the server's HTML when the visitor leaves, so React hydrates them only as the navigation
    // begins, after the page's data has gone (error 418 and the page rendered anew, before the fix).
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${SITE_URL}/`);
    await page.getByRole('button', { name: `Account menu for ${learner.user.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: learner.user.name }).waitFor();
    // The home page's sections are gone (the profile has later sections of its own).
    expect(await page.locator('[data-later="features"], [data-later="testimonials"], [data-later="courses"]').count()).toBe(0);
  });

  it('a tap on a testimonial at the bottom of the page, before the app has started, opens its story', async () => {
    const { page } = await newPage(browser);
    // The app's entry is held back until the tap has landed, so the tap surely comes before React
    // listens: only the page's inline recorder can keep it.
    let tapped = () => undefined as void;
    const tap = new Promise<void>((resolve) => {
      tapped = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tap;
      await route.continue();
    });
    await page.goto(`${SITE_URL}/`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('section[aria-labelledby="testimonials-title"]').getByRole('button').first();
    const name = ((await card.locator('[class*="_name_"]').textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await card.click();
    expect(await page.evaluate(() => '__earlyTaps' in window && typeof window.__earlyTaps === 'function')).toBe(true);
    tapped();
    await page.getByRole('dialog', { name }).waitFor();
  });
});
