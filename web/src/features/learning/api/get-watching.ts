import type { WatchingStatus } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { watchedPath } from './watched-path';

export async function getWatching(courseId: string, moduleUid: string, lessonUid: string): Promise<WatchingStatus> {
  return (await api.get<ApiEnvelope<WatchingStatus>>(watchedPath(courseId, moduleUid, lessonUid))).data;
}
