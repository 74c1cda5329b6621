import type { LearnerCourseView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copy';

/** A course as its learner sees it; offline, the copy kept the last time it loaded. */
export async function getLearnerCourse(courseId: string, signal?: AbortSignal): Promise<LearnerCourseView> {
  const path = `/user/courses/${encodeURIComponent(courseId)}`;
  return withOfflineCopy(path, async () => (await api.get<ApiEnvelope<LearnerCourseView>>(path, { signal })).data);
}
