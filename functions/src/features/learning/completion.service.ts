import type { CertificateLink, Course, CourseModule, CourseProgress } from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { finishIssue, unsignedCertificate } from '../certificates/certificate-issuer.service';
import { settleProgress } from '../enrollments/enrollments.service';
import { certificateIssuedMail, greetingName } from '../mail/mail-templates';

import { certificateScore, courseProgress } from './progress';

export interface Completion {
  progress: CourseProgress;
  certificate: CertificateLink | null;
}

/**
 * Recomputes the enrolment's progress against the course as it is now. An update that completes
 * the course issues the certificate in the transaction that reads the enrolment and sets its
 * `certificateId` (enrolments' settleProgress), so however many updates race, one certificate is
 * issued per enrolment. `certificate` is the certificate this call issued, if any.
 */
export async function settleCompletion(
  enrollmentId: string,
  course: Course,
  modules: CourseModule[],
  student: { uid: string; name: string; email: string; isEmailVerified: boolean; language?: Locale },
  earnedIn: Locale = SOURCE_LOCALE,
): Promise<Completion | null> {
  let progress: CourseProgress | null = null;
  const settled = await settleProgress(
    enrollmentId,
    (enrollment) => {
      progress = courseProgress(modules, enrollment.progress);
      return {
        overall: progress.overall,
        completed: progress.completed,
        remaining: progress.remaining,
        // Stored unsigned in the transaction; only the update that wins it signs the credential after.
        certificate:
          progress.completed && !enrollment.certificateId
            ? unsignedCertificate({
                userId: enrollment.userId,
                course,
                modules,
                student,
                score: certificateScore(modules, enrollment.progress),
                completedAt: new Date().toISOString(),
                replaces: null,
                earnedIn,
              })
            : null,
      };
    },
    // The learner's certificate mail commits with the certificate, once.
    (issued) => [
      certificateIssuedMail(student.email, greetingName(student), course.title, issued.certificateId, issued.hash, student.language),
    ],
  );
  if (!settled || !progress) return null;
  const issued = settled.certificate;
  return { progress, certificate: issued ? await finishIssue(issued, { course, modules, student }) : null };
}
