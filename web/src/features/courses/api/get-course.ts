import type { Course } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getCourse(uid: string, signal?: AbortSignal): Promise<Course> {
  const res = await api.get<ApiEnvelope<{ course: Course }>>(`/courses/${encodeURIComponent(uid)}`, { signal });
  return res.data.course;
}
