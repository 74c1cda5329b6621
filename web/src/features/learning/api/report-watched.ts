import type { WatchedBody, WatchingStatus } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { watchedPath } from './watched-path';

/** `leaving`: sent as the page goes away, so the request is kept alive past it. */
export async function reportWatched(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  body: WatchedBody,
  leaving = false,
): Promise<WatchingStatus> {
  return (await api.put<ApiEnvelope<WatchingStatus>>(watchedPath(courseId, moduleUid, lessonUid), body, { keepalive: leaving }))
    .data;
}
