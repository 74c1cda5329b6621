import type { Highlight } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getHighlights(signal?: AbortSignal): Promise<Highlight[]> {
  const res = await api.get<ApiEnvelope<Highlight[]>>('/highlights', { signal, errorMessage: 'Failed to load highlights' });
  return res.data;
}
