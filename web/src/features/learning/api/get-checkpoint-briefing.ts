import type { CheckpointBriefing } from '@contract';
import type { Locale } from '@contract/locales';
import { inLanguage } from '@contract/page-data';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

/** The start screen's facts: the limits, the attempts, an attempt under way. Reading them starts no clock. */
export async function getCheckpointBriefing(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<CheckpointBriefing> {
  const path = inLanguage(`${checkpointApiPath(courseId, moduleId, checkpointId)}/briefing`, locale);
  const res = await api.get<ApiEnvelope<CheckpointBriefing>>(path, { signal });
  return res.data;
}
