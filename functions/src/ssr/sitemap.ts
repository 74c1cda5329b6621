import { LOCALE_CODES, LOCALES, localePath, SOURCE_LOCALE, type Locale } from '../contract/locales';
import { TRANSLATED_PAGES } from '../contract/public-pages';
import * as content from '../features/content/public-content.service';
import { listPublicCourses } from '../features/courses/catalog.service';

import { STATIC_PUBLIC_PATHS } from './public-pages';

interface Dated {
  updatedAt?: string | null;
  createdAt?: string | null;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const lastModified = (item: Dated) => item.updatedAt ?? item.createdAt ?? null;

interface SitemapEntry {
  path: string;
  lastmod: string | null;
  /** Its versions in every language, as xhtml:link elements. */
  alternates?: string;
}

const translated = new Set<string>(TRANSLATED_PAGES);

/**
 * A page's versions in `locales` (every language, or the ones an item has: decisions 0095, 0098), each
 * naming all of them and English as the default (decision 0094).
 */
function languageVersions(
  origin: string,
  path: string,
  locales: readonly Locale[] = LOCALE_CODES,
): { path: string; alternates: string }[] {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${href}`)}"/>`;
  const alternates = [
    ...locales.map((locale) => link(LOCALES[locale].hreflang, localePath(locale, path))),
    link('x-default', localePath(SOURCE_LOCALE, path)),
  ].join('');
  return locales.map((locale) => ({ path: localePath(locale, path), alternates }));
}

/** An item's page: in English alone, or in each language the item has a version in, naming each other (decisions 0095, 0098). */
function itemEntries(origin: string, path: string, item: Dated & { languages: readonly Locale[] }): SitemapEntry[] {
  const lastmod = lastModified(item);
  if (item.languages.length < 2) return [{ path, lastmod }];
  return languageVersions(origin, path, item.languages).map((version) => ({ ...version, lastmod }));
}

/**
 * Every public page and every published item with the date it last changed; a page that exists in
 * every language once for each, with its versions as alternates. Pages shown in another language
 * with English content are not listed there: they ask not to be indexed. Hidden items are not
 * listed (the lists read active items only) and their pages answer 404. Certificates are not
 * listed: they carry a learner's name and ask not to be indexed. External posts live elsewhere.
 */
export async function buildSitemap(origin: string): Promise<string> {
  const [courses, products, blogs, careers] = await Promise.all([
    listPublicCourses(),
    content.listProducts(),
    content.listBlogs(),
    content.listCareers(),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PUBLIC_PATHS.flatMap((path): SitemapEntry[] =>
      translated.has(path)
        ? languageVersions(origin, path).map((version) => ({ ...version, lastmod: null }))
        : [{ path, lastmod: null }],
    ),
    ...courses.flatMap((course) => itemEntries(origin, `/courses/${encodeURIComponent(course.uid)}`, course)),
    ...products.flatMap((product) => itemEntries(origin, `/products/${encodeURIComponent(product._id)}`, product)),
    ...blogs
      .filter((blog) => !blog.isExternal)
      .flatMap((blog) => itemEntries(origin, `/blog/${encodeURIComponent(blog.blogId)}`, blog)),
    ...careers.flatMap((career) => itemEntries(origin, `/careers/${encodeURIComponent(career.careerId)}`, career)),
  ];
  const urls = entries.map(
    ({ path, lastmod, alternates = '' }) =>
      `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}
