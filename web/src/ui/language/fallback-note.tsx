import { Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import classes from './language-notes.module.css';

/**
 * Above a page whose content has no version in the page's language yet (decision 0094): says so in
 * that language, and the content below keeps its own language for screen readers and search. A strip
 * over the top of the page's hero, which reaches up under the header: the page below keeps its place.
 */
export function FallbackNote() {
  const t = useT();
  return (
    <div className={classes.fallback}>
      <Container>
        <p className={classes.fallbackText} role="note">
          <IconInfoCircle size={20} stroke={1.7} aria-hidden />
          <span>{t('frame.fallbackNote')}</span>
        </p>
      </Container>
    </div>
  );
}
