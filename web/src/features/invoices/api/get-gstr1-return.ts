import type { Gstr1ReturnQuery, Gstr1ReturnSummary } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** What a month's or quarter's GSTR-1 holds: its files with their row counts. */
export async function getGstr1Return(query: Gstr1ReturnQuery): Promise<Gstr1ReturnSummary> {
  const res = await api.get<ApiEnvelope<Gstr1ReturnSummary>>('/admin/invoices/gstr1', {
    query,
    errorMessage: 'Could not prepare the GSTR-1 files',
  });
  return res.data;
}
