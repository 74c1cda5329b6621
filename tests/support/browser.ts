import { existsSync } from 'node:fs';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/local/chromium.mjs';
import { SESSION_COOKIE, SESSION_COOKIE_PATHS } from '../../functions/src/contract/public-pages';

import { DEMO_ADMIN, DEMO_LEARNER, SITE_URL } from './env';
import { trackForFailures } from './failure-report';
import { login, testClientAddress } from './http';

export { CHROMIUM_PATH };

const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // No test reaches the internet (CI has none): a lookup that fails at once keeps third-party
  // frames, such as the contact page's map, from loading at a different moment in every run.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  trackForFailures(browser);
  return browser;
}

/**
 * A browser with a profile on disk in `userDataDir`, as a person's is: Chrome offers to install a
 * site only outside incognito, which every `launchBrowser` context is. Service workers run.
 */
export async function launchProfile(userDataDir: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    baseURL: SITE_URL,
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
  trackForFailures(context);
  return context;
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * A fresh context and page. Its console errors and uncaught exceptions fail the running test (see
 * `checkPageErrors`); they are also in `errors` for a test that reads them. The site's service
 * worker is blocked: only the installed-app test (in its own profile, `launchProfile`) is about
 * what it keeps.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: SITE_URL, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** Every page's error list since the last check, and the errors the running test said to expect. */
const watched = new Set<string[]>();
let expected: RegExp[] = [];

/**
 * Console errors and uncaught exceptions on `page` (added to `errors`). Every list made here is
 * checked after each test of the e2e project (tests/support/page-errors.setup.ts).
 */
export function collectPageErrors(page: Page, errors: string[] = []): string[] {
  watched.add(errors);
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // The browser logs every 4xx/5xx fetch; tests that expect a refusal assert it themselves.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`console.error: ${msg.text()}`);
  });
  return errors;
}

/**
 * Tells the page-error check which errors the running test causes on purpose (a refused upload the
 * page reports, a course that fails to load): those matching `patterns` do not fail it.
 */
export function expectPageErrors(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

/**
 * The errors pages logged since the last call that the running test did not expect, and a fresh
 * start for the next test: each list is emptied and the expectations dropped.
 */
export function takeUnexpectedPageErrors(): string[] {
  const unexpected: string[] = [];
  for (const errors of watched) {
    unexpected.push(...errors.filter((error) => !expected.some((pattern) => pattern.test(error))));
    errors.length = 0;
  }
  expected = [];
  return unexpected;
}

/**
 * What Playwright logs (as a warning) where a context blocks service workers and the page registers
 * one: the test's doing, not the page's.
 */
export const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Why browser tests cannot run here, or null when they can. */
export const browserSkipReason = existsSync(CHROMIUM_PATH)
  ? null
  : `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`;

/** A session as the web app keeps it in localStorage, good for the ID token's hour. */
export const storedSession = (session: object) => JSON.stringify({ ...session, expiresAt: Date.now() + 55 * 60 * 1000 });

/**
 * Signs `who` in through the API and answers the session as the web app stores it, for `openPage`'s
 * `session`: the demo admin or learner by role, or an account a test made (newLearner's password
 * unless it says otherwise).
 */
export async function loginAs(who: 'admin' | 'learner' | { email: string; password?: string }): Promise<string> {
  const account = who === 'admin' ? DEMO_ADMIN : who === 'learner' ? DEMO_LEARNER : who;
  return storedSession(await login(account.email, account.password ?? 'secret123'));
}

/**
 * The session's token in the cookie the app keeps it in for the server (as it does once it has
 * started on this browser), so that the very first visit is a screen rendered by the server.
 */
async function keepSessionForServer(context: BrowserContext, session: string): Promise<void> {
  const { token } = JSON.parse(session) as { token: string };
  await context.addCookies(
    SESSION_COOKIE_PATHS.map((path) => ({
      name: SESSION_COOKIE,
      value: token,
      url: `${SITE_URL}${path}`,
      sameSite: 'Lax' as const,
    })),
  );
}

/**
 * A fresh page calling from this test file's client address, signed in with `session` (from
 * `storedSession`) when given, with reduced motion so nothing is caught mid-animation. `forTheServer`:
 * the server renders the signed-in screens it can from the first visit on.
 */
export async function openPage(
  browser: Browser,
  options: { session?: string | null; viewport?: typeof DESKTOP; forTheServer?: boolean } = {},
) {
  const opened = await newPage(browser, options.viewport);
  await opened.context.setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress });
  if (options.session) await opened.context.addInitScript((value) => localStorage.setItem('session', value), options.session);
  if (options.session && options.forTheServer) await keepSessionForServer(opened.context, options.session);
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}

/**
 * Saves a full-page screenshot under SCREENSHOT_DIR (unset in normal runs) for a person to look
 * at: how a screen looks is judged by eye, never asserted.
 */
export async function screenshotForReview(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

/**
 * Waits until React owns the whole page: a server-rendered page paints before its scripts run and
 * hydrates afterwards, re-rendering what only the browser knows (the session, the viewport's
 * layout). Controls met before that may be replaced under the test.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const last = Array.from(document.querySelectorAll('#root *')).pop();
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState('networkidle');
}

/** Whether `page` has loaded a face of the font `family` (its text is drawn in it, not in a fallback). */
export function fontFaceLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate((name) => {
    let loaded = false;
    // FontFaceSet is iterable in browsers, not in the DOM types these tests compile with.
    document.fonts.forEach((face) => {
      loaded ||= face.family.replace(/"/g, '') === name && face.status === 'loaded';
    });
    return loaded;
  }, family);
}
