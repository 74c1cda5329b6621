import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, newPage } from '../support/browser';
import { SITE_URL } from '../support/env';

/*
 * The home page hydrates its sections below the first screen after the first screen (issue 27). A tap
 * on such a section as soon as the app has started, before React has reached it, must still work:
 * React hydrates that section first and replays the tap.
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
    const { page, errors } = await newPage(browser);
    // "load" waits for the app's script, which starts hydration; nothing here waits for it to finish.
    await page.goto(`${SITE_URL}/`, { waitUntil: 'load' });
    const entry = page.getByRole('list', { name: 'Highlights playlist' }).getByRole('button').nth(1);
    const title = (await entry.innerText()).trim();
    await entry.click();
    await expect.poll(() => entry.getAttribute('aria-current')).toBe('true');
    await page.getByRole('group', { name: `Video: ${title}` }).waitFor();
    expect(errors).toEqual([]);
  });
});
