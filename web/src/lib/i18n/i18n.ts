import { LOCALES, type Locale } from '@contract/locales';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import catalogues from 'virtual:catalogues';

import type { CataloguePart } from '@/locales/parts';

/** The parts each instance has, so a part loads once. */
const loadedParts = new WeakMap<I18n, Set<CataloguePart>>();

async function partsOf(locale: Locale, parts: readonly CataloguePart[]): Promise<Messages> {
  const loaders = catalogues[locale];
  if (!loaders) throw new Error(`No catalogue for the language ${locale}`);
  const loaded = await Promise.all(parts.map((part) => loaders[part]()));
  return Object.assign({}, ...loaded.map((module) => module.default)) as Messages;
}

/**
 * A new instance for one language with the parts of its compiled catalogue a page needs
 * (locales/parts.ts). The server makes one per render, never Lingui's module-level `i18n`: one
 * request's language must not reach another's (decision 0091). A message from a part not loaded is
 * an error in the console, which fails the browser tests, and shows as its key.
 */
export async function createI18n(locale: Locale, parts: readonly CataloguePart[] = ['site']): Promise<I18n> {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: await partsOf(locale, parts) },
    missing: (language, id) => {
      console.error(`The ${language} message ${id} is not loaded: its part of the catalogue is not among ${[...(loadedParts.get(i18n) ?? [])].join(', ')}`);
      return id;
    },
  });
  loadedParts.set(i18n, new Set(parts));
  return i18n;
}

/** Adds parts to an instance (a signed-in screen reached from a public page); at once when it has them. */
export async function loadCatalogueParts(i18n: I18n, parts: readonly CataloguePart[]): Promise<void> {
  const have = loadedParts.get(i18n) ?? new Set();
  const wanted = parts.filter((part) => !have.has(part));
  if (!wanted.length) return;
  i18n.load(i18n.locale, await partsOf(i18n.locale as Locale, wanted));
  for (const part of wanted) have.add(part);
  loadedParts.set(i18n, have);
}

export const isSiteLocale = (value: string | null | undefined): value is Locale => !!value && Object.hasOwn(LOCALES, value);
