import type { EnrollmentView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copy';

/** Where the learner's courses are read, and their copy kept on the device. */
export const ENROLLMENTS_COPY = '/enrollments';

/** The signed-in learner's courses; offline, the copy kept the last time they loaded. */
export async function getEnrollments(signal?: AbortSignal): Promise<EnrollmentView[]> {
  return withOfflineCopy(
    ENROLLMENTS_COPY,
    async () => (await api.get<ApiEnvelope<{ enrollments: EnrollmentView[] }>>(ENROLLMENTS_COPY, { signal })).data.enrollments,
  );
}
