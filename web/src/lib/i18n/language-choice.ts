import { LOCALE_CODES, type Locale } from '@contract/locales';

/**
 * The visitor's choice of language, remembered for a year in a cookie the browser reads: pages are
 * the same for everyone at the CDN (and Hosting passes no cookie but `__session` to functions), so
 * the choice never changes what the server sends. It changes what the site suggests (decision 0094).
 */
const COOKIE = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

export function chosenLanguage(cookies: string): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return (LOCALE_CODES as string[]).includes(value ?? '') ? (value as Locale) : null;
}

/**
 * The language to suggest to a visitor on a page in `current`: the one they chose before, else the
 * first of their browser's languages the site has, when it is not the page's. Never after they chose the page's.
 */
export function languageToSuggest(current: Locale, chosen: Locale | null, browserLanguages: readonly string[]): Locale | null {
  if (chosen) return chosen === current ? null : chosen;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LOCALE_CODES.find((code) => code === primary);
    if (match) return match === current ? null : match;
  }
  return null;
}

/** Keeps a choice beyond this browser: on a signed-in learner's profile (the app connects it, see app/language-keeper.ts). */
type LanguageKeeper = (locale: Locale) => Promise<unknown>;
let keeper: LanguageKeeper | null = null;

export function keepLanguageWith(keep: LanguageKeeper): void {
  keeper = keep;
}

/** A visitor chose a language: remembered here, and kept on their profile when signed in. A failed save still leaves the choice remembered here. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  rememberLanguage(locale);
  await keeper?.(locale).catch(() => undefined);
}

/**
 * A click on a link to a page in `locale` (the switcher's, the suggestion's): the choice is kept,
 * then the link is followed. A click that opens another tab or window only remembers it here.
 */
export function followLanguageLink(
  event: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    preventDefault(): void;
    currentTarget: { href: string };
  },
  locale: Locale,
): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    rememberLanguage(locale);
    return;
  }
  event.preventDefault();
  const { href } = event.currentTarget;
  void chooseLanguage(locale).finally(() => window.location.assign(href));
}
