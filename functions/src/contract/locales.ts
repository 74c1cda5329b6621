/**
 * The site's languages (issue 37): English at the root, every other language under its own prefix.
 * Adding a language is a line here and its catalogue in web/src/locales/<code>/messages.json
 * (README, "Adding a language").
 */
export const LOCALES = {
  en: { prefix: '', hreflang: 'en', ogLocale: 'en_IN', name: 'English' },
  hi: { prefix: '/hi', hreflang: 'hi', ogLocale: 'hi_IN', name: 'हिन्दी' },
} as const satisfies Record<string, { prefix: string; hreflang: string; ogLocale: string; name: string }>;

export type Locale = keyof typeof LOCALES;

/** The language the content is written in and the interface's messages come from. */
export const SOURCE_LOCALE = 'en' satisfies Locale;

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

/** The languages content can have a version in beside its English source. */
export const TRANSLATION_LOCALES = LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE);
export type TranslationLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(LOCALES, value);

/** An address split into its language and the page's own path: `/hi/courses` is Hindi's `/courses`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (first && first[1] !== SOURCE_LOCALE && isLocale(first[1])) return { locale: first[1], path: first[2] || '/' };
  return { locale: SOURCE_LOCALE, path };
}

/** A page's address in a language: `/courses` in Hindi is `/hi/courses`, the home page `/hi`. */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = LOCALES[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
