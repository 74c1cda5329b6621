import '../auth-styles';

import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './account-card.module.css';

/** The one-card page of the mailed-link flows (forgot, reset, verify). */
export function AccountCard({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.page}>
      <Paper className={classes.card} radius="lg" shadow="xl" withBorder>
        <span className={classes.icon} aria-hidden>
          {icon}
        </span>
        <Title order={1} size="h3" className={classes.title} mb={intro ? 0 : 'lg'}>
          {title}
        </Title>
        {intro ? (
          <Text c="dimmed" mt={8} mb="lg">
            {intro}
          </Text>
        ) : null}
        {children}
      </Paper>
    </section>
  );
}
