// @ts-check
// Lighthouse (mobile profile, its default) in Debian's Chromium: the four category scores, the
// page's LCP, TBT and CLS, and its requests and bytes, the median of `runs` runs taken interleaved
// (one round over every page, then the next), so a slow moment of the shared machine does not land
// on one page only.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../local/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FIGURES = [...CATEGORIES, 'lcp', 'tbt', 'cls', 'requests', 'bytes'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What one page scored: the four categories (0-100), LCP and TBT in ms, CLS, requests and bytes, and
 * the audits that cost it points.
 * @typedef {Record<'performance' | 'accessibility' | 'best-practices' | 'seo' | 'lcp' | 'tbt' | 'cls' | 'requests' | 'bytes', number> & { failed: string[] }} Figures
 */

/**
 * @param {any} lhr Lighthouse's report
 * @returns {Figures}
 */
function figuresOf(lhr) {
  // The categories come from CATEGORIES, which names the four.
  return /** @type {Figures} */ ({
    ...Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    failed: CATEGORIES.flatMap((key) =>
      (lhr.categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  });
}

/**
 * A page to measure: a URL, or `{ key, url, before }` where `before({ port })` runs ahead of each of
 * its runs (to put a session in the browser's storage, say) and may answer extra Lighthouse flags.
 * Answers { key: { performance, accessibility, 'best-practices', seo, lcp, tbt, cls, requests, bytes,
 * failed } }, medians of `runs`. `onReport(key, lhr, round)`, if given, receives each full report.
 * @param {(string | { key: string, url: string, before?: (chrome: { port: number }) => Promise<object | void> })[]} pages
 * @param {number} [runs]
 * @param {{ onReport?: (key: string, lhr: any, round: number) => unknown }} [options]
 * @returns {Promise<Record<string, Figures>>}
 */
export async function runLighthouse(pages, runs = 3, { onReport } = {}) {
  const entries = pages.map((page) => (typeof page === 'string' ? { key: page, url: page } : page));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  /** @type {Record<string, Figures[]>} */
  const results = Object.fromEntries(entries.map(({ key }) => [key, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const { key, url, before } of entries) {
        const flags = (await before?.({ port: chrome.port })) ?? {};
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
        if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
        results[key].push(figuresOf(result.lhr));
        await onReport?.(key, result.lhr, round);
      }
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(results).map(([key, list]) => [
      key,
      // FIGURES names every number of Figures.
      /** @type {Figures} */ ({
        ...Object.fromEntries(FIGURES.map((figure) => [figure, median(list.map((figures) => figures[figure]))])),
        failed: [...new Set(list.flatMap((figures) => figures.failed))],
      }),
    ]),
  );
}
