import type { Translate } from '@/lib/i18n/use-t';

/** Counts in words, with each language's plural rules: the number itself is the site's digits, never an Intl formatter's. */
export const minutesText = (t: Translate, minutes: number) => t('checkpoint.minutes', { count: minutes, n: String(minutes) });
export const pointsText = (t: Translate, points: number) => t('checkpoint.points', { count: points, n: String(points) });
export const attemptsLeftText = (t: Translate, left: number) =>
  t('checkpoint.attemptsLeft', { count: Math.max(0, left), n: String(Math.max(0, left)) });
