// @ts-check
// Gzip bytes of the JavaScript and CSS a page loads in Chromium, and which chunks they were.
import { gzipSync } from 'node:zlib';

/** Loads `path` in a fresh context (with an optional saved session) and sums its JS and CSS. */
export async function measurePageWeight(browser, siteUrl, path, session) {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript((value) => globalThis.localStorage.setItem('session', value), JSON.stringify(session));
  }
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.origin !== siteUrl || !/\.(js|css)$/.test(url.pathname)) return;
    assets.set(
      url.pathname,
      res.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  /** @type {{ js: number, css: number, files: string[] }} */
  const sizes = { js: 0, css: 0, files: [] };
  for (const [file, bytes] of assets) {
    sizes[file.endsWith('.js') ? 'js' : 'css'] += await bytes;
    sizes.files.push(file);
  }
  await context.close();
  return sizes;
}
