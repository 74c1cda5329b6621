import type { CheckpointStatistics } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** A checkpoint's item statistics, from its running totals. */
export async function getCheckpointStatistics(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  signal?: AbortSignal,
): Promise<CheckpointStatistics> {
  const path = [courseId, 'modules', moduleId, 'checkpoints', checkpointId].map((part) => encodeURIComponent(part)).join('/');
  return (
    await api.get<ApiEnvelope<{ statistics: CheckpointStatistics }>>(`/admin/courses/${path}/statistics`, {
      signal,
      errorMessage: 'Failed to load the statistics',
    })
  ).data.statistics;
}
