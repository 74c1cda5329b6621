import { Button, Loader, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useT } from '@/lib/i18n/use-t';

import classes from './data-states.module.css';

/** A list failed to load: the message, and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className={classes.state} role="alert">
      <IconAlertTriangle size={32} stroke={1.6} className={classes.errorIcon} aria-hidden />
      <p className={classes.message}>{message}</p>
      {onRetry && (
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}

/** A whole page waiting for its one answer (a document, a verification): a spinner and what it is doing. */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <div className={classes.pageLoading} role="status">
      <Loader />
      <p>{children}</p>
    </div>
  );
}

/** A page's one item did not load: `notFound` when there is no such item, else the failure and a way to try again. */
export function ItemErrorState({
  failure,
  notFound,
}: {
  failure: { message: string; notFound: boolean; reload: () => void };
  notFound: string;
}) {
  return failure.notFound ? <ErrorState message={notFound} /> : <ErrorState message={failure.message} onRetry={failure.reload} />;
}

/** A list loaded and holds nothing. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={classes.state}>
      <IconInbox size={32} stroke={1.6} className={classes.emptyIcon} aria-hidden />
      <p className={classes.message}>{message}</p>
      {children}
    </div>
  );
}

/** Placeholder cards in the shape of the grid that is loading. */
export function CardGridSkeleton({ count = 3, imageHeight = 180 }: { count?: number; imageHeight?: number }) {
  const t = useT();
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.card}>
          <Skeleton height={imageHeight} radius="md" />
          <Skeleton height={18} mt="md" width="70%" />
          <Skeleton height={12} mt="sm" />
          <Skeleton height={12} mt={6} width="85%" />
        </div>
      ))}
    </div>
  );
}
