import { TRANSLATION_LOCALES, type TranslationLocale } from '@contract/locales';
import { Alert, useMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

import { EDITOR_DEVANAGARI, useDevanagariFace } from './use-devanagari-face';

export const isTranslationLocale = (value: string): value is TranslationLocale =>
  (TRANSLATION_LOCALES as string[]).includes(value);

/**
 * A translation editor's frame (decisions 0095, 0098): the site's faces, with Devanagari from the
 * editor's own face where they lack it; an unknown language in the address is said so.
 */
export function TranslationFrame({ lang, children }: { lang: string; children: (locale: TranslationLocale) => ReactNode }) {
  useDevanagariFace();
  const { fontFamily } = useMantineTheme();
  const family = `${fontFamily}, "${EDITOR_DEVANAGARI}"`;
  const withDevanagari = {
    fontFamily: family,
    '--mantine-font-family': family,
    '--mantine-font-family-headings': family,
  } as CSSProperties;
  if (!isTranslationLocale(lang))
    return (
      <Alert color="red" title="Unknown language">
        There is no language “{lang}” to translate into.
      </Alert>
    );
  return <div style={withDevanagari}>{children(lang)}</div>;
}
