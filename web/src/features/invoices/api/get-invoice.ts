import type { Invoice } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  const res = await api.get<ApiEnvelope<Invoice>>(`/invoices/${encodeURIComponent(id)}`, {
    signal,
    errorMessage: 'Failed to load the invoice',
  });
  return res.data;
}
