import type { BillingDetails, EnrollmentStarted } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';

/**
 * POST /enrollments with the billing details and the page's language: the server prices the order and
 * answers what Checkout needs, its description in that language.
 */
export async function startEnrollment(
  courseId: string,
  amount: number,
  billing: BillingDetails,
  language?: Locale,
): Promise<EnrollmentStarted> {
  const res = await api.post<ApiEnvelope<EnrollmentStarted>>(
    '/enrollments',
    { courseId, paymentMethod: 'razorpay', amount, ...billing, language },
    { errorMessage: 'Failed to enroll. Please try again.' },
  );
  return res.data;
}
