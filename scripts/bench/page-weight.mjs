// @ts-check
// Gzip bytes of the JavaScript and CSS a page loads in Chromium, and which chunks they were; and the
// bytes of the fonts it loads, as files and inlined in its HTML.
import { gzipSync } from 'node:zlib';

/** Bytes of the fonts a page's HTML carries inline (`url(data:font/…;base64,…)`), decoded. */
export const inlineFontBytes = (/** @type {string} */ html) =>
  [...html.matchAll(/url\(\s*["']?data:font\/[\w.+-]+;base64,([A-Za-z0-9+/=]+)/g)].reduce(
    (sum, [, base64]) => sum + Buffer.from(base64, 'base64').length,
    0,
  );

/** Loads `path` in a fresh context (with an optional saved session) and sums its JS, CSS and fonts. */
export async function measurePageWeight(browser, siteUrl, path, session) {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript((value) => globalThis.localStorage.setItem('session', value), JSON.stringify(session));
  }
  const page = await context.newPage();
  const assets = new Map();
  const fonts = new Map();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.origin !== siteUrl) return;
    if (/\.(js|css)$/.test(url.pathname))
      assets.set(
        url.pathname,
        res.body().then((body) => gzipSync(body).length),
      );
    // Fonts are compressed already (WOFF2): their bytes as sent.
    else if (res.request().resourceType() === 'font')
      fonts.set(
        url.pathname,
        res.body().then((body) => body.length),
      );
  });
  const document = await page.goto(path, { waitUntil: 'networkidle' });
  /** @type {{ js: number, css: number, files: string[], fonts: number, fontFiles: number, inlineFonts: number }} */
  const sizes = {
    js: 0,
    css: 0,
    files: [],
    fonts: 0,
    fontFiles: fonts.size,
    inlineFonts: inlineFontBytes((await document?.text()) ?? ''),
  };
  for (const [file, bytes] of assets) {
    sizes[file.endsWith('.js') ? 'js' : 'css'] += await bytes;
    sizes.files.push(file);
  }
  for (const bytes of fonts.values()) sizes.fonts += await bytes;
  await context.close();
  return sizes;
}
