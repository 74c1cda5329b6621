import type { LearnerCourseView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getLearnerCourse(courseId: string, signal?: AbortSignal): Promise<LearnerCourseView> {
  const res = await api.get<ApiEnvelope<LearnerCourseView>>(`/user/courses/${encodeURIComponent(courseId)}`, { signal });
  return res.data;
}
