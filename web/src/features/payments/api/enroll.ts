import { api } from '@/lib/api-client';

/** The payment method is fixed to card and the amount equals the price (SPEC section 9). */
export async function enroll(courseId: string, amount: number): Promise<void> {
  await api.post(
    '/enrollments',
    { courseId, paymentMethod: 'card', amount },
    { errorMessage: 'Failed to enroll. Please try again.' },
  );
}
