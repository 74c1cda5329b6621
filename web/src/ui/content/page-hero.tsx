import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './page-hero.module.css';

/** The navy banner that opens every inner public page. */
export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className={classes.hero}>
      <Container className={classes.inner}>
        <p className={classes.eyebrow}>{eyebrow}</p>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {children && <div className={classes.lead}>{children}</div>}
      </Container>
    </section>
  );
}
