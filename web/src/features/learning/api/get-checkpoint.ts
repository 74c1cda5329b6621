import type { CheckpointView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

export async function getCheckpoint(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  signal?: AbortSignal,
): Promise<CheckpointView> {
  const res = await api.get<ApiEnvelope<CheckpointView>>(checkpointApiPath(courseId, moduleId, checkpointId), { signal });
  return res.data;
}
