// @ts-check
// The screens behind the login under Lighthouse, as the public pages are measured: mobile, median of
// 3 interleaved with the static reference page, the session where the app keeps it (localStorage,
// and the cookie the server renders the screens for).
// Each screen twice: a first visit (Lighthouse empties the caches and the service worker, and keeps
// localStorage) and a repeat visit (the screen opened once before, its files, service worker and
// kept copy in place).
import { chromium } from 'playwright-core';

import { runLighthouse } from './lighthouse.mjs';
import { prepareQuiz } from './quiz.mjs';

/** The six screens the issue names, each with the session that opens it. */
export async function prepareSignedInScreens(site, data) {
  const quiz = await prepareQuiz(site, 1, '10.98.0');
  return [
    { path: '/user/courses', session: data.learnerSession },
    { path: `/user/courses/${data.enrolledCourseId}`, session: data.learnerSession },
    { path: quiz.checkpointPath, label: 'a checkpoint', session: quiz.sessions[0].session },
    { path: '/profile', session: data.learnerSession },
    { path: '/admin/dashboard', session: data.adminSession },
    { path: '/admin/courses', session: data.adminSession },
  ];
}

/** Runs `work` on a new tab of the browser Lighthouse drives. */
async function inBrowser(port, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await work(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Leaves `session` where the app keeps it: in the site's localStorage, and, once the app has started
 * with it, in the cookie the server renders the signed-in screens for (decision 0092).
 */
const keepSession = (site, session) => async (page) => {
  await page.goto(`${site}/favicon.svg`);
  await page.evaluate((value) => globalThis.localStorage.setItem('session', value), JSON.stringify(session));
  await page.goto(`${site}/user/courses`);
  const started = Date.now();
  // The cookie the last screen's session left stays until the app replaces it with this one's.
  const kept = async () => (await page.context().cookies(`${site}/user`)).some((c) => c.name === '__session' && c.value === session.token);
  while (!(await kept())) {
    if (Date.now() - started > 30_000) throw new Error('the app did not keep the session for the server');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A first visit: the session kept; Lighthouse empties the rest. */
const firstVisit =
  (prepare) =>
  async ({ port }) => {
    await inBrowser(port, prepare);
    return {};
  };

/** The page opened once and its service worker installed, then measured without emptying anything. */
const repeatVisit =
  (url, prepare) =>
  async ({ port }) => {
    await inBrowser(port, async (page) => {
      await prepare?.(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page
        .evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]))
        .catch(() => undefined);
    });
    return { disableStorageReset: true };
  };

/**
 * Lighthouse over the static page and each screen, first and repeat visits interleaved.
 * Answers { static: { first, repeat }, screens: [{ path, label, first, repeat }] }. `options.onReport`
 * receives each full report (runLighthouse's).
 */
export async function measureSignedInScreens(site, screens, reference, runs = 3, options = {}) {
  const pages = [
    { key: 'static:first', url: reference.url },
    { key: 'static:repeat', url: reference.url, before: repeatVisit(reference.url) },
    ...screens.flatMap(({ path, session }) => {
      const url = `${site}${path}`;
      return [
        { key: `${path}:first`, url, before: firstVisit(keepSession(site, session)) },
        { key: `${path}:repeat`, url, before: repeatVisit(url, keepSession(site, session)) },
      ];
    }),
  ];
  const results = await runLighthouse(pages, runs, options);
  return {
    static: { first: results['static:first'], repeat: results['static:repeat'] },
    screens: screens.map((screen) => ({
      ...screen,
      first: results[`${screen.path}:first`],
      repeat: results[`${screen.path}:repeat`],
    })),
  };
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** The bench's rows: each screen's first visit against the bar, its repeat visit, its requests and bytes. */
export function signedInRows({ static: reference, screens }) {
  const group = 'lighthouse signed in (mobile)';
  const weight = (s) => `${s.requests} requests, ${(s.bytes / 1024).toFixed(0)} KB`;
  const rows = [
    [
      group,
      'static page (the limit): first visit; repeat visit',
      `perf ${reference.first.performance}, LCP ${seconds(reference.first.lcp)}; repeat LCP ${seconds(reference.repeat.lcp)}`,
    ],
  ];
  for (const { path, label, first, repeat } of screens) {
    rows.push([
      group,
      `${label ?? path} (targets: perf ≥ 95, LCP ≤ 1.5× static, CLS ≤ 0.02; repeat LCP ≤ 1.1× static)`,
      `perf ${first.performance}, LCP ${seconds(first.lcp)} (${(first.lcp / reference.first.lcp).toFixed(2)}×), ` +
        `CLS ${first.cls.toFixed(3)}, TBT ${Math.round(first.tbt)} ms, ${weight(first)}; ` +
        // The reference is the static page's first visit; its repeat visit (from the HTTP cache) is the stricter one.
        `repeat LCP ${seconds(repeat.lcp)} (${(repeat.lcp / reference.first.lcp).toFixed(2)}× static, ` +
        `${(repeat.lcp / reference.repeat.lcp).toFixed(2)}× static's repeat), ${weight(repeat)}`,
    ]);
  }
  return rows;
}
