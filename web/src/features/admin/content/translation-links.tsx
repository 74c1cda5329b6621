import type { TranslatedContentKind } from '@contract/content-localisation';
import { LOCALES, TRANSLATION_LOCALES } from '@contract/locales';
import { Button, Group } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import languageName from '@/ui/language/language-name.module.css';

import { contentTranslationPath } from '../translations/translation-path';

/** From an item's edit screen to its version in each other language (decision 0098). */
export function TranslationLinks({ kind, id }: { kind: TranslatedContentKind; id: string }) {
  return (
    <Group gap="xs" mb="md">
      {TRANSLATION_LOCALES.map((locale) => (
        <Button
          key={locale}
          variant="default"
          component={Link}
          to={contentTranslationPath(kind, id, locale)}
          leftSection={<IconLanguage size={16} aria-hidden />}
        >
          <span lang={LOCALES[locale].hreflang} className={languageName.name}>
            {LOCALES[locale].name}
          </span>
          &nbsp;version
        </Button>
      ))}
    </Group>
  );
}
