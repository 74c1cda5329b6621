import type { CheckpointView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

/** Opens a checkpoint; `next` starts the learner's next attempt (Try Again) when none is running. */
export async function getCheckpoint(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  next: boolean,
  signal?: AbortSignal,
): Promise<CheckpointView> {
  const path = checkpointApiPath(courseId, moduleId, checkpointId);
  const res = await api.get<ApiEnvelope<CheckpointView>>(next ? `${path}?attempt=next` : path, { signal });
  return res.data;
}
