import type { Course, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { confirmEnrollment, OrderInProgressError } from '../enrollments/enrollments.service';
import { enrolmentReceiptMail, greetingName } from '../mail/mail-templates';

import { releaseSeat } from './orders.repository';
import { holdSeatOrRefuse } from './seat-hold';

/** How the demo card is charged: the shape a card gateway's charge call has. */
interface PaymentRequest {
  userId: string;
  courseId: string;
  amount: number;
  currency: 'INR';
  method: 'card';
  /**
   * The payment record's id: a gateway given the same key twice charges once (Razorpay and Stripe
   * both take one), so a retried request can never take the money twice.
   */
  idempotencyKey: string;
}

interface ChargeOutcome {
  status: 'succeeded' | 'failed';
  reference: string | null;
}

interface PaymentProvider {
  readonly name: string;
  charge(request: PaymentRequest): Promise<ChargeOutcome>;
}

/** The spec's demo card: card details are never sent to the server, and every charge succeeds. */
const demoCardProvider: PaymentProvider = {
  name: 'demo',
  async charge(request) {
    return { status: 'succeeded', reference: `demo_${request.idempotencyKey}` };
  },
};

const PAYMENT_FAILED = 'The payment did not go through. Please try again.';

/**
 * POST /api/enrollments with `PAYMENT_PROVIDER=demo`, the spec's one call: the seat and the
 * enrolment are held first; only then is the card charged, once, under the payment record's id as
 * the idempotency key; a refused charge releases the seat. Every charge attempt leaves its payment
 * record (`pending`, then `succeeded` or `failed`).
 */
export async function enrollWithDemoCard(user: User, course: Course): Promise<string> {
  const request = { userId: user.uid, courseId: course.uid, amount: course.price, currency: 'INR', method: 'card' } as const;
  const held = await holdSeatOrRefuse({
    ...request,
    provider: 'demo',
    courseTitle: course.title,
    amountPaise: Math.round(course.price * 100),
    listPricePaise: Math.round(course.price * 100),
    discountPaise: 0,
    buyer: { name: user.name, email: user.email, stateCode: null, gstin: null, businessName: null },
  }).catch((error: unknown) => {
    if (error instanceof OrderInProgressError) throw AppError.conflict('You are already enrolled in this course.');
    throw error;
  });
  let outcome: ChargeOutcome;
  try {
    outcome = await demoCardProvider.charge({ ...request, idempotencyKey: held.orderId });
  } catch (error) {
    await releaseSeat(held.orderId, error instanceof Error ? error.message : 'charge error');
    throw error;
  }
  if (outcome.status !== 'succeeded') {
    await releaseSeat(held.orderId, 'declined');
    throw AppError.badRequest(PAYMENT_FAILED);
  }
  const receipt = enrolmentReceiptMail(user.email, greetingName(user), {
    courseId: course.uid,
    courseTitle: course.title,
    amount: course.price,
    paymentReference: outcome.reference ?? held.orderId,
    paidAt: new Date(),
  });
  await confirmEnrollment(held.enrollmentId, held.orderId, outcome.reference, [receipt]);
  await recordActivity({
    type: 'enrollment',
    action: 'enrolled',
    name: `${user.name} in ${course.title}`,
    actorUid: user.uid,
  });
  return held.enrollmentId;
}
