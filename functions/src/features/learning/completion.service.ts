import type { CertificateLink, Course, CourseModule, CourseProgress } from '../../contract';
import { credentialFor, unsignedCertificate } from '../certificates/certificate-issuer.service';
import { attachCredential, certificateLink, recordIssued } from '../certificates/certificates.service';
import { findEnrollmentById, settleEnrollment, writeProgressSummary } from '../enrollments/enrollments.service';
import { certificateIssuedMail, greetingName } from '../mail/mail-templates';

import { certificateScore, courseProgress } from './progress';

export interface Completion {
  progress: CourseProgress;
  certificate: CertificateLink | null;
}

/**
 * Recomputes the enrolment's progress against the course as it is now. An update that completes
 * the course issues the certificate in the transaction that reads the enrolment and sets its
 * `certificateId`, so however many updates race, one certificate is issued per enrolment.
 * `certificate` is the certificate this call issued, if any.
 */
export async function settleCompletion(
  enrollmentId: string,
  course: Course,
  modules: CourseModule[],
  student: { uid: string; name: string; email: string; isEmailVerified: boolean },
): Promise<Completion | null> {
  // Most updates complete nothing: a plain read and write. Only a completion takes the transaction.
  const latest = await findEnrollmentById(enrollmentId);
  if (!latest) return null;
  let progress = courseProgress(modules, latest.progress);
  if (!progress.completed || latest.certificateId) {
    await writeProgressSummary(enrollmentId, progress);
    return { progress, certificate: null };
  }
  // Stored unsigned in the transaction; only the update that wins it signs the credential after
  // (signing claims a status-list index, which a transaction cannot hold). Should that step fail,
  // the certificate stands and the credentials backfill signs it later.
  const candidate = unsignedCertificate({
    userId: latest.userId,
    course,
    modules,
    student,
    score: certificateScore(modules, latest.progress),
    completedAt: new Date().toISOString(),
    replaces: null,
  });
  const settled = await settleEnrollment(
    enrollmentId,
    (enrollment) => {
      progress = courseProgress(modules, enrollment.progress);
      return {
        overall: progress.overall,
        completed: progress.completed,
        remaining: progress.remaining,
        certificate: progress.completed ? candidate : null,
      };
    },
    // The learner's certificate mail commits with the certificate, once.
    (issued) => [certificateIssuedMail(student.email, greetingName(student), course.title, issued.certificateId, issued.hash)],
  );
  if (!settled) return null;
  const issued = settled.settlement.certificate;
  if (issued) {
    await attachCredential(issued.hash, await credentialFor(issued, { course, modules, email: student.email }));
    await recordIssued(issued, student);
  }
  return { progress, certificate: issued ? certificateLink(issued) : null };
}
