import type { TranslatedContentKind } from '@contract/content-localisation';
import { Group } from '@mantine/core';

import { TranslationButtons } from '../translations/translation-buttons';
import { contentTranslationPath } from '../translations/translation-path';

/** From an item's edit screen to its version in each other language (decision 0098). */
export function TranslationLinks({ kind, id }: { kind: TranslatedContentKind; id: string }) {
  return (
    <Group gap="xs" mb="md">
      <TranslationButtons pathOf={(locale) => contentTranslationPath(kind, id, locale)} />
    </Group>
  );
}
