import { z } from 'zod';

import { text, trimmed } from './common';

/*
 * Learners' reviews of a course (issue 36). A rating nobody gave is a misleading claim, so the
 * course shows only what its reviews add up to, and "New course" until there are enough of them.
 */

export { MIN_REVIEWS_SHOWN, REVIEW_MIN_PROGRESS, REVIEWS_PAGE_SIZE } from './review-rules';
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TITLE_MAX = 120;
export const HIDE_REASON_MAX = 500;

export const CourseReviewBodySchema = z.strictObject({
  rating: z.coerce
    .number({ error: 'Rating is required' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  title: trimmed(REVIEW_TITLE_MAX).default(''),
  text: text({ error: 'Review text is required' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Review text must be at least ${REVIEW_TEXT_MIN} characters`)
    .max(REVIEW_TEXT_MAX, `Review text must be at most ${REVIEW_TEXT_MAX} characters`),
});
export type CourseReviewBody = z.infer<typeof CourseReviewBodySchema>;

export const HideReviewBodySchema = z.strictObject({
  reason: text({ error: 'A reason is required' })
    .trim()
    .min(5, 'A reason of at least 5 characters is required')
    .max(HIDE_REASON_MAX, `The reason must be at most ${HIDE_REASON_MAX} characters`),
});
export type HideReviewBody = z.infer<typeof HideReviewBodySchema>;

export const ReviewsPageQuerySchema = z.object({
  /** The last review of the page before (`<createdAt ISO>_<review id>`), from the previous answer's `nextCursor`. */
  cursor: trimmed(300).optional(),
});

/** A course's rating as its visible reviews make it: the average to one decimal, null with none. */
export interface CourseRating {
  average: number | null;
  count: number;
}

/** A visible review as anyone sees it on the course page. */
export interface PublicReview {
  uid: string;
  rating: number;
  title: string;
  text: string;
  /** The learner's first name and the initial of their last ("Priya S."). */
  authorName: string;
  completedCourse: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewsPage {
  items: PublicReview[];
  nextCursor: string | null;
}

/** The signed-in learner's own review of a course, and whether they may write one. */
export interface MyReview {
  review: (PublicReview & { status: 'visible' | 'hidden'; hiddenReason: string | null }) | null;
  /** Null when they may write (or edit) their review; else why not. */
  notAllowed: { code: 'not_enrolled' | 'too_early'; message: string } | null;
}

/** A review as the back-office lists it for moderation. */
export interface AdminReview extends PublicReview {
  courseId: string;
  userId: string;
  status: 'visible' | 'hidden';
  hiddenReason: string | null;
}
