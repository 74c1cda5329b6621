import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '../../functions/src/contract';
import {
  browserSkipReason,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshotForReview,
  storedSession,
  waitForHydration,
} from '../support/browser';
import { SITE_URL, uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';

/**
 * A learner's language follows them (issue 37): chosen in the switcher or on the profile while
 * signed in, it is kept on their profile, survives a reload, and a sign-in on a fresh browser lands
 * in it.
 */

const cookieOf = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const profileLanguage = async (token: string) =>
  (await api<{ user: User }>('GET', '/auth/me', { token })).body.data.user.language;

describe.skipIf(browserSkipReason !== null)('the learner’s language, in the browser', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedInLearner(viewport: typeof DESKTOP) {
    const email = uniqueEmail('language');
    const session = await register('Language Learner', email);
    const opened = await openPage(browser, { session: storedSession(await login(email, 'secret123')), viewport });
    return { ...opened, email, token: session.token };
  }

  /** A browser that has never seen the site: signs in on /login as a person does. */
  async function signInOnFreshBrowser(email: string, viewport: typeof DESKTOP) {
    const opened = await openPage(browser, { viewport });
    await opened.page.goto('/login');
    await waitForHydration(opened.page);
    const panel = opened.page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill('secret123');
    await panel.getByRole('button', { name: 'Log in' }).click();
    return opened;
  }

  it('on a desktop: हिन्दी in the header, signed in, is kept on the profile; it survives a reload; a fresh browser signs in to Hindi', async () => {
    const { context, page, email, token } = await signedInLearner(DESKTOP);
    await page.goto('/courses');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${SITE_URL}/hi/courses`);
    expect(await pageLanguage(page)).toBe('hi');
    expect(await cookieOf(context, 'lang')).toBe('hi');
    expect(await profileLanguage(token)).toBe('hi');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेशन कोर्स' }).waitFor();
    expect(page.url()).toBe(`${SITE_URL}/hi/courses`);
    expect(await pageLanguage(page)).toBe('hi');

    await page.goto('/hi/profile');
    const choice = page.getByRole('radiogroup', { name: 'भाषा' });
    await expect.poll(() => choice.getByRole('radio', { name: 'हिन्दी' }).isChecked(), { timeout: 15_000 }).toBe(true);
    await screenshotForReview(page, 'learner-language-profile');
    await context.close();

    const fresh = await signInOnFreshBrowser(email, DESKTOP);
    await fresh.page.waitForURL(`${SITE_URL}/hi`, { timeout: 15_000 });
    await fresh.page.getByRole('navigation', { name: 'मुख्य' }).waitFor();
    expect(await pageLanguage(fresh.page)).toBe('hi');
    expect(await cookieOf(fresh.context, 'lang')).toBe('hi');
    await fresh.context.close();
  });

  it('on a phone: English chosen on the profile loads the profile in English, kept for the next sign-in', async () => {
    const { context, page, email, token } = await signedInLearner(PHONE);
    await api('PUT', '/users/profile/language', { token, body: { language: 'hi' } });
    await page.goto('/hi/profile');
    const choice = page.getByRole('radiogroup', { name: 'भाषा' });
    await expect.poll(() => choice.getByRole('radio', { name: 'हिन्दी' }).isChecked(), { timeout: 15_000 }).toBe(true);
    await screenshotForReview(page, 'learner-language-profile-hi');
    await choice.getByRole('radio', { name: 'English' }).check();
    await page.waitForURL(`${SITE_URL}/profile`);
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' }).isChecked())
      .toBe(true);
    expect(await pageLanguage(page)).toBe('en');
    expect(await cookieOf(context, 'lang')).toBe('en');
    expect(await profileLanguage(token)).toBe('en');
    await context.close();

    const fresh = await signInOnFreshBrowser(email, PHONE);
    await fresh.page.waitForURL(`${SITE_URL}/`, { timeout: 15_000 });
    expect(await pageLanguage(fresh.page)).toBe('en');
    expect(await cookieOf(fresh.context, 'lang')).toBe('en');
    await fresh.context.close();
  });

  it('taking the suggestion of the other language, signed in, keeps that language on the profile too', async () => {
    const { context, page, token } = await signedInLearner(DESKTOP);
    await api('PUT', '/users/profile/language', { token, body: { language: 'hi' } });
    // This browser prefers English and has chosen nothing yet: the Hindi page suggests its English twin.
    await page.goto('/hi/courses');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.waitForURL(`${SITE_URL}/courses`);
    expect(await cookieOf(context, 'lang')).toBe('en');
    expect(await profileLanguage(token)).toBe('en');
    await context.close();
  });
});
