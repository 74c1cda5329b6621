import type { LessonWatchingStatistics } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** A video lesson's viewers, average share watched and drop-off curve. */
export async function getLessonWatching(
  courseId: string,
  moduleId: string,
  lessonId: string,
  signal?: AbortSignal,
): Promise<LessonWatchingStatistics> {
  const path = [courseId, 'modules', moduleId, 'lessons', lessonId].map((part) => encodeURIComponent(part)).join('/');
  return (
    await api.get<ApiEnvelope<{ statistics: LessonWatchingStatistics }>>(`/admin/courses/${path}/watching`, {
      signal,
      errorMessage: 'Failed to load who watched this video',
    })
  ).data.statistics;
}
