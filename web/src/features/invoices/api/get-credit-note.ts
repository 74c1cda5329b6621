import type { CreditNote } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getCreditNote(id: string, signal?: AbortSignal): Promise<CreditNote> {
  const res = await api.get<ApiEnvelope<CreditNote>>(`/credit-notes/${encodeURIComponent(id)}`, {
    signal,
    errorMessage: 'Failed to load the credit note',
  });
  return res.data;
}
