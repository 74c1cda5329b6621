import type { Course, CourseModule, CourseProgress } from '../../contract';
import { buildCertificate, certificateLink } from '../certificates/certificates.service';
import { findEnrollmentById, settleEnrollment, writeProgressSummary } from '../enrollments/enrollments.repository';

import { certificateScore, courseProgress } from './progress';

export interface Completion {
  progress: CourseProgress;
  certificate: { certificateId: string; verificationUrl: string } | null;
}

/**
 * Recomputes the enrolment's progress against the course as it is now, in one transaction that
 * also issues the certificate when this completes the course (never twice for one enrolment).
 * `certificate` is the certificate this call issued, if any.
 */
export async function settleCompletion(
  enrollmentId: string,
  course: Course,
  modules: CourseModule[],
  studentName: string,
): Promise<Completion | null> {
  // Most updates complete nothing: a plain read and write. Only a completion takes the transaction.
  const latest = await findEnrollmentById(enrollmentId);
  if (!latest) return null;
  const now = courseProgress(modules, latest.progress);
  if (!now.completed || latest.certificateId) {
    await writeProgressSummary(enrollmentId, now);
    return { progress: now, certificate: null };
  }
  let progress: CourseProgress | null = null;
  const settled = await settleEnrollment(enrollmentId, (enrollment) => {
    progress = courseProgress(modules, enrollment.progress);
    const issue = progress.completed && !enrollment.certificateId;
    return {
      overall: progress.overall,
      completed: progress.completed,
      remaining: progress.remaining,
      certificate: issue
        ? buildCertificate(enrollment, course, studentName, certificateScore(modules, enrollment.progress))
        : null,
    };
  });
  if (!settled || !progress) return null;
  const issued = settled.settlement.certificate;
  return { progress, certificate: issued ? certificateLink(issued) : null };
}
