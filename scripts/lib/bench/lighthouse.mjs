// Lighthouse (mobile profile, its default) in Debian's Chromium: the four category scores.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export async function runLighthouse(urls) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const scores = {};
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result.lhr.categories;
      scores[url] = Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => [
          key,
          Math.round((categories[key]?.score ?? 0) * 100),
        ]),
      );
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
