import type { ReactNode } from 'react';

import { StatusPage } from '@/ui/status-page';

export const ATTEMPT_LIMIT_TITLE = 'Maximum Attempts Reached';

export const attemptLimitText = (maxAttempts: number) =>
  `You have reached the maximum number of attempts (${maxAttempts}) for this checkpoint.`;

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
  return (
    <StatusPage code={`${attempts}/${maxAttempts}`} title={ATTEMPT_LIMIT_TITLE} actions={actions}>
      {attemptLimitText(maxAttempts)}
    </StatusPage>
  );
}
