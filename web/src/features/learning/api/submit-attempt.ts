import type { AttemptResult } from '@contract';
import type { Locale } from '@contract/locales';
import { inLanguage } from '@contract/page-data';

import { api, type ApiEnvelope } from '@/lib/api-client';

import { checkpointApiPath } from './checkpoint-path';

export async function submitAttempt(
  courseId: string,
  moduleId: string,
  checkpointId: string,
  body: { answers: string[]; timeSpent: number },
  /** The language the answers are in: they are graded against the questions' versions in it. */
  locale: Locale,
): Promise<AttemptResult> {
  const path = inLanguage(`${checkpointApiPath(courseId, moduleId, checkpointId)}/attempt`, locale);
  const res = await api.post<ApiEnvelope<AttemptResult>>(path, body);
  return res.data;
}
