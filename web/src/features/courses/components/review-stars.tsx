import { IconStar, IconStarFilled } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import classes from './course-reviews.module.css';

/** One review's stars, read out as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span role="img" aria-label={t('review.rated', { rating })} className={classes.stars}>
      {[1, 2, 3, 4, 5].map((n) =>
        n <= rating ? <IconStarFilled key={n} size={16} aria-hidden /> : <IconStar key={n} size={16} aria-hidden />,
      )}
    </span>
  );
}
