import type { CourseReviewBody, MyReview, ReviewsPage } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const base = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/reviews`;

export async function getCourseReviews(courseId: string, cursor: string | null, signal?: AbortSignal): Promise<ReviewsPage> {
  const res = await api.get<ApiEnvelope<ReviewsPage>>(base(courseId), { signal, query: { cursor } });
  return res.data;
}

export async function getMyReview(courseId: string, signal?: AbortSignal): Promise<MyReview> {
  const res = await api.get<ApiEnvelope<MyReview>>(`${base(courseId)}/mine`, { signal });
  return res.data;
}

/** Writes the learner's first review (POST) or their edit of it (PUT). */
export async function saveMyReview(courseId: string, body: CourseReviewBody, editing: boolean) {
  const res = editing
    ? await api.put<ApiEnvelope<{ review: NonNullable<MyReview['review']> }>>(`${base(courseId)}/mine`, body)
    : await api.post<ApiEnvelope<{ review: NonNullable<MyReview['review']> }>>(base(courseId), body);
  return { review: res.data.review, message: res.message };
}
