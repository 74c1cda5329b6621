import { LOCALE_CODES, LOCALES, localePath, SOURCE_LOCALE, type Locale } from '@contract/locales';
import { createContext, useContext } from 'react';

/** What a route's handle says about languages (public-routes.tsx, router.tsx). */
interface LanguageHandle {
  page?: string;
  translated?: boolean;
}

/** The innermost route decides (`handles`: the matched routes' handles, outermost first): a page exists in every language only when it says so. */
export function routeIsTranslated(handles: readonly unknown[]): boolean {
  return (handles.at(-1) as LanguageHandle | undefined)?.translated === true;
}

/** A public page (contract PUBLIC_PAGES) with a version in every language: it pairs with its twins. */
export function routeHasTwins(handles: readonly unknown[]): boolean {
  const handle = handles.at(-1) as LanguageHandle | undefined;
  return handle?.translated === true && handle.page !== undefined;
}

/**
 * The page is shown in another language than its content's: a translated frame around English
 * content, not a page of that language (decision 0094). It asks not to be indexed.
 */
export const isFallback = (locale: Locale, translated: boolean) => locale !== SOURCE_LOCALE && !translated;

export const FallbackContext = createContext(false);
export const usePageIsFallback = () => useContext(FallbackContext);

/** The same page in every language, for `<link rel="alternate" hreflang>`, English also as x-default. */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  const twins = LOCALE_CODES.map((locale) => ({
    hreflang: LOCALES[locale].hreflang,
    href: `${origin}${localePath(locale, path)}`,
  }));
  return [...twins, { hreflang: 'x-default', href: `${origin}${localePath(SOURCE_LOCALE, path)}` }];
}
