import type { ImportPreview, QuestionFormat } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const questionsPath = (moduleId: string, checkpointId: string) =>
  `/admin/modules/${encodeURIComponent(moduleId)}/checkpoints/${encodeURIComponent(checkpointId)}/questions`;

/** Reads questions into a checkpoint: a preview (dryRun) or the save of every row. */
export async function importQuestions(
  moduleId: string,
  checkpointId: string,
  body: { format: QuestionFormat; text: string; dryRun: boolean },
): Promise<{ preview: ImportPreview; message: string }> {
  const res = await api.post<ApiEnvelope<{ preview: ImportPreview }>>(`${questionsPath(moduleId, checkpointId)}/import`, body, {
    errorMessage: 'Failed to import the questions',
  });
  return { preview: res.data.preview, message: res.message ?? '' };
}

/** A checkpoint's questions as the text of a CSV, GIFT or Aiken file. */
export function exportQuestions(moduleId: string, checkpointId: string, format: QuestionFormat): Promise<string> {
  return api.get<string>(`${questionsPath(moduleId, checkpointId)}/export`, {
    query: { format },
    errorMessage: 'Failed to export the questions',
  });
}
