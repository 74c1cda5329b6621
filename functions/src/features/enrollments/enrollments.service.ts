import type { EnrollmentBody, EnrollmentView, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { findCertificateLinks } from '../certificates/certificates.service';
import { COURSE_NOT_FOUND } from '../courses/catalog.service';
import { findCourse, findCourses } from '../courses/courses.repository';
import { enrolmentReceiptMail } from '../mail/mail-templates';

import {
  AlreadyEnrolledError,
  CourseFullError,
  createEnrollment,
  findEnrollment,
  listEnrollments,
} from './enrollments.repository';
import { demoCardProvider, type PaymentProvider } from './payment-provider';

/** Two learners can reach for the same seat; the loser tries the next one, a few times. */
const SEAT_RETRIES = 4;
const ALREADY_EXISTS = 6;

/** Enrols the signed-in learner after checking course, price, duplicates and capacity on the server. */
export async function enroll(user: User, body: EnrollmentBody, provider: PaymentProvider = demoCardProvider): Promise<string> {
  const course = await findCourse(body.courseId);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  if (body.amount !== course.price) throw AppError.badRequest('The amount does not match the course price.');
  if (await findEnrollment(user.uid, course.uid)) throw AppError.conflict('You are already enrolled in this course.');
  if (course.currentStudents >= course.maxStudents) throw AppError.conflict('This course is full.');

  const payment = await provider.charge({
    userId: user.uid,
    courseId: course.uid,
    amount: course.price,
    currency: 'INR',
    method: 'card',
  });
  if (payment.status !== 'succeeded') throw AppError.badRequest('The payment did not go through. Please try again.');

  for (let attempt = 0; ; attempt++) {
    try {
      const receipt = enrolmentReceiptMail(user.email, user.name, {
        courseId: course.uid,
        courseTitle: course.title,
        amount: payment.amount,
        paymentReference: payment.reference,
        paidAt: new Date(),
      });
      const id = await createEnrollment(user.uid, course.uid, payment, [receipt]);
      await recordActivity({
        type: 'enrollment',
        action: 'enrolled',
        name: `${user.name} in ${course.title}`,
        actorUid: user.uid,
      });
      return id;
    } catch (error) {
      if (error instanceof AlreadyEnrolledError) throw AppError.conflict('You are already enrolled in this course.');
      if (error instanceof CourseFullError) throw AppError.conflict('This course is full.');
      const seatTaken = (error as { code?: number }).code === ALREADY_EXISTS;
      if (!seatTaken || attempt >= SEAT_RETRIES) {
        if (seatTaken) throw AppError.conflict('This course is very busy right now. Please try again.');
        throw error;
      }
    }
  }
}

/** The signed-in learner's courses with their progress and certificate links. */
export async function listMyEnrollments(userId: string): Promise<EnrollmentView[]> {
  const enrollments = await listEnrollments(userId);
  const [courses, certificates] = await Promise.all([
    findCourses(enrollments.map((enrollment) => enrollment.courseId)),
    findCertificateLinks(enrollments.map((enrollment) => enrollment.certificateId)),
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
        },
        certificate: enrollment.certificateId ? (certificates.get(enrollment.certificateId) ?? null) : null,
      },
    ];
  });
}
