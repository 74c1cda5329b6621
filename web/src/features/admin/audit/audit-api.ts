import type { AuditList, AuditQuery } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** One page of the audit log, filtered. */
export async function searchAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  return (
    await api.get<ApiEnvelope<AuditList>>('/admin/audit', {
      query: { ...query },
      signal,
      errorMessage: 'Failed to load the audit log',
    })
  ).data;
}

/** Every entry the filters match, as CSV text. */
export function downloadAudit(query: Omit<AuditQuery, 'page'>): Promise<string> {
  return api.get<string>('/admin/audit.csv', { query: { ...query }, errorMessage: 'Could not download the audit log' });
}
