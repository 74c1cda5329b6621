import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserSkipReason, launchBrowser, newPage, PHONE, screenshotForReview } from '../support/browser';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL, uniqueEmail } from '../support/env';
import { testClientAddress } from '../support/http';

const STEP_TIMEOUT = 60_000;

/** One visitor's whole account life in the browser: sign up, log out and in, edit the profile, change the password. */
describe.skipIf(browserSkipReason !== null)('auth journey in the browser', () => {
  const email = uniqueEmail('journey');
  const firstName = 'Journey Tester';
  const newName = 'Journey Tester Renamed';
  const firstPassword = 'secret123';
  const newPassword = 'N3w-secret!';

  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    // Per-client rate limits: this file talks from its own address, like the API tests.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const toast = (text: string): Locator => page.getByRole('alert').filter({ hasText: text });
  const accountMenuButton = (): Locator => page.getByRole('button', { name: /^Account menu for / });
  const joinUsInHeader = (): Locator => page.getByRole('banner').getByRole('link', { name: 'Join Us' });
  const atPath = (path: string) => page.waitForURL((url) => url.pathname === path);

  async function expectToast(text: string): Promise<void> {
    await toast(text).first().waitFor({ state: 'visible' });
  }

  /** Toasts stay 4 s; wait one out so the next identical message is a new one. */
  async function waitForToastToClose(text: string): Promise<void> {
    await toast(text).first().waitFor({ state: 'detached', timeout: 10_000 });
  }

  async function logOutFromAvatarMenu(): Promise<void> {
    // The header hides once the page is scrolled down (the profile page is tall): scroll up, as a user would.
    await page.evaluate(() => window.scrollTo(0, 0));
    await accountMenuButton().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await atPath('/');
    await joinUsInHeader().waitFor();
    expect(await accountMenuButton().count()).toBe(0);
  }

  async function openLoginTab(): Promise<Locator> {
    await joinUsInHeader().click();
    await atPath('/join');
    await page.getByRole('tab', { name: 'Login' }).click();
    await atPath('/login');
    return page.getByRole('tabpanel', { name: 'Login' });
  }

  async function logIn(password: string): Promise<void> {
    const panel = await openLoginTab();
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByRole('button', { name: 'Log in' }).click();
  }

  it(
    'registers a new account on /join, shows the welcome toast and lands on / logged in',
    async () => {
      await page.goto(`${SITE_URL}/join`);
      const panel = page.getByRole('tabpanel', { name: 'Register' });
      await panel.getByLabel('Full name', { exact: true }).fill(firstName);
      await panel.getByLabel('Email', { exact: true }).fill(email);
      await panel.getByLabel('Password', { exact: true }).fill(firstPassword);
      await panel.getByLabel('Confirm password', { exact: true }).fill(firstPassword);
      await panel.getByRole('button', { name: 'Create account' }).click();

      await expectToast('Registration successful! Welcome!');
      await atPath('/');
      await accountMenuButton().waitFor();
      expect(await accountMenuButton().getAttribute('aria-label')).toBe(`Account menu for ${firstName}`);
      expect(await joinUsInHeader().count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'shows name, email and the User role in the avatar menu, then logs out to / from it',
    async () => {
      await accountMenuButton().click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByText(firstName, { exact: true }).isVisible()).toBe(true);
      expect(await menu.getByText(email, { exact: true }).isVisible()).toBe(true);
      expect(await menu.getByText('User', { exact: true }).isVisible()).toBe(true);
      expect(await menu.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
        'Edit profile',
        'My courses',
        'Orders and invoices',
        'Log out',
      ]);
      await page.keyboard.press('Escape');

      await logOutFromAvatarMenu();
    },
    STEP_TIMEOUT,
  );

  it(
    'refuses a wrong password on the Login tab with "Invalid email or password" and stays logged out',
    async () => {
      await logIn('not-the-password');
      await expectToast('Invalid email or password');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await accountMenuButton().count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'logs in on the Login tab with the right password and lands on /',
    async () => {
      const panel = page.getByRole('tabpanel', { name: 'Login' });
      await panel.getByLabel('Password', { exact: true }).fill(firstPassword);
      await panel.getByRole('button', { name: 'Log in' }).click();

      await expectToast('Login successful! Welcome back.');
      await atPath('/');
      await accountMenuButton().waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    'opens /profile from the avatar menu and renames the user',
    async () => {
      await accountMenuButton().click();
      await page.getByRole('menuitem', { name: 'Edit profile' }).click();
      await atPath('/profile');
      await page.getByRole('heading', { level: 1, name: firstName }).waitFor();

      await page.getByLabel('Full name', { exact: true }).fill(newName);
      await page.getByRole('button', { name: 'Save changes' }).click();

      await expectToast('Profile updated successfully');
      await page.getByRole('heading', { level: 1, name: newName }).waitFor();
      await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor();
      await waitForToastToClose('Profile updated successfully');
    },
    STEP_TIMEOUT,
  );

  it(
    'changes the password with current, new and confirmation',
    async () => {
      await page.getByLabel('Current password', { exact: true }).fill(firstPassword);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Save changes' }).click();

      await expectToast('Profile updated successfully');
      // The form clears its password fields once the server has accepted the change.
      expect(await page.getByLabel('Current password', { exact: true }).inputValue()).toBe('');
      expect(new URL(page.url()).pathname).toBe('/profile');
    },
    STEP_TIMEOUT,
  );

  it(
    'logs out, logs back in with the new password, and logs out again',
    async () => {
      await logOutFromAvatarMenu();

      await logIn(newPassword);
      await expectToast('Login successful! Welcome back.');
      await atPath('/');
      await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor();

      await logOutFromAvatarMenu();
    },
    STEP_TIMEOUT,
  );

  it(
    "'Log in' beside 'Join Us' in the header comes back to the page it was pressed on",
    async () => {
      await page.goto(`${SITE_URL}/courses`);
      const login = page.getByRole('banner').getByRole('link', { name: 'Log in' });
      await login.click();
      await atPath('/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/courses');
      const panel = page.getByRole('tabpanel', { name: 'Login' });
      await panel.getByLabel('Email', { exact: true }).fill(email);
      await panel.getByLabel('Password', { exact: true }).fill(newPassword);
      await panel.getByRole('button', { name: 'Log in' }).click();
      await atPath('/courses');
      await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor();
      expect(await login.count()).toBe(0);

      await accountMenuButton().click();
      await page.getByRole('menuitem', { name: 'Orders and invoices' }).click();
      await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#orders');
      await page.getByRole('heading', { name: 'Orders and invoices' }).waitFor();
      const inView = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      };
      await expect.poll(() => page.getByRole('heading', { name: 'Orders and invoices' }).evaluate(inView)).toBe(true);
      await logOutFromAvatarMenu();
    },
    STEP_TIMEOUT,
  );

  it(
    'refuses to register the same email twice with "An account with this email already exists"',
    async () => {
      await joinUsInHeader().click();
      await atPath('/join');
      const panel = page.getByRole('tabpanel', { name: 'Register' });
      await panel.getByLabel('Full name', { exact: true }).fill('Someone Else');
      await panel.getByLabel('Email', { exact: true }).fill(email);
      await panel.getByLabel('Password', { exact: true }).fill('other-secret');
      await panel.getByLabel('Confirm password', { exact: true }).fill('other-secret');
      await panel.getByRole('button', { name: 'Create account' }).click();

      await expectToast('An account with this email already exists');
      expect(new URL(page.url()).pathname).toBe('/join');
      expect(await accountMenuButton().count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'Enroll Now while logged out → register → back on that course with the enrolment modal open, on a phone',
    async () => {
      const { courseId } = await createCourseFixture({ price: 0 });
      await page.setViewportSize(PHONE);
      await page.goto(`${SITE_URL}/courses/${courseId}`);
      await page.getByRole('link', { name: 'Enroll Now' }).click();
      await atPath('/join');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/courses/${courseId}?enroll`);
      const panel = page.getByRole('tabpanel', { name: 'Register' });
      await panel.getByLabel('Full name', { exact: true }).fill('Returning Buyer');
      await panel.getByLabel('Email', { exact: true }).fill(uniqueEmail('enrol-after-join'));
      await panel.getByLabel('Password', { exact: true }).fill(firstPassword);
      await panel.getByLabel('Confirm password', { exact: true }).fill(firstPassword);
      await panel.getByRole('button', { name: 'Create account' }).click();

      await atPath(`/courses/${courseId}`);
      const dialog = page.getByRole('dialog', { name: 'Enroll in course' });
      await dialog.waitFor();
      await screenshotForReview(page, 'enrol-after-register');
      // The marker is spent: a reload or Back does not open the modal again.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('button', { name: 'Enroll Now' }).waitFor();
      expect(await dialog.count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    "'Emails' on the profile turns a kind of reminder off, and it stays off",
    async () => {
      await page.goto(`${SITE_URL}/profile#emails`);
      const emails = page.getByRole('region', { name: 'Emails' });
      const checkout = emails.getByRole('switch', { name: 'Unfinished checkout' });
      await checkout.waitFor();
      expect(await checkout.isChecked()).toBe(true);
      await checkout.click();
      await expectToast('Unfinished checkout: off');
      await screenshotForReview(page, 'profile-emails');
      await page.reload();
      await expect.poll(() => emails.getByRole('switch', { name: 'Unfinished checkout' }).isChecked()).toBe(false);
      expect(await emails.getByRole('switch', { name: 'Course reminders' }).isChecked()).toBe(true);
      await emails.getByText('they are not optional', { exact: false }).waitFor();
    },
    STEP_TIMEOUT,
  );
});
