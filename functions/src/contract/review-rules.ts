/*
 * The numbers of the review rules (issue 36), in a module of their own with no imports: the course
 * cards and the JSON-LD use them on the home page, whose bundle must not pull in zod.
 */

/** Below this many visible reviews a course shows "New course", no stars, and no rating markup. */
export const MIN_REVIEWS_SHOWN = 5;
/** How far through the course a learner must be before they may review it (or hold its certificate). */
export const REVIEW_MIN_PROGRESS = 30;
/** Reviews on one page of the course page's list. */
export const REVIEWS_PAGE_SIZE = 10;
