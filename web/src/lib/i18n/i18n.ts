import { LOCALES, type Locale } from '@contract/locales';
import { setupI18n, type I18n } from '@lingui/core';
import catalogues from 'virtual:catalogues';

/**
 * A new instance for one language with its compiled catalogue. The server makes one per render,
 * never Lingui's module-level `i18n`: one request's language must not reach another's (decision 0091).
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const load = catalogues[locale];
  if (!load) throw new Error(`No catalogue for the language ${locale}`);
  const { default: messages } = await load();
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export const isSiteLocale = (value: string | null | undefined): value is Locale => !!value && Object.hasOwn(LOCALES, value);
