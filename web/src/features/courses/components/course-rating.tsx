import type { CourseRating as Rating } from '@contract';
import { MIN_REVIEWS_SHOWN } from '@contract/review-rules';
import { IconStarFilled } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

/**
 * A course's rating as its visible reviews make it: the average to one decimal and how many, or
 * "New course" (no stars) until there are enough reviews to mean something.
 */
export function CourseRating({
  rating,
  starClassName,
  iconSize = 18,
}: {
  rating: Rating;
  starClassName?: string;
  iconSize?: number;
}) {
  const t = useT();
  if (rating.average === null || rating.count < MIN_REVIEWS_SHOWN) return <>{t('course.new')}</>;
  return (
    <>
      <IconStarFilled size={iconSize} aria-hidden className={starClassName} />{' '}
      {t('course.rating', { average: rating.average.toFixed(1), count: String(rating.count) })}
    </>
  );
}
