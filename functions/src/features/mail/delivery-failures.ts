import { logger } from 'firebase-functions/logger';

interface OutboxDelivery {
  state?: string;
  attempts?: number;
  error?: string | null;
}

type OutboxData = { delivery?: OutboxDelivery } | undefined;

/** SMTP answers often quote the recipient: the log keeps the reason, not the address. */
const ADDRESS = /[^\s<>"'@,;:()]+@[^\s<>"'@,;:()]+/g;

/**
 * Called for each change the Trigger Email extension makes to an outbox document: the moment a
 * delivery ends in ERROR is logged, with the stable `event` the log-based metric
 * `mail_delivery_failures` counts (ops/monitoring). Never the address; true when it logged.
 */
export function reportFailedDelivery(mailId: string, before: OutboxData, after: OutboxData): boolean {
  if (after?.delivery?.state !== 'ERROR' || before?.delivery?.state === 'ERROR') return false;
  const reason = String(after.delivery.error ?? 'no reason given').replace(ADDRESS, '[address]');
  logger.warn(`Mail ${mailId} was not delivered: ${reason}`, {
    event: 'mail.delivery_failed',
    mailId,
    attempts: after.delivery.attempts ?? null,
    reason,
  });
  return true;
}
