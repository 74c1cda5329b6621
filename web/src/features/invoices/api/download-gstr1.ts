import { api } from '@/lib/api-client';

/** The GSTR-1 CSV of a period (YYYY-MM-DD, both days included), as text. */
export function downloadGstr1(from: string, to: string): Promise<string> {
  return api.get<string>('/admin/invoices/gstr1.csv', { query: { from, to }, errorMessage: 'Could not export the GSTR-1 CSV' });
}
