import type { Course, User } from '../../contract';
import { AppError } from '../../lib/app-error';

import { COURSE_FULL, holdOrder } from './holds.service';
import { findOrder, OrderInProgressError } from './orders.repository';
import { finishPaidOrder } from './orders.service';
import { recordPayment } from './settlement.service';

/**
 * An order paid without the gateway (the demo card, or ₹0 after a coupon) is recorded at once as
 * a payment with our own reference, the same way a webhook records Razorpay's: the seat and the
 * coupon's use are counted, then the receipt follows (no invoice: nothing went through Razorpay).
 */
export async function settleWithoutGateway(orderId: string, reference: string, source: string): Promise<void> {
  const order = await findOrder(orderId);
  if (!order) throw new Error(`Order ${orderId} vanished before it was paid`);
  const outcome = await recordPayment(order, { id: reference, paidAt: new Date() }, `${source}:${orderId}`, source);
  // The hold was made a moment ago in this request, so its seat is there unless a replay raced it.
  if (outcome === 'refused' || outcome === 'already_refused') throw AppError.conflict(COURSE_FULL);
  await finishPaidOrder(orderId);
}

/**
 * POST /api/enrollments with `PAYMENT_PROVIDER=demo`, the spec's one call. The order is held
 * first, like any other; then the spec's dummy card is taken, which sends no card details and
 * always succeeds, and the order is paid with the receipt. `demo_{orderId}` is the reference.
 */
export async function enrollWithDemoCard(user: User, course: Course, client: string): Promise<string> {
  const held = await holdOrder(
    {
      userId: user.uid,
      courseId: course.uid,
      courseTitle: course.title,
      amount: course.price,
      currency: 'INR',
      method: 'card',
      provider: 'demo',
      amountPaise: Math.round(course.price * 100),
      listPricePaise: Math.round(course.price * 100),
      discountPaise: 0,
      couponId: null,
      couponCode: null,
      buyer: {
        name: user.name,
        email: user.email,
        stateCode: null,
        gstin: null,
        businessName: null,
        address: null,
        declaration: null,
      },
    },
    client,
  ).catch((error: unknown) => {
    if (error instanceof OrderInProgressError) throw AppError.conflict('You are already enrolled in this course.');
    throw error;
  });
  await settleWithoutGateway(held.orderId, `demo_${held.orderId}`, 'demo');
  return held.enrollmentId;
}
