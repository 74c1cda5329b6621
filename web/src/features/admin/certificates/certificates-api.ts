import type { CertificateDetails, CertificateSummary } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function searchCertificates(search: string, signal?: AbortSignal): Promise<CertificateSummary[]> {
  const res = await api.get<ApiEnvelope<CertificateSummary[]>>('/certificates', {
    query: { search: search || undefined },
    errorMessage: 'Failed to load certificates',
    signal,
  });
  return res.data;
}

export async function getCertificateDetails(hash: string): Promise<CertificateDetails> {
  const res = await api.get<ApiEnvelope<CertificateDetails>>(`/certificates/${encodeURIComponent(hash)}`, {
    errorMessage: 'Failed to load the certificate',
  });
  return res.data;
}

export type CertificateAction = 'revoke' | 'reissue' | 'reinstate';

/** Revoke, reissue, or reinstate (a reissue of a revoked certificate, which the API takes only when asked by name). */
export async function certificateAction(hash: string, action: CertificateAction, reason: string): Promise<string> {
  const res = await api.post<ApiEnvelope<CertificateDetails> & { message: string }>(
    `/certificates/${encodeURIComponent(hash)}/${action === 'revoke' ? 'revoke' : 'reissue'}`,
    action === 'reinstate' ? { reason, reinstate: true } : { reason },
    { errorMessage: `Failed to ${action} the certificate` },
  );
  return res.message;
}
