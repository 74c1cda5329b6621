import type { Career } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getCareers(signal?: AbortSignal): Promise<Career[]> {
  const res = await api.get<ApiEnvelope<Career[]>>('/careers', { signal, errorMessage: 'Failed to load jobs' });
  return res.data;
}
