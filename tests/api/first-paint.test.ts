import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from 'vitest';

import { SITE_URL } from '../support/env';
import { fetchPage } from '../support/page-html';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** The client build's manifest: which source module each built file comes from. */
const manifest = JSON.parse(readFileSync(new URL('../../web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The back-office's screens: the admin's, the learner's (and their route tables). */
const BACK_OFFICE_MODULE = /^src\/(?:features\/(?:admin|learning)\/|app\/routes\/(?:admin|learner)-)/;

/**
 * The files that carry back-office code or CSS: the chunks of back-office modules and their CSS,
 * and the site stylesheet (`style.css`), which holds every module's CSS in one file (decision 0060).
 */
const backOfficeFiles = new Set(
  Object.entries(manifest).flatMap(([key, chunk]) =>
    BACK_OFFICE_MODULE.test(key) || key === 'style.css' ? [`/${chunk.file}`, ...(chunk.css ?? []).map((css) => `/${css}`)] : [],
  ),
);
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));

/** A script with the files its static imports fetch before it runs. */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const key of chunkByFile.get(file)?.imports ?? []) if (manifest[key]) withStaticImports(`/${manifest[key].file}`, seen);
  return seen;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * What a page loads before its first paint: stylesheets and preloads linked outside <noscript>,
 * scripts (with their static imports), and the CSS inlined in <style>.
 */
function beforeFirstPaint(html: string) {
  const scripted = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const links = [...scripted.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => attribute(tag, 'href')!);
  const preloads = links
    .filter((tag) => /^(?:modulepreload|preload)$/.test(attribute(tag, 'rel') ?? ''))
    .map((tag) => attribute(tag, 'href')!);
  const scripts = [...scripted.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].map(([, src]) => src);
  const inlineCss = [...scripted.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  return {
    stylesheets,
    files: [...stylesheets, ...preloads, ...scripts.flatMap((src) => [...withStaticImports(src)])],
    inlineCss,
  };
}

/** One page of each kind the sitemap lists: every static page, and the first course, product, post and job. */
async function publicPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${SITE_URL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const kind = path.split('/').length > 2 ? path.split('/')[1] : path;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

describe('first paint of the public pages', () => {
  let pages: string[];

  beforeAll(async () => {
    pages = await publicPages();
  });

  it('the manifest names the back-office modules and the site stylesheet the test looks for', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/courses', '/blog']));
    expect(pages.some((path) => path.startsWith('/courses/'))).toBe(true);
    expect(Object.keys(manifest).filter((key) => BACK_OFFICE_MODULE.test(key)).length).toBeGreaterThanOrEqual(3);
    expect(manifest['style.css']).toBeDefined();
  });

  it('no public page loads back-office code or CSS before its first paint, nor waits for a stylesheet', async () => {
    for (const path of [...pages, '/no-such-page']) {
      const { html } = await fetchPage(path);
      const { stylesheets, files, inlineCss } = beforeFirstPaint(html);
      expect(stylesheets, path).toEqual([]);
      expect(files.length, path).toBeGreaterThan(0);
      expect(
        files.filter((file) => backOfficeFiles.has(file)),
        path,
      ).toEqual([]);
      // The route modules the hydrate entry loads after the paint are public ones too.
      const routeModules = (attribute(/<script\b[^>]*data-route-modules[^>]*>/.exec(html)?.[0] ?? '', 'data-route-modules') ?? '')
        .split(' ')
        .filter(Boolean);
      expect(
        routeModules.filter((file) => backOfficeFiles.has(file)),
        path,
      ).toEqual([]);
      expect(inlineCss.length, path).toBeGreaterThan(1000);
    }
  });

  it("the CSS inlined from the site stylesheet is the page's own: every class it styles is on the page", async () => {
    for (const path of pages) {
      const { html } = await fetchPage(path);
      const inlineCss = /<style data-site-stylesheet="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const body = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
      const onPage = new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/)));
      // Class names in selectors, outside :not(…) and the other parenthesised parts.
      const selectors = inlineCss
        .replace(/\{[^{}]*\}/g, ',')
        .replace(/\[[^\]]*\]/g, '')
        .replace(/\([^()]*\)/g, '');
      const styled = new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][-\w]*)/g)].map(([, name]) => name));
      expect(
        [...styled].filter((name) => !onPage.has(name)),
        path,
      ).toEqual([]);
    }
  });

  it('the site stylesheet follows the paint: named for the hydrate entry, linked for a browser without JavaScript', async () => {
    const stylesheet = `/${manifest['style.css'].file}`;
    const { html } = await fetchPage('/');
    expect(html).toContain(`<style data-site-stylesheet="${stylesheet}">`);
    expect(html).toContain(`<noscript><link rel="stylesheet" crossorigin href="${stylesheet}"></noscript>`);
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
    expect(head).toContain('data-site-stylesheet');
    const res = await fetch(`${SITE_URL}${stylesheet}`);
    expect(res.status).toBe(200);
  });
});
