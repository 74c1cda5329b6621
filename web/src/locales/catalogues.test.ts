import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { LOCALE_CODES, SOURCE_LOCALE } from '@contract/locales';

import { compileCatalogue, type SourceCatalogue } from '../server/compiled-catalogues';

const LOCALES_DIR = fileURLToPath(new URL('.', import.meta.url));
const SOURCE_DIR = fileURLToPath(new URL('..', import.meta.url));

const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'messages.json'), 'utf8')) as SourceCatalogue;
const source = catalogue(SOURCE_LOCALE);

/** How the code names a message (lib/i18n): `t('…')`, `msg('…')`, `i18n._('…')` and `<T id="…"`. */
const USES = [/\bt\(\s*'([^']+)'/g, /\bmsg\(\s*'([^']+)'/g, /\bi18n\._\(\s*'([^']+)'/g, /<T\s+id="([^"]+)"/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every key the code names, with the first file naming it. */
function keysUsedInCode(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SOURCE_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of USES)
      for (const [, key] of text.matchAll(pattern)) if (!used.has(key)) used.set(key, relative(SOURCE_DIR, file));
  }
  return used;
}

/** The arguments a message takes: `{site}`, `{count, plural, …}`. */
const argumentsOf = (message: string) => new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1]));

describe('the interface message catalogues', () => {
  it('has a catalogue for every language of the site, and no language without one', () => {
    expect(folders.sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('names in code only keys the catalogues have, and the catalogues hold no key the code does not use', () => {
    const used = keysUsedInCode();
    const missing = [...used].filter(([key]) => !(key in source)).map(([key, file]) => `${key} (${file})`);
    const unused = Object.keys(source).filter((key) => !used.has(key));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE))(
    '%s has every key of English, no other, each with the arguments its English message takes',
    (locale) => {
      const translated = catalogue(locale);
      expect(Object.keys(translated).filter((key) => !(key in source))).toEqual([]);
      expect(Object.keys(source).filter((key) => !(key in translated))).toEqual([]);
      for (const [key, message] of Object.entries(translated)) {
        const extra = [...argumentsOf(message)].filter((name) => !argumentsOf(source[key]).has(name));
        expect(extra, `${locale} ${key}`).toEqual([]);
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
      }
    },
  );

  it.each(LOCALE_CODES)('%s compiles: every message is valid ICU MessageFormat', (locale) => {
    expect(() => compileCatalogue(locale, catalogue(locale))).not.toThrow();
  });

  it('counts with each language’s plural rules, without Intl number formatting: Hindi’s 0 and 1 are one', () => {
    const i18n = (locale: string) => setupI18n({ locale, messages: { [locale]: compileCatalogue(locale, catalogue(locale)) } });
    const [english, hindi] = [i18n('en'), i18n('hi')];
    const count = (instance: typeof english, n: number) => instance._('careers.count', { count: n, n: String(n) });
    expect([1, 3].map((n) => count(english, n))).toEqual(['1 open position', '3 open positions']);
    expect([0, 1, 2, 1200].map((n) => count(hindi, n))).toEqual(['0 खुला पद', '1 खुला पद', '2 खुले पद', '1200 खुले पद']);
  });
});
