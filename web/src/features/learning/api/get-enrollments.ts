import type { EnrollmentView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copy';

/** The signed-in learner's courses; offline, the copy kept the last time they loaded. */
export async function getEnrollments(signal?: AbortSignal): Promise<EnrollmentView[]> {
  return withOfflineCopy(
    '/enrollments',
    async () => (await api.get<ApiEnvelope<{ enrollments: EnrollmentView[] }>>('/enrollments', { signal })).data.enrollments,
  );
}
