import type { Accommodation, AccommodationBody, CourseLearner } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const path = (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}/accommodations`;

export async function getAccommodations(
  courseId: string,
  signal?: AbortSignal,
): Promise<{ accommodations: Accommodation[]; learners: CourseLearner[] }> {
  return (
    await api.get<ApiEnvelope<{ accommodations: Accommodation[]; learners: CourseLearner[] }>>(path(courseId), {
      signal,
      errorMessage: 'Failed to load accommodations',
    })
  ).data;
}

/** Replaces one learner's accommodation in the course; resolves with the server's message. */
export async function saveAccommodation(courseId: string, userId: string, body: AccommodationBody): Promise<string> {
  const res = await api.put<ApiEnvelope<unknown>>(`${path(courseId)}/${encodeURIComponent(userId)}`, body, {
    errorMessage: 'Failed to save the accommodation',
  });
  return res.message ?? '';
}
