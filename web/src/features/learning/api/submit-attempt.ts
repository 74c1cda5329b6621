import type { AttemptResult } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

export async function submitAttempt(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  body: { answers: string[]; timeSpent: number },
): Promise<AttemptResult> {
  const res = await api.post<ApiEnvelope<AttemptResult>>(`${checkpointApiPath(courseId, moduleId, checkpointId)}/attempt`, body);
  return res.data;
}
