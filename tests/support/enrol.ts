import type { EnrollmentStarted, OrderView } from '../../functions/src/contract';
import { api, type ApiResponse } from './http';
import { payOrder } from './razorpay-sandbox';
import { newLearner } from './sessions';

/** Which way the stack under test takes payments (scripts/test.mjs passes the stack's environment). */
export const PAYMENT_PROVIDER = process.env.PAYMENT_PROVIDER === 'demo' ? 'demo' : 'razorpay';

/** Waits until the webhook (or reconciliation) has settled the order: the course is open then. */
export async function waitForOrder(token: string, orderId: string, status = 'succeeded', ms = 20_000): Promise<OrderView> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await api<OrderView | undefined>('GET', `/payments/orders/${orderId}`, { token });
    if (res.body.data?.status === status) return res.body.data;
    if (Date.now() > deadline) throw new Error(`order ${orderId} is ${res.body.data?.status ?? res.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Enrols as a learner does: POST /api/enrollments, and with Razorpay, pays the order in the
 * sandbox as Checkout would (UPI) and waits for the webhook to open the course. In demo mode it is
 * the spec's one call. Answers POST /api/enrollments' response.
 */
export async function enrol(
  token: string,
  courseId: string,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<ApiResponse<EnrollmentStarted>> {
  const res = await api<EnrollmentStarted>('POST', '/enrollments', {
    token,
    body: { courseId, paymentMethod: 'card', amount, ...extra },
  });
  const checkout = res.body?.data?.checkout;
  if (res.status !== 201 || !checkout) return res;
  await payOrder(checkout.orderId, { method: 'upi' });
  await waitForOrder(token, res.body.data.orderId);
  return res;
}

/**
 * A brand-new learner, signed in (registered through the API) and enrolled in `courseId` the way a
 * learner enrols (`enrol`: free courses in one call, paid ones paid in the sandbox). Throws when the
 * enrolment is refused, so a test starts from an enrolled learner or not at all.
 */
export async function enrolledLearner(
  courseId: string,
  { prefix = 'learner', amount = 0, verified = false }: { prefix?: string; amount?: number; verified?: boolean } = {},
) {
  const learner = await newLearner(prefix, { verified });
  const res = await enrol(learner.token, courseId, amount);
  if (res.status !== 201) throw new Error(`enrolling ${learner.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...learner, courseId, enrolment: res.body.data };
}
