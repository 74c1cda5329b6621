import { describe, expect, it } from 'vitest';

import { createHash } from 'node:crypto';

import { EARLY_TAPS_CSP_SOURCE, EARLY_TAPS_SCRIPT } from '../../functions/src/ssr/early-taps';
import { EARLY_REQUESTS_SCRIPT } from '../../web/src/app/early-requests/early-requests-script';
import { SITE_URL } from '../support/env';
import { graduate } from '../support/graduate';

/** The security headers Hosting sends (firebase.json), read from the Hosting emulator. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

async function firstScriptPath(): Promise<string> {
  const html = await (await fetch(`${SITE_URL}/`)).text();
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('the page has no script');
  return src;
}

const EARLY_REQUESTS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')}'`;
const RAZORPAY_CHECKOUT_ORIGIN = new URL(process.env.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com/v1/checkout.js')
  .origin;

describe('Hosting security headers', () => {
  const paths = ['/', '/courses/some-course', '/admin/dashboard', '/api/courses'];

  it.each(paths)(
    '%s carries a CSP without inline (but the early-taps recorder and the early requests, by their hashes) or eval script, and framing refused',
    async (path) => {
      const res = await fetch(`${SITE_URL}${path}`);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      // Razorpay's Checkout.js (the local sandbox's on the test stack), the one inline script rendered
      // pages carry (decision 0061) and the one the app's shell carries (issue 35), by their hashes,
      // and nothing else; no 'unsafe-inline', no eval.
      expect(scripts).toEqual(["'self'", EARLY_TAPS_CSP_SOURCE, EARLY_REQUESTS_CSP_SOURCE, RAZORPAY_CHECKOUT_ORIGIN]);
      expect(csp.get('frame-src')).toEqual(expect.arrayContaining([RAZORPAY_CHECKOUT_ORIGIN]));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
    },
  );

  it.each(paths)('%s carries HSTS for a year or more, nosniff and a referrer policy', async (path) => {
    const res = await fetch(`${SITE_URL}${path}`);
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the page runs no inline script but the early-taps recorder the CSP names by hash, and no inline handler', async () => {
    const html = await (await fetch(`${SITE_URL}/`)).text();
    // Issue 16: the page's data and JSON-LD are data blocks (application/json, ld+json), never run.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.map((match) => match[1])).toEqual([EARLY_TAPS_SCRIPT]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('the app shell runs no inline script but the early requests the CSP names by hash', async () => {
    const html = await (await fetch(`${SITE_URL}/user/courses`)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual([EARLY_REQUESTS_SCRIPT]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  // Issue 16: public pages are rendered by the ssr function and kept briefly by the CDN (browsers
  // still revalidate); the app shell of private screens stays uncached.
  it('hashed assets are cached for a year; browsers revalidate every page, the CDN keeps public pages briefly', async () => {
    const asset = await fetch(`${SITE_URL}${await firstScriptPath()}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/courses'])
      expect((await fetch(`${SITE_URL}${page}`)).headers.get('cache-control'), page).toMatch(/^public, max-age=0, s-maxage=\d+/);
    for (const page of ['/admin/users', '/user/invoices/x', '/app.html'])
      expect((await fetch(`${SITE_URL}${page}`)).headers.get('cache-control'), page).toBe('no-cache');
    // The screens the server renders for their user are never stored, with a session or without.
    for (const page of ['/admin/dashboard', '/user/courses', '/profile'])
      expect((await fetch(`${SITE_URL}${page}`)).headers.get('cache-control'), page).toBe('private, no-store');
    expect((await fetch(`${SITE_URL}/api/courses`)).headers.get('cache-control')).not.toBe('no-cache');
  });

  /** How long a shared cache (Hosting's CDN) may keep an answer, in seconds: 0 when it may not keep it. */
  function sharedCacheSeconds(cacheControl: string | null): number {
    const value = cacheControl ?? '';
    if (!/\bpublic\b/.test(value) || /\b(no-store|private)\b/.test(value)) return 0;
    const shared = /\bs-maxage=(\d+)/.exec(value) ?? /\bmax-age=(\d+)/.exec(value);
    return shared ? Number(shared[1]) : 0;
  }

  it('the CDN keeps a missing page, a missing course and a certificate’s credential files a minute at most', async () => {
    const { hash } = await graduate('cache-headers');
    const answers = [
      ['/no-such-page', 404],
      ['/blog/no-such-post', 404],
      ['/courses/no-such-course', 404],
      ['/api/courses/no-such-course', 404],
      [`/api/credentials/${hash}`, 200],
      ['/api/credentials/status/revocation', 200],
    ] as const;
    for (const [path, status] of answers) {
      const res = await fetch(`${SITE_URL}${path}`);
      expect(res.status, path).toBe(status);
      expect(
        sharedCacheSeconds(res.headers.get('cache-control')),
        `${path}: ${res.headers.get('cache-control')}`,
      ).toBeLessThanOrEqual(60);
    }
  }, 60_000);
});
