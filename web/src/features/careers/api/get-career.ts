import type { Career } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getCareer(id: string, signal?: AbortSignal): Promise<Career> {
  const res = await api.get<ApiEnvelope<Career>>(`/careers/${encodeURIComponent(id)}`, {
    signal,
    errorMessage: 'Failed to load job',
  });
  return res.data;
}
