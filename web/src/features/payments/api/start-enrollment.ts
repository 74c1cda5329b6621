import type { BillingDetails, EnrollmentStarted } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** POST /enrollments with the billing details: the server prices the order and answers what Checkout needs. */
export async function startEnrollment(courseId: string, amount: number, billing: BillingDetails): Promise<EnrollmentStarted> {
  const res = await api.post<ApiEnvelope<EnrollmentStarted>>(
    '/enrollments',
    { courseId, paymentMethod: 'razorpay', amount, ...billing },
    { errorMessage: 'Failed to enroll. Please try again.' },
  );
  return res.data;
}
