import type { EnrollmentView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getEnrollments(signal?: AbortSignal): Promise<EnrollmentView[]> {
  const res = await api.get<ApiEnvelope<{ enrollments: EnrollmentView[] }>>('/enrollments', { signal });
  return res.data.enrollments;
}
