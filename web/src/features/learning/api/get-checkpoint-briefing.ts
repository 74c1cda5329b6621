import type { CheckpointBriefing } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

/** The start screen's facts: the limits, the attempts, an attempt under way. Reading them starts no clock. */
export async function getCheckpointBriefing(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  signal?: AbortSignal,
): Promise<CheckpointBriefing> {
  const res = await api.get<ApiEnvelope<CheckpointBriefing>>(`${checkpointApiPath(courseId, moduleId, checkpointId)}/briefing`, {
    signal,
  });
  return res.data;
}
