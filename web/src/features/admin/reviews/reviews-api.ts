import type { AttemptForReview, ReviewBody, ReviewQueueItem } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export const reviewPath = (attemptId: string) => `/admin/reviews/${encodeURIComponent(attemptId)}`;

export async function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueueItem[]> {
  const res = await api.get<ApiEnvelope<{ reviews: ReviewQueueItem[] }>>('/admin/reviews', {
    signal,
    errorMessage: 'Failed to load the review queue',
  });
  return res.data.reviews;
}

export async function getAttemptForReview(attemptId: string, signal?: AbortSignal): Promise<AttemptForReview> {
  const res = await api.get<ApiEnvelope<{ attempt: AttemptForReview }>>(reviewPath(attemptId), {
    signal,
    errorMessage: 'Failed to load the attempt',
  });
  return res.data.attempt;
}

export async function saveReview(
  attemptId: string,
  body: ReviewBody,
): Promise<{ message: string; score: number; passed: boolean }> {
  const res = await api.post<ApiEnvelope<{ score: number; passed: boolean }>>(reviewPath(attemptId), body, {
    errorMessage: 'Failed to save the review',
  });
  return { message: res.message ?? 'Review saved', ...res.data };
}
