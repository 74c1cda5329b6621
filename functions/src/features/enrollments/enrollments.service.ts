import type { CertificateRemaining, Course, EnrollmentRequest, EnrollmentStarted, EnrollmentView, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { findCertificateLinks } from '../certificates/certificates.service';
import { COURSE_NOT_FOUND, findCourse, findCourses, listModules } from '../courses/catalog.service';
import { courseProgress } from '../learning/progress';
import { enrolmentReceiptMail, greetingName } from '../mail/mail-templates';

import {
  AlreadyEnrolledError,
  confirmEnrollment,
  CourseFullError,
  findEnrollment,
  holdSeat,
  listEnrollments,
  type NewOrder,
  OrderInProgressError,
  type StoredEnrollment,
} from './enrollments.repository';
import { startCheckout } from '../payments/checkout.service';
import { releaseSeat } from '../payments/orders.service';
import { paymentProvider } from '../payments/payments-config';

import { demoCardProvider, type PaymentProvider } from './payment-provider';

/** What other features use of enrolments, through this service (the repository is private to enrollments). */
export {
  AlreadyEnrolledError,
  CourseFullError,
  OrderInProgressError,
  countCourseEnrollments,
  enrollmentId,
  findEnrollment,
  findEnrollmentById,
  holdSeat,
  listCourseEnrollments,
  listCourseLearnerIds,
  listEnrollments,
  settleEnrollment,
  writeProgressSummary,
} from './enrollments.repository';
export type { HoldExtension, Settlement, StoredEnrollment } from './enrollments.repository';

/** Two learners can reach for the same seat; the loser tries the next one, a few times. */
const SEAT_RETRIES = 4;
const ALREADY_EXISTS = 6;
const PAYMENT_FAILED = 'The payment did not go through. Please try again.';

/** Holds a seat (and the enrolment, pending payment), retrying when another learner took that seat first. */
async function holdSeatOrRefuse(order: NewOrder) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await holdSeat(order);
    } catch (error) {
      if (error instanceof AlreadyEnrolledError || error instanceof OrderInProgressError)
        throw AppError.conflict('You are already enrolled in this course.');
      if (error instanceof CourseFullError) throw AppError.conflict('This course is full.');
      const seatTaken = (error as { code?: number }).code === ALREADY_EXISTS;
      if (!seatTaken) throw error;
      if (attempt >= SEAT_RETRIES) throw AppError.conflict('This course is very busy right now. Please try again.');
    }
  }
}

/** The checks every enrolment starts with: the course, the price the learner saw, duplicates, seats. */
async function checkEnrollable(user: User, body: EnrollmentRequest): Promise<Course> {
  const course = await findCourse(body.courseId);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  if (body.amount !== course.price) throw AppError.badRequest('The amount does not match the course price.');
  const existing = await findEnrollment(user.uid, course.uid);
  if (existing?.status === 'active') throw AppError.conflict('You are already enrolled in this course.');
  if (!existing && course.currentStudents >= course.maxStudents) throw AppError.conflict('This course is full.');
  return course;
}

/**
 * POST /api/enrollments. With Razorpay (the default) it holds the seat and answers the order to pay
 * in Standard Checkout; the webhook enrols. With `PAYMENT_PROVIDER=demo` it is the spec's one call.
 */
export async function enroll(user: User, body: EnrollmentRequest): Promise<EnrollmentStarted | string> {
  const course = await checkEnrollable(user, body);
  if (paymentProvider() === 'demo') return enrollWithDemoCard(user, course);
  const { courseId: _courseId, paymentMethod: _method, amount: _amount, ...billing } = body;
  return startCheckout(user, course, billing);
}

/**
 * The spec's demo card: the seat and the enrolment are held first; only then is the card charged,
 * once, under the payment record's id as the idempotency key; a refused charge releases the seat.
 * Every charge attempt leaves its payment record (`pending`, then `succeeded` or `failed`).
 */
async function enrollWithDemoCard(user: User, course: Course, provider: PaymentProvider = demoCardProvider): Promise<string> {
  const request = { userId: user.uid, courseId: course.uid, amount: course.price, currency: 'INR', method: 'card' } as const;
  const held = await holdSeatOrRefuse({
    ...request,
    provider: 'demo',
    courseTitle: course.title,
    amountPaise: Math.round(course.price * 100),
    listPricePaise: Math.round(course.price * 100),
    discountPaise: 0,
    buyer: { name: user.name, email: user.email, stateCode: null, gstin: null, businessName: null },
  });
  let outcome: Awaited<ReturnType<PaymentProvider['charge']>>;
  try {
    outcome = await provider.charge({ ...request, idempotencyKey: held.orderId });
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

/**
 * What remains before the certificate for enrolments no progress update has settled yet (a new
 * enrolment stores none until its first lesson or attempt): worked out from the course's modules.
 */
async function remainingOfUnsettled(enrollments: StoredEnrollment[]): Promise<Map<string, CertificateRemaining>> {
  const unsettled = enrollments.filter((enrollment) => !enrollment.progress.remaining);
  const found = await Promise.all(
    unsettled.map(async (enrollment) => {
      const modules = (await listModules(enrollment.courseId)).filter((module) => module.isActive);
      return [enrollment.uid, courseProgress(modules, enrollment.progress).remaining] as const;
    }),
  );
  return new Map(found);
}

/** The signed-in learner's courses with their progress and certificate links. */
export async function listMyEnrollments(userId: string): Promise<EnrollmentView[]> {
  const enrollments = (await listEnrollments(userId)).filter((enrollment) => enrollment.status === 'active');
  const [courses, certificates, unsettled] = await Promise.all([
    findCourses(enrollments.map((enrollment) => enrollment.courseId)),
    findCertificateLinks(enrollments.map((enrollment) => enrollment.certificateId)),
    remainingOfUnsettled(enrollments),
  ]);
  return enrollments.flatMap((enrollment) => {
    const course = courses.get(enrollment.courseId);
    if (!course) return [];
    return [
      {
        uid: enrollment.uid,
        courseId: enrollment.courseId,
        enrolledAt: enrollment.enrolledAt,
        course: {
          uid: course.uid,
          title: course.title,
          shortDescription: course.shortDescription,
          coverImage: course.coverImage,
          duration: course.duration,
          level: course.level,
          category: course.category,
        },
        progress: {
          overall: enrollment.progress.overall,
          completed: enrollment.progress.completed,
          lastAccessedAt: enrollment.progress.lastAccessedAt,
          remaining: enrollment.progress.remaining ?? unsettled.get(enrollment.uid) ?? null,
        },
        certificate: enrollment.certificateId ? (certificates.get(enrollment.certificateId) ?? null) : null,
      },
    ];
  });
}
