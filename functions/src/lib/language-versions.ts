import type { TranslationLocale } from '../contract/locales';

/*
 * Writing an item's version in another language (decisions 0095, 0098): a course's, a module's and
 * its items', and the marketing content's.
 */

/** Where a version is kept, for the audit log: `translations.hi`, or the named item's. */
export const versionField = (locale: TranslationLocale, item?: string) =>
  item ? `${item}.translations.${locale}` : `translations.${locale}`;

/** Sets (or, with null, drops) one language's version in an item's `translations`. */
export function withVersion<T extends { translations?: object }>(item: T, locale: TranslationLocale, version: object | null): T {
  const { [locale]: _was, ...others } = (item.translations ?? {}) as Record<string, object>;
  return { ...item, translations: version ? { ...others, [locale]: version } : others };
}
