import type { AdminVideoStatus } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** A processed video's address (its master playlist) names its id. */
const PROCESSED_VIDEO = /^\/uploads\/(?:lesson-videos|videos)\/([0-9a-f-]{36})\/master\.m3u8$/;

export const processedVideoId = (url: string): string | null => PROCESSED_VIDEO.exec(url)?.[1] ?? null;

export async function getVideoStatus(videoId: string, signal?: AbortSignal): Promise<AdminVideoStatus> {
  return (
    await api.get<ApiEnvelope<AdminVideoStatus>>(`/admin/videos/${encodeURIComponent(videoId)}`, {
      signal,
      errorMessage: 'Failed to load the video’s status',
    })
  ).data;
}
