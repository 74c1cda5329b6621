import type { AdminReview } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** Learners' reviews for moderation, newest first; of one course when given. */
export async function getReviewsForModeration(courseId: string, signal?: AbortSignal): Promise<AdminReview[]> {
  const query = courseId ? `?courseId=${encodeURIComponent(courseId)}` : '';
  const res = await api.get<ApiEnvelope<{ reviews: AdminReview[] }>>(`/admin/course-reviews${query}`, {
    signal,
    errorMessage: 'Failed to load reviews',
  });
  return res.data.reviews;
}

/** Hides a review with the reason its author is told; its words stay as written. */
export async function hideReview(reviewId: string, reason: string): Promise<void> {
  await api.post(`/admin/course-reviews/${encodeURIComponent(reviewId)}/hide`, { reason }, { errorMessage: 'Failed to hide the review' });
}
