import type { InvoiceVerification } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function verifyInvoice(id: string, signal?: AbortSignal): Promise<InvoiceVerification> {
  const res = await api.get<ApiEnvelope<InvoiceVerification>>(`/invoices/verify/${encodeURIComponent(id)}`, {
    signal,
    errorMessage: 'Failed to verify the invoice',
  });
  return res.data;
}
