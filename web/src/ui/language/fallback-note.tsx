import { Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import classes from './language-notes.module.css';

/**
 * Above a page whose content has no version in the page's language yet (decision 0094): says so in
 * that language, and the content below keeps its own language for screen readers and search.
 */
export function FallbackNote() {
  const t = useT();
  return (
    <Container>
      <p className={classes.fallback} role="note">
        <IconInfoCircle size={20} stroke={1.7} aria-hidden />
        <span>{t('frame.fallbackNote')}</span>
      </p>
    </Container>
  );
}
