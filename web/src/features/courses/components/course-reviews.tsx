import { MIN_REVIEWS_SHOWN, type Course, type PublicReview, type ReviewsPage } from '@contract';
import { Button } from '@mantine/core';
import { useState } from 'react';

import { formatDate } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { notifyApiError } from '@/lib/notify';

import { getCourseReviews } from '../api/course-reviews';

import classes from './course-reviews.module.css';
import { ReviewForm } from './review-form';
import { ReviewStars } from './review-stars';

function ReviewItem({ review }: { review: PublicReview }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className={classes.review}>
      <article aria-label={t('course.reviews.by', { name: review.authorName })}>
        <ReviewStars rating={review.rating} />
        {review.title && <h3>{review.title}</h3>}
        <p>{review.text}</p>
        <div className={classes.byline}>
          <span>{review.authorName}</span>
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
          {review.completedCourse && <span className={classes.completed}>{t('course.reviews.completed')}</span>}
        </div>
      </article>
    </li>
  );
}

/**
 * The course's reviews, newest first, a page at a time; above them, for a signed-in learner who may
 * write one, their review form. `firstPage` is what the page was rendered with.
 */
export function CourseReviews({
  course,
  firstPage,
  signedIn,
}: {
  course: Course;
  firstPage: ReviewsPage;
  signedIn: boolean;
}) {
  const t = useT();
  const [more, setMore] = useState<{ items: PublicReview[]; nextCursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const items = [...firstPage.items, ...(more?.items ?? [])];
  const nextCursor = more ? more.nextCursor : firstPage.nextCursor;
  const { average, count } = course.rating;

  const showMore = async () => {
    if (!nextCursor) return;
    setLoading(true);
    try {
      const page = await getCourseReviews(course.uid, nextCursor);
      setMore({ items: [...(more?.items ?? []), ...page.items], nextCursor: page.nextCursor });
    } catch (error) {
      notifyApiError(error, t('course.reviews.loadFailed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('course.reviews.title')}</h2>
      {signedIn && <ReviewForm courseId={course.uid} />}
      {items.length === 0 ? (
        <p className={classes.note}>{t('course.reviews.none')}</p>
      ) : (
        <>
          <p className={classes.summary}>
            {count >= MIN_REVIEWS_SHOWN && average !== null
              ? t('course.reviews.summary', { average: average.toFixed(1), count: String(count) })
              : t('course.reviews.few', { count, min: String(MIN_REVIEWS_SHOWN) })}
          </p>
          <ul className={classes.list}>
            {items.map((review) => (
              <ReviewItem key={review.uid} review={review} />
            ))}
          </ul>
          {nextCursor && (
            <Button variant="light" mt="md" onClick={showMore} loading={loading}>
              {t('course.reviews.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
