import type { ReviewsPage } from '../../contract';
import { REVIEWS_PAGE_SIZE } from '../../contract/review-rules';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { COURSE_NOT_FOUND } from '../courses/catalog.service';

import { listVisibleReviews, toPublicReview } from './public-reviews.repository';

const CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f]{32}$/;

/** A page of the course's visible reviews, newest first (the course page renders the first on the server). */
export async function listCourseReviews(courseId: string, cursor: string | undefined): Promise<ReviewsPage> {
  if (!isDocumentId(courseId)) throw AppError.notFound(COURSE_NOT_FOUND);
  if (cursor !== undefined && !CURSOR.test(cursor)) throw AppError.badRequest('The page cursor is not valid');
  const page = await listVisibleReviews(courseId, cursor ?? null, REVIEWS_PAGE_SIZE);
  return { items: page.items.map(toPublicReview), nextCursor: page.nextCursor };
}
