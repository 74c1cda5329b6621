import { getAuth } from 'firebase-admin/auth';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Blog, ContactMessage, Course } from '../../functions/src/contract';
import { browserSkipReason, DESKTOP, launchBrowser, loginAs, openPage, PHONE, waitForHydration } from '../support/browser';
import { testApp } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL, uniqueEmail } from '../support/env';
import { api } from '../support/http';
import { keyboardSweep } from '../support/keyboard';
import { newAdmin, newLearner } from '../support/sessions';
import { enrol } from '../support/enrol';

/** Every control reachable by Tab with a visible focus, and the main tasks done with the keyboard alone. */
describe.skipIf(browserSkipReason !== null)('keyboard operation', () => {
  let browser: Browser;
  let adminSession: string;
  let learnerSession: string;
  let learnerEmail: string;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let courseUid: string;
  let blogId: string;
  let reviewPath: string;
  let contactId: string;

  beforeAll(async () => {
    const admin = await newAdmin('keyboard-admin');
    adminSession = await loginAs(admin);
    const learner = await newLearner('keyboard');
    learnerEmail = learner.email;
    learnerSession = await loginAs(learner);
    fixture = await createCourseFixture({ price: 999 });
    await enrol(learner.token, fixture.courseId, 999);
    // An essay awaiting review, for the review screen.
    const essays = await createCourseFixture({ price: 999, essay: true });
    await enrol(learner.token, essays.courseId, 999);
    const essayCheckpoint = `/user/courses/${essays.courseId}/modules/${essays.moduleId}/checkpoints/c1`;
    await api('GET', essayCheckpoint, { token: learner.token });
    await api('POST', `${essayCheckpoint}/attempt`, {
      token: learner.token,
      body: { answers: ['3', 'True', 'An essay.'], timeSpent: 9 },
    });
    reviewPath = `/admin/reviews/${learner.uid}_${essays.courseId}_c1_1`;
    courseUid = (await api<Course[]>('GET', '/courses')).body.data[0].uid;
    blogId = (await api<Blog[]>('GET', '/blogs')).body.data.find((blog: { isExternal: boolean }) => !blog.isExternal)!.blogId;
    contactId = (
      await api<ContactMessage>('POST', '/contact', {
        body: { name: 'Keyboard Visitor', email: uniqueEmail('kbd'), message: 'Hello' },
      })
    ).body.data.uid;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (session: string | null, viewport = DESKTOP): Promise<Page> =>
    (await openPage(browser, { session, viewport })).page;

  type Problems = Record<string, { unreachable?: string[]; noVisibleFocus?: string[]; path: string[] }>;

  /** What Tab misses or shows without a focus style on `route`, opened in `page`. */
  async function sweepRoute(page: Page, route: string): Promise<Problems> {
    await page.goto(`${SITE_URL}${route}`, { waitUntil: 'networkidle' });
    // A busy machine can go quiet on the network before the app has rendered or loaded its data.
    await page.waitForFunction(
      () => document.querySelector('main a[href], main button, main input') && !document.querySelector('[aria-busy="true"]'),
    );
    await waitForHydration(page);
    const { unreachable, noVisibleFocus, reached, path } = await keyboardSweep(page);
    expect(reached, `${route}: Tab reached nothing`).toBeGreaterThan(0);
    if (!unreachable.length && !noVisibleFocus.length) return {};
    return {
      [route]: {
        ...(unreachable.length ? { unreachable } : {}),
        ...(noVisibleFocus.length ? { noVisibleFocus } : {}),
        path,
      },
    };
  }

  async function sweep(session: string | null, routes: string[], viewport = DESKTOP): Promise<Problems> {
    const page = await open(session, viewport);
    const problems: Problems = {};
    for (const route of routes) Object.assign(problems, await sweepRoute(page, route));
    await page.context().close();
    return problems;
  }

  /** `{name}` in a route is an id the suite made in beforeAll. */
  const fill = (route: string) =>
    route.replace(/\{(\w+)\}/g, (_, name: string) => {
      const ids: Record<string, string> = {
        courseUid,
        blogId,
        contactId,
        reviewPath,
        course: fixture.courseId,
        module: fixture.moduleId,
        checkpoint: fixture.checkpointId,
      };
      return ids[name];
    });

  /** One test a screen, in one page (signed in as `session()`, if anyone), so a failure names its screen. */
  function sweepEach(title: string, session: () => string | null, routes: string[], viewport = DESKTOP) {
    describe(title, () => {
      let page: Page;
      beforeAll(async () => {
        page = await open(session(), viewport);
      });
      afterAll(async () => {
        await page?.context().close();
      });
      it.each(routes)('%s', async (route) => {
        expect(await sweepRoute(page, fill(route))).toEqual({});
      });
    });
  }

  /** Opens a dialog from `opener` by keyboard: Tab stays inside it, Escape closes it and gives focus back. */
  async function dialogByKeyboard(page: Page, opener: Locator, dialog: Locator) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  }

  it('the sweep itself notices a control with no focus style and one Tab cannot reach', async () => {
    const page = await open(null);
    await page.setContent(`
      <style>button { outline: none; border: 1px solid #000; background: #fff; } a:focus-visible { outline: 3px solid red; }</style>
      <a href="#one">Styled link</a> <button>Bare button</button> <div role="button" onclick="void 0">Div button</div>`);
    const { unreachable, noVisibleFocus, reached } = await keyboardSweep(page);
    expect(reached).toBe(2);
    expect(noVisibleFocus).toEqual(['button "Bare button"']);
    expect(unreachable).toEqual(['div[role=button] "Div button"']);
    await page.context().close();
  });

  sweepEach('on public pages every control is reached by Tab and shows where focus is, on desktop', () => null, [
    '/',
    '/about',
    '/our-story',
    '/products',
    '/courses',
    '/courses/{courseUid}',
    '/enroll',
    '/blog',
    '/blog/{blogId}',
    '/careers',
    '/contact',
    '/login',
    '/verify-certificate/00000000000000000000000000000000',
  ]);
  sweepEach('and on a phone', () => null, ['/', '/courses', '/contact'], PHONE);

  it('on learner screens too', async () => {
    const course = `/user/courses/${fixture.courseId}`;
    const routes = [
      '/user/courses',
      course,
      `${course}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`,
      '/profile',
    ];
    expect(await sweep(learnerSession, routes)).toEqual({});
  });

  sweepEach('on admin screens too', () => adminSession, [
    '/admin/dashboard',
    '/admin/users',
    '/admin/contacts',
    '/admin/contacts?contact={contactId}',
    '/admin/reviews',
    '{reviewPath}',
    '/admin/certificates',
    '/admin/audit',
    '/admin/blogs',
    '/admin/add-blog',
    '/admin/highlights',
    '/admin/careers',
    '/admin/add-career',
    '/admin/organizations',
    '/admin/testimonials',
    '/admin/products',
    '/admin/courses',
    '/admin/courses/add',
    '/admin/courses/{course}',
    '/admin/courses/{course}/modules/{module}',
    '/admin/courses/{course}/modules/{module}/checkpoints/{checkpoint}/questions',
    '/admin/profile',
  ]);

  describe('on the account pages too: forgot, reset, verify and the profile with its privacy card', () => {
    const auth = () => getAuth(testApp());
    const codeOf = (link: string) => new URL(link).searchParams.get('oobCode');

    it('signed out, on desktop and phone', async () => {
      const resetCode = codeOf(await auth().generatePasswordResetLink(learnerEmail));
      const signedOut = ['/forgot-password', `/reset-password?oobCode=${resetCode}`, '/reset-password?oobCode=not-a-code'];
      expect(await sweep(null, signedOut)).toEqual({});
      expect(await sweep(null, ['/forgot-password', `/reset-password?oobCode=${resetCode}`], PHONE)).toEqual({});
    });

    it('signed in', async () => {
      const verifyCode = codeOf(await auth().generateEmailVerificationLink(learnerEmail));
      expect(await sweep(learnerSession, [`/verify-email?oobCode=${verifyCode}`, '/profile'])).toEqual({});
    });
  });

  it("the privacy card's 'Close my account' dialog keeps focus inside and gives it back on Escape", async () => {
    const page = await open(learnerSession);
    await page.goto(`${SITE_URL}/profile`, { waitUntil: 'networkidle' });
    await dialogByKeyboard(
      page,
      page.getByRole('button', { name: 'Close my account' }),
      page.getByRole('dialog', { name: 'Close your account?' }),
    );
    await page.context().close();
  });

  it('a visitor signs in with the keyboard alone', async () => {
    const page = await open(null);
    await page.goto(`${SITE_URL}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type(learnerEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret123');
    // The show/hide button is the next stop, and shows what was typed.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle password visibility');
    await page.keyboard.press('Space');
    expect(await page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Password', { exact: true }).getAttribute('type')).toBe(
      'text',
    );
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Login successful! Welcome back.').waitFor();
    await page.waitForURL(`${SITE_URL}/`);
    await page.context().close();
  });

  it('the phone menu opens, moves focus into its links and closes on Escape', async () => {
    const page = await open(null, PHONE);
    await page.goto(`${SITE_URL}/`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Courses', exact: true }).waitFor();
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('a learner answers a checkpoint with the keyboard alone and sees the result', async () => {
    const page = await open(learnerSession);
    const path = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`;
    await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start checkpoint' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Question 1 of ${fixture.correct.length}`).waitFor();
    for (const answer of fixture.correct) {
      const option = page.getByRole('radio', { name: answer, exact: true });
      await option.focus();
      await page.keyboard.press('Space');
      expect(await option.isChecked()).toBe(true);
      const next = page.getByRole('button', { name: /Next|Submit/ });
      await next.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByText('100%').first().waitFor();
    await page.context().close();
  });

  it('a confirmation dialog keeps focus inside, cancels on Escape and gives focus back', async () => {
    const page = await open(adminSession);
    await page.goto(`${SITE_URL}/admin/blogs`, { waitUntil: 'networkidle' });
    await dialogByKeyboard(page, page.getByRole('button', { name: /Delete/ }).first(), page.getByRole('dialog'));
    await page.context().close();
  });
});
