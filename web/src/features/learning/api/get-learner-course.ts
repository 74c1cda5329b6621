import type { LearnerCourseView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copy';

/** Where a course's view is read, and its copy kept on the device for its learner. */
export const learnerCourseCopy = (courseId: string) => `/user/courses/${encodeURIComponent(courseId)}`;

/** A course as its learner sees it; offline, the copy kept the last time it loaded. */
export async function getLearnerCourse(courseId: string, signal?: AbortSignal): Promise<LearnerCourseView> {
  const path = learnerCourseCopy(courseId);
  return withOfflineCopy(path, async () => (await api.get<ApiEnvelope<LearnerCourseView>>(path, { signal })).data);
}
