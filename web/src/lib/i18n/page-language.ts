import { LOCALE_CODES, LOCALES, localePath, SOURCE_LOCALE, type Locale } from '@contract/locales';
import { createContext, useContext } from 'react';

/** What a route's handle says about languages (public-routes.tsx, router.tsx). */
interface LanguageHandle {
  page?: string;
  /** 'by-item': whether the page exists in a language is its item's (a course's versions), which the page tells (decision 0095). */
  translated?: boolean | 'by-item';
}

/**
 * The innermost route decides (`handles`: the matched routes' handles, outermost first): a page exists
 * in every language only when it says so. A page its item decides for counts as translated here: the
 * page itself shows the note and keeps its content's language (`ContentLanguage`).
 */
export function routeIsTranslated(handles: readonly unknown[]): boolean {
  const translated = (handles.at(-1) as LanguageHandle | undefined)?.translated;
  return translated === true || translated === 'by-item';
}

/** A public page (contract PUBLIC_PAGES) with a version in every language: it pairs with its twins. */
export function routeHasTwins(handles: readonly unknown[]): boolean {
  const handle = handles.at(-1) as LanguageHandle | undefined;
  return handle?.translated === true && handle.page !== undefined;
}

/**
 * What a page whose item decides says about its content (decision 0095): the language its text is
 * in, and the languages the item has a version in.
 */
export interface ContentLanguages {
  language: Locale;
  languages: readonly Locale[];
}

/**
 * Where a page whose item decides tells the frame which languages its item has (null: none of its
 * own), so the frame's suggestion can offer the item's twin. Set in the browser only.
 */
export const ItemLanguagesContext = createContext<((languages: readonly Locale[] | null) => void) | null>(null);

/** The item's versions pair with each other where the page shows the item in the page's own language. */
export const itemHasTwins = (locale: Locale, content: ContentLanguages | undefined) =>
  content !== undefined && content.language === locale && content.languages.length > 1;

/**
 * The page is shown in another language than its content's: a translated frame around English
 * content, not a page of that language (decision 0094). It asks not to be indexed.
 */
export const isFallback = (locale: Locale, translated: boolean) => locale !== SOURCE_LOCALE && !translated;

export const FallbackContext = createContext(false);
export const usePageIsFallback = () => useContext(FallbackContext);

/** The same page in every language, for `<link rel="alternate" hreflang>`, English also as x-default. */
export function languageAlternates(
  origin: string,
  path: string,
  locales: readonly Locale[] = LOCALE_CODES,
): { hreflang: string; href: string }[] {
  const twins = locales.map((locale) => ({
    hreflang: LOCALES[locale].hreflang,
    href: `${origin}${localePath(locale, path)}`,
  }));
  return [...twins, { hreflang: 'x-default', href: `${origin}${localePath(SOURCE_LOCALE, path)}` }];
}
