import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect } from 'react';

import { SITE } from '@/config/site';

import { ItemLanguagesContext, usePageIsFallback, type ContentLanguages } from './i18n/page-language';

/** What a page says about itself in the document head (title, description, previews, search). */
export interface PageMeta {
  /** Null on the home page: the site's own title. */
  title: string | null;
  description: string;
  /** The preview image: a site path or an absolute URL; the site's default card when absent. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** Keep the page out of search results (certificates: a learner's name). */
  noindex?: boolean;
  /** The full preview title when it is not the page title (certificate previews). */
  previewTitle?: string;
  /** JSON-LD objects; built on the server only, with the site's origin for absolute URLs. */
  structuredData?: (origin: string) => object[];
  /** The site's own title in the page's language: the home page's title, and what others' end with. */
  siteTitle?: string;
  /** On a page its item decides for (a course): the language the item is shown in and those it has (decision 0095). */
  content?: ContentLanguages;
}

export type PageMetaExtras = Omit<PageMeta, 'title' | 'description' | 'siteTitle'>;

/** Collects the meta of the page being rendered on the server (no effects run there). */
export interface HeadCollector {
  record(meta: PageMeta): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function documentTitle(title: string | null, siteTitle: string): string {
  return title ? `${title} | ${SITE.name}` : siteTitle;
}

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string | null): void {
  let tag = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = create();
    document.head.appendChild(tag);
  }
  tag.setAttribute(attribute, value);
}

function meta(name: string): () => HTMLElement {
  return () => Object.assign(document.createElement('meta'), { name });
}

/**
 * Sets the page's head: during a server render into the collector, in the browser on each page
 * the visitor moves to (title, description, canonical URL and robots; previews and structured
 * data matter to crawlers only, which get them from the server).
 */
export function usePageMeta(title: string | null, description?: string, extras: PageMetaExtras = {}): void {
  const collector = useContext(HeadCollectorContext);
  const { i18n } = useLingui();
  const siteTitle = i18n._('site.title', { site: SITE.name });
  description ??= i18n._('site.description', { site: SITE.name });
  // A page shown in another language than its content's asks not to be indexed there (decision 0094).
  const fallback = usePageIsFallback() || (extras.content !== undefined && extras.content.language !== i18n.locale);
  const noindex = (extras.noindex ?? false) || fallback;
  collector?.record({ title, description, ...extras, noindex, siteTitle });
  const reportItemLanguages = useContext(ItemLanguagesContext);
  const itemLanguages = extras.content?.languages.join(' ') ?? '';

  useEffect(() => {
    reportItemLanguages?.(itemLanguages ? (itemLanguages.split(' ') as ContentLanguages['languages']) : null);
  }, [reportItemLanguages, itemLanguages]);

  useEffect(() => {
    document.title = documentTitle(title, siteTitle);
    setHeadTag('meta[name="description"]', meta('description'), 'content', description);
    setHeadTag('meta[name="robots"]', meta('robots'), 'content', noindex ? 'noindex' : null);
    const canonical = `${window.location.origin}${window.location.pathname}`;
    setHeadTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      canonical,
    );
  }, [title, description, noindex, siteTitle]);
}
