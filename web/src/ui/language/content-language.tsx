import { LOCALES, type Locale } from '@contract/locales';
import type { ReactNode } from 'react';

import { useLocale } from '@/lib/i18n/use-t';

import { FallbackNote } from './fallback-note';

/**
 * Content in `language`: as it is when that is the page's language; otherwise under the note that
 * the page has no version in it yet, keeping its own language for screen readers and search
 * (decisions 0094, 0095).
 */
export function ContentLanguage({ language, children }: { language: Locale; children: ReactNode }) {
  if (language === useLocale()) return children;
  return (
    <>
      <FallbackNote />
      <div lang={LOCALES[language].hreflang}>{children}</div>
    </>
  );
}
