import type { ReactNode } from 'react';

import { useT } from '@/lib/i18n/use-t';
import { StatusPage } from '@/ui/status-page';

/** Every attempt used, and none to show: the count and the way back. */
export function AttemptLimitScreen({
  attempts,
  maxAttempts,
  actions,
}: {
  attempts: number;
  maxAttempts: number;
  actions: ReactNode;
}) {
  const t = useT();
  return (
    <StatusPage code={`${attempts}/${maxAttempts}`} title={t('checkpoint.attemptLimit.title')} actions={actions}>
      {t('checkpoint.attemptLimit.text', { max: maxAttempts })}
    </StatusPage>
  );
}
