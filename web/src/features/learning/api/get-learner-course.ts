import type { LearnerCourseView } from '@contract';
import type { Locale } from '@contract/locales';
import { inLanguage } from '@contract/page-data';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copy';

/** Where a course's view is read, and its copy kept on the device for its learner. */
export const learnerCourseCopy = (courseId: string) => `/user/courses/${encodeURIComponent(courseId)}`;

/** A course as its learner sees it in `locale` (item by item, English where there is no version in it); offline, the copy kept the last time it loaded. */
export async function getLearnerCourse(courseId: string, locale: Locale, signal?: AbortSignal): Promise<LearnerCourseView> {
  const path = inLanguage(learnerCourseCopy(courseId), locale);
  return withOfflineCopy(path, async () => (await api.get<ApiEnvelope<LearnerCourseView>>(path, { signal })).data);
}
