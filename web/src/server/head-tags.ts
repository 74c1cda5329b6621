import { SITE } from '@/config/site';
import { documentTitle, type PageMeta } from '@/lib/page-meta';

/** The preview card used when a page has no image of its own (1200 x 630). */
export const DEFAULT_CARD = '/og-card.png';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** The page's language and, when it has them, its versions in every language (hreflang). */
export interface PageLanguage {
  ogLocale: string;
  alternates: { hreflang: string; href: string }[];
}

/** The page's own head: title, description, canonical URL, language versions, previews and structured data. */
export function headTags(meta: PageMeta, origin: string, path: string, language: PageLanguage): string {
  const title = documentTitle(meta.title, meta.siteTitle ?? SITE.name);
  const url = `${origin}${path}`;
  const tags: string[] = [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    ...language.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
    ),
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeAttribute(content)}" />`;
  tags.push(
    property('og:site_name', SITE.name),
    property('og:locale', language.ogLocale),
    property('og:type', meta.type ?? 'website'),
    property('og:title', meta.previewTitle ?? meta.title ?? title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', absoluteUrl(origin, meta.image || DEFAULT_CARD)),
    `<meta name="twitter:card" content="summary_large_image" />`,
  );
  for (const data of meta.structuredData?.(origin) ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`);
  }
  return tags.join('\n    ');
}
