import type { Course } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** A failure is logged only and shows as an empty list (SPEC section 8). */
export async function getCourses(signal?: AbortSignal): Promise<Course[]> {
  try {
    return (await api.get<ApiEnvelope<Course[]>>('/courses', { signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load courses:', error);
    return [];
  }
}
