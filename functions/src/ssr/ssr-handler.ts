import type { Request, Response } from 'express';

import { splitLocale, type Locale } from '../contract/locales';
import { APP_SHELL_SECTIONS, SIGNED_IN_SCREENS } from '../contract/public-pages';
import { reportFirestoreCost } from '../http/firestore-cost-headers';
import { withFirestoreMeter } from '../lib/firestore-meter';

import { loadPageData } from './public-pages';
import { matchPath } from './page-reads';
import { sessionTokenOf } from './session-cookie';
import { sendCompressed } from './compressed-send';
import { appHtml, renderPage } from './renderer';
import { buildSitemap } from './sitemap';

/**
 * How long Hosting's CDN keeps a public page: two hours, so a page costs Firestore one render per
 * two hours per CDN location however many visit it. At 1,000 views an hour over the public pages
 * a minute kept almost nothing (a page's next view came after its copy had expired) and cost about
 * 1,900 reads per 1,000 views; two hours cost about 27 (`npm run bench`, decision 0057). An admin's
 * edit shows within two hours, or at once with the next deploy, which empties the CDN. Browsers
 * always revalidate (max-age=0). The pages hold no one's session, so one copy serves everyone.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=7200, stale-while-revalidate=300';
/**
 * A page that does not exist (yet): kept a minute, so a flood of made-up addresses still mostly
 * meets the CDN, while a course or post published after someone met its 404 shows within a minute.
 */
const MISSING_PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * Addresses of the app shell, never cached by the CDN: Hosting sends them there first, and the
 * function answers the same if one reaches it (the same list firebase.json's rewrite is checked against).
 */
const PRIVATE = new RegExp(`^/(${APP_SHELL_SECTIONS.join('|')})(/|$)`);
const isSignedInScreen = (path: string) => SIGNED_IN_SCREENS.some((screen) => matchPath(screen, path) !== null);
/** A certificate names its learner, and a revocation or a credit note must show at once: never kept by the CDN. */
const UNCACHED = /^\/verify-(certificate|invoice)\//;

/**
 * The site's own address, from configuration only: `SITE_ORIGIN`, else `SITE_URL` (which mail
 * links need anyway). Never from the request: a Host or X-Forwarded-Host header is the caller's to
 * choose, and canonical URLs, Open Graph, JSON-LD and the sitemap built from it would be cached by
 * the CDN for everyone. Without either the render fails closed.
 */
function siteOrigin(): string {
  const configured = process.env.SITE_ORIGIN || process.env.SITE_URL;
  if (!configured) throw new Error('SITE_ORIGIN (or SITE_URL) is not configured: public pages need the site address');
  return new URL(configured).origin;
}

/**
 * The data of the signed-in screen at `path` for the session's `token`, or null (the app shell).
 * Loaded on the first such request: the services it reads through bring the API's contract and zod,
 * which the public pages' cold start does without.
 */
async function signedInScreen(path: string, token: string | null, locale: Locale) {
  if (!token || !isSignedInScreen(path)) return null;
  const { loadSignedInScreen } = await import('./signed-in-screens.js');
  return loadSignedInScreen(path, token, locale);
}

/**
 * The `ssr` function: every public page as complete HTML, and the sitemap. On the emulator each
 * answer carries the Firestore reads its render made, as the API's answers do (the bench reads them).
 */
export function handleSsr(req: Request, res: Response): Promise<void> {
  return withFirestoreMeter((meter) => {
    reportFirestoreCost(res, meter);
    return render(req, res);
  });
}

async function render(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).type('text/plain').send('Method Not Allowed');
    return;
  }
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  try {
    const origin = siteOrigin();
    if (path === '/sitemap.xml') {
      res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
      sendCompressed(req, res, 200, 'application/xml', await buildSitemap(origin));
      return;
    }
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    // A page in another language is the same page, its content read in that language where it has one (decision 0095).
    const { locale, path: pagePath } = splitLocale(path);
    if (PRIVATE.test(pagePath)) {
      // In every language: /hi/user/courses is /user/courses in Hindi.
      const screen = await signedInScreen(pagePath, sessionTokenOf(req.headers.cookie), locale);
      // A screen rendered for its user is theirs alone: never kept by the CDN, a shared cache or the
      // browser. Its address answers the same without a session, as firebase.json's headers say.
      res.setHeader('Cache-Control', isSignedInScreen(pagePath) ? 'private, no-store' : 'no-cache');
      const page = screen ? await renderPage(`${path}${query}`, screen, origin) : { status: 200, html: appHtml };
      sendCompressed(req, res, page.status, 'html', page.html);
      return;
    }
    const pageData = (await loadPageData(pagePath, locale)) ?? {};
    const page = await renderPage(`${path}${query}`, pageData, origin);
    res.setHeader(
      'Cache-Control',
      UNCACHED.test(pagePath) ? 'no-store' : page.status === 404 ? MISSING_PAGE_CACHE : PUBLIC_PAGE_CACHE,
    );
    sendCompressed(req, res, page.status, 'html', page.html);
  } catch (error) {
    console.error('Server render failed', path, error);
    // The browser app can still render the page on its own.
    res.setHeader('Cache-Control', 'no-store');
    res.status(500).type('html').send(appHtml);
  }
}
