import { LOCALES, SOURCE_LOCALE, type Locale } from '@contract/locales';

import { useLocale } from './use-t';

/** An API read's `?lang=` (decisions 0095, 0098): the language's versions where items have them; none for English, the source. */
export const langQuery = (locale: Locale) => (locale === SOURCE_LOCALE ? undefined : { lang: locale });

/**
 * The `lang` an item's text needs on this page: none where it is in the page's language, its own
 * (`en`) where the item has no version in it yet, so screen readers and checkers read it right.
 */
export const itemLang = (item: { language: Locale } | null | undefined, locale: Locale): string | undefined =>
  item && item.language !== locale ? LOCALES[item.language].hreflang : undefined;

export const useItemLang = (item: { language: Locale } | null | undefined) => itemLang(item, useLocale());
