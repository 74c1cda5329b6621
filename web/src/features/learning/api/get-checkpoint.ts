import type { CheckpointView } from '@contract';
import type { Locale } from '@contract/locales';
import { inLanguage } from '@contract/page-data';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

/**
 * Opens a checkpoint. With attempts left and none running, opening starts the next attempt's
 * clock (the first open, and Try Again); a running attempt resumes with the time it has left.
 */
export async function getCheckpoint(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<CheckpointView> {
  const path = inLanguage(checkpointApiPath(courseId, moduleId, checkpointId), locale);
  const res = await api.get<ApiEnvelope<CheckpointView>>(path, { signal });
  return res.data;
}
