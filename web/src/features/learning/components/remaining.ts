import type { CertificateRemaining } from '@contract';

import { useT } from '@/lib/i18n/use-t';

type Translate = ReturnType<typeof useT>;

const counted = (count: number) => ({ count, n: String(count) });

/** What still stands before the certificate, in words ('2 checkpoints to pass'); null when nothing does. */
export function remainingText(remaining: CertificateRemaining | null, t: Translate): string | null {
  if (!remaining) return null;
  const toPass = remaining.checkpoints - remaining.awaitingReview;
  const parts = [
    toPass > 0 && t('learning.remaining.toPass', counted(toPass)),
    remaining.awaitingReview > 0 && t('learning.remaining.awaitingReview', counted(remaining.awaitingReview)),
    remaining.modules > 0 && t('learning.remaining.toComplete', counted(remaining.modules)),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}

/** remainingText in the page's language. */
export function useRemainingText(): (remaining: CertificateRemaining | null) => string | null {
  const t = useT();
  return (remaining) => remainingText(remaining, t);
}
