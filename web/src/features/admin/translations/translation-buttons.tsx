import { LOCALES, TRANSLATION_LOCALES, type TranslationLocale } from '@contract/locales';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import languageName from '@/ui/language/language-name.module.css';

/** A button to an item's version in each other language, named in that language ("हिन्दी version"). */
export function TranslationButtons({ pathOf }: { pathOf: (locale: TranslationLocale) => string }) {
  return TRANSLATION_LOCALES.map((locale) => (
    <Button
      key={locale}
      variant="default"
      component={Link}
      to={pathOf(locale)}
      leftSection={<IconLanguage size={16} aria-hidden />}
    >
      <span lang={LOCALES[locale].hreflang} className={languageName.name}>
        {LOCALES[locale].name}
      </span>
      &nbsp;version
    </Button>
  ));
}
