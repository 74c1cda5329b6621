import type { Course, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { confirmEnrollment, OrderInProgressError } from '../enrollments/enrollments.service';
import { enrolmentReceiptMail, greetingName } from '../mail/mail-templates';

import { holdSeatOrRefuse } from './seat-hold';

/**
 * POST /api/enrollments with `PAYMENT_PROVIDER=demo`, the spec's one call. The seat, the enrolment
 * (`pending_payment`) and the payment record (`pending`) are held first; then the spec's dummy card
 * is taken, which sends no card details and always succeeds, and the payment and the enrolment are
 * confirmed with the receipt. The payment record's id is the charge's reference.
 */
export async function enrollWithDemoCard(user: User, course: Course): Promise<string> {
  const held = await holdSeatOrRefuse({
    userId: user.uid,
    courseId: course.uid,
    amount: course.price,
    currency: 'INR',
    method: 'card',
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
  const reference = `demo_${held.orderId}`;
  const receipt = enrolmentReceiptMail(user.email, greetingName(user), {
    courseId: course.uid,
    courseTitle: course.title,
    amount: course.price,
    paymentReference: reference,
    paidAt: new Date(),
  });
  await confirmEnrollment(held.enrollmentId, held.orderId, reference, [receipt]);
  await recordActivity({
    type: 'enrollment',
    action: 'enrolled',
    name: `${user.name} in ${course.title}`,
    actorUid: user.uid,
  });
  return held.enrollmentId;
}
