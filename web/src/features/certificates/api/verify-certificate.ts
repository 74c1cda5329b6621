import type { CertificateVerification } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function verifyCertificate(hash: string, signal?: AbortSignal): Promise<CertificateVerification> {
  const res = await api.get<ApiEnvelope<CertificateVerification>>(`/certificates/verify/${encodeURIComponent(hash)}`, {
    signal,
    errorMessage: 'Failed to verify certificate',
  });
  return res.data;
}
