import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './section-heading.module.css';

/** Eyebrow, heading and lead text that open a page section. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  light = false,
  align = 'center',
}: {
  eyebrow: string;
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  light?: boolean;
  align?: 'center' | 'left';
}) {
  return (
    <header className={classes.heading} data-light={light || undefined} data-align={align}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {children && <p className={classes.lead}>{children}</p>}
    </header>
  );
}
