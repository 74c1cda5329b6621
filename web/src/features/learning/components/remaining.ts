import type { CertificateRemaining } from '@contract';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What still stands before the certificate, in words ('2 checkpoints to pass'); null when nothing does. */
export function remainingText(remaining: CertificateRemaining | null): string | null {
  if (!remaining) return null;
  const toPass = remaining.checkpoints - remaining.awaitingReview;
  const parts = [
    toPass > 0 && `${count(toPass, 'checkpoint', 'checkpoints')} to pass`,
    remaining.awaitingReview > 0 && `${count(remaining.awaitingReview, 'checkpoint', 'checkpoints')} awaiting review`,
    remaining.modules > 0 && `${count(remaining.modules, 'module', 'modules')} to complete`,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
