// @ts-check
// The public pages issue 37 names (/, /courses, /courses/{uid}) in every language of the site, side
// by side in one run: Lighthouse (mobile, the median of 3 runs taken interleaved with the static
// reference page, as the public pages' section does), and the JavaScript and fonts each page loads.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { chromium } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../local/chromium.mjs';
import { ROOT } from '../local/stack.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { startStaticPage } from './static-page.mjs';

/** The issue's bars for every page in every language. */
export const BARS = { performance: 98, lcpRatio: 1.1, accessibility: 100, cls: 0 };

/**
 * @typedef {import('./lighthouse.mjs').Figures} Figures
 * @typedef {{ path: string, locale: string, lighthouse: Figures, weight: Awaited<ReturnType<typeof measurePageWeight>> }} LanguagePage
 */

/** The site's languages and their addresses, from the built contract (functions/lib: the bench builds first). */
async function builtLocales() {
  const locales = await import(pathToFileURL(join(ROOT, 'functions/lib/contract/locales.js')).href);
  return /** @type {{ LOCALE_CODES: string[], localePath: (locale: string, path: string) => string }} */ (
    locales.default ?? locales
  );
}

/**
 * Measures each of `paths` (English addresses) in every language.
 * @param {string} site
 * @param {string[]} paths
 * @param {number} [runs]
 * @returns {Promise<{ reference: Figures, pages: LanguagePage[] }>}
 */
export async function measureLanguages(site, paths, runs = 3) {
  const { LOCALE_CODES, localePath } = await builtLocales();
  const pages = paths.flatMap((path) => LOCALE_CODES.map((locale) => ({ path: localePath(locale, path), locale })));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const weights = new Map();
  try {
    // Each page once before Lighthouse, too: the function is warm for every page it measures.
    for (const { path } of pages) weights.set(path, await measurePageWeight(browser, site, path));
  } finally {
    await browser.close();
  }
  const reference = await startStaticPage();
  try {
    const scores = await runLighthouse([reference.url, ...pages.map(({ path }) => `${site}${path}`)], runs);
    return {
      reference: scores[reference.url],
      pages: pages.map(({ path, locale }) => ({ path, locale, lighthouse: scores[`${site}${path}`], weight: weights.get(path) })),
    };
  } finally {
    await reference.close();
  }
}

/** Which of the issue's bars a page misses, against the static page's LCP. */
export function missedBars(/** @type {Figures} */ s, /** @type {Figures} */ reference) {
  const ratio = s.lcp / reference.lcp;
  return [
    s.performance < BARS.performance && `perf ${s.performance}`,
    ratio > BARS.lcpRatio && `LCP ${ratio.toFixed(2)}× static`,
    s.accessibility < BARS.accessibility && `a11y ${s.accessibility}`,
    s.cls > BARS.cls && `CLS ${s.cls.toFixed(3)}`,
  ].filter(Boolean);
}

/** The bench's rows: Lighthouse per page, then what each page loads. */
export function languageRows(/** @type {{ reference: Figures, pages: LanguagePage[] }} */ { reference, pages }) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lighthouse = (/** @type {Figures} */ s) =>
    `perf ${s.performance}, a11y ${s.accessibility}; LCP ${(s.lcp / 1000).toFixed(2)} s (${(s.lcp / reference.lcp).toFixed(2)}× static), TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}`;
  /** @type {[string, string, string][]} */
  const rows = [['languages: lighthouse (mobile)', 'static page (the limit)', lighthouse(reference)]];
  for (const { path, lighthouse: s } of pages) {
    const missed = missedBars(s, reference);
    rows.push([
      'languages: lighthouse (mobile)',
      path,
      `${lighthouse(s)}; ${missed.length ? `misses the bars: ${missed.join(', ')}` : 'meets the bars'}`,
    ]);
  }
  for (const { path, weight } of pages) {
    const inline = weight.inlineFonts ? ` + ${kb(weight.inlineFonts)} inlined` : '';
    rows.push([
      'languages: what the page loads',
      path,
      `JS ${kb(weight.js)} gzip; fonts ${kb(weight.fonts)} in ${weight.fontFiles} files${inline}`,
    ]);
  }
  return rows;
}
