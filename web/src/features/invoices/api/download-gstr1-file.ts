import type { Gstr1FileName, Gstr1ReturnQuery } from '@contract';

import { api } from '@/lib/api-client';

/** One GSTR-1 file of a period as text: a table's CSV for the offline tool, or the JSON for the portal. */
export async function downloadGstr1File(name: Gstr1FileName, query: Gstr1ReturnQuery): Promise<string> {
  const body = await api.get<unknown>(`/admin/invoices/gstr1/${name}`, { query, errorMessage: `Could not download ${name}` });
  return typeof body === 'string' ? body : JSON.stringify(body);
}
