// Lighthouse (mobile profile, its default) in Debian's Chromium: the four category scores and the
// page's LCP, TBT and CLS, the median of `runs` runs taken interleaved (one round over every URL,
// then the next), so a slow moment of the shared machine does not land on one page only.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figuresOf(lhr) {
  return {
    ...Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failed: CATEGORIES.flatMap((key) =>
      (lhr.categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

/**
 * { url: { performance, accessibility, 'best-practices', seo, lcp, tbt, cls, failed } }, medians of `runs`.
 * `onReport(url, lhr, round)`, if given, receives each run's full report (to keep for its diagnostics).
 */
export async function runLighthouse(urls, runs = 3, { onReport } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const results = Object.fromEntries(urls.map((url) => [url, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const url of urls) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        results[url].push(figuresOf(result.lhr));
        await onReport?.(url, result.lhr, round);
      }
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(results).map(([url, list]) => [
      url,
      {
        ...Object.fromEntries(
          [...CATEGORIES, 'lcp', 'tbt', 'cls'].map((key) => [key, median(list.map((figures) => figures[key]))]),
        ),
        failed: [...new Set(list.flatMap((figures) => figures.failed))],
      },
    ]),
  );
}
