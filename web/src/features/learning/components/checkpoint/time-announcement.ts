import type { Translate } from '@/lib/i18n/use-t';

/**
 * What the quiz timer says aloud: nothing most of the time (a live region that changed every
 * second would drown a screen reader), then once at 5 minutes, 1 minute and 30 seconds left.
 */
export function timeAnnouncement(t: Translate, secondsLeft: number): string {
  if (secondsLeft <= 0) return t('checkpoint.announce.timeUp');
  if (secondsLeft <= 30) return t('checkpoint.announce.secondsLeft', { count: 30, n: '30' });
  if (secondsLeft <= 60) return t('checkpoint.announce.minutesLeft', { count: 1, n: '1' });
  if (secondsLeft <= 300) return t('checkpoint.announce.minutesLeft', { count: 5, n: '5' });
  return '';
}
