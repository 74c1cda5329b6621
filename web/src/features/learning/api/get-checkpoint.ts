import type { CheckpointView } from '@contract';

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
  signal?: AbortSignal,
): Promise<CheckpointView> {
  const res = await api.get<ApiEnvelope<CheckpointView>>(checkpointApiPath(courseId, moduleId, checkpointId), { signal });
  return res.data;
}
