import { Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

import { useT } from '@/lib/i18n/use-t';
import type { Loadable } from '@/lib/use-api-data';

import classes from './groups.module.css';

interface SectionProps {
  /** The heading, and the region's accessible name. */
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One panel of a group's page: a heading (naming the region), what it is for, its actions, its body. */
export function Section({ title, lead, actions, children }: SectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <div>
          <h2 id={id}>{title}</h2>
          {lead && <p className={classes.sectionLead}>{lead}</p>}
        </div>
        {actions && <div className={classes.headActions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A panel whose data is on its way. */
export function LoadingLines() {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')} aria-busy="true">
      <Skeleton height={18} mb={10} />
      <Skeleton height={18} mb={10} width="85%" />
      <Skeleton height={18} width="70%" />
    </div>
  );
}

/** A panel's data: skeleton lines while loading, the failure with Try again, the empty text, or the content. */
export function Loaded<T>({
  state,
  empty,
  isEmpty,
  children,
}: {
  state: Loadable<T> & { reload: () => void };
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingLines />;
  if (state.status === 'error')
    return (
      <div className={classes.state} role="alert">
        <p>{state.message}</p>
        <Button variant="light" onClick={state.reload}>
          Try again
        </Button>
      </div>
    );
  if (isEmpty(state.data)) return <p className={classes.state}>{empty}</p>;
  return <>{children(state.data)}</>;
}
