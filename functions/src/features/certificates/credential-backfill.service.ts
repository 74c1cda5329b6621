import type { Course, CourseModule } from '../../contract';
import { findCourse, listLiveModules } from '../courses/catalog.service';
import { findUser } from '../users/users.service';

import { credentialFor } from './certificate-issuer.service';
import { attachBackfilledCredential, listCertificatesAfter, type StoredCertificate } from './certificates.repository';

const PAGE = 100;

export interface BackfillSummary {
  signed: number;
  alreadySigned: number;
  /** Certificates whose learner or course no longer exists, or whose holder withdrew it: nothing to sign. */
  skipped: string[];
}

/**
 * Signs the credential of every certificate that has none (issued before credentials existed).
 * Safe to run twice, or twice at once: a certificate is written only if it still has no credential
 * when the transaction commits. A revoked or superseded certificate is marked on the status list too.
 */
export async function backfillCredentials(): Promise<BackfillSummary> {
  const summary: BackfillSummary = { signed: 0, alreadySigned: 0, skipped: [] };
  const courses = new Map<string, Promise<{ course: Course | null; modules: CourseModule[] }>>();
  const courseFacts = (uid: string) => {
    if (!courses.has(uid)) {
      courses.set(
        uid,
        Promise.all([findCourse(uid), listLiveModules(uid)]).then(([course, modules]) => ({
          course,
          modules,
        })),
      );
    }
    return courses.get(uid)!;
  };

  let after: string | null = null;
  for (;;) {
    const page: StoredCertificate[] = await listCertificatesAfter(after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1].hash;
    for (const certificate of page) {
      if (certificate.credential) {
        summary.alreadySigned += 1;
        continue;
      }
      const [{ course, modules }, user] = await Promise.all([courseFacts(certificate.courseId), findUser(certificate.userId)]);
      if (!course || !user || certificate.credentialWithdrawn) {
        summary.skipped.push(certificate.certificateId);
        continue;
      }
      const signed = await credentialFor(certificate, { course, modules, email: user.email });
      const written = await attachBackfilledCredential(certificate.hash, signed);
      if (written) summary.signed += 1;
      else summary.alreadySigned += 1;
    }
  }
  return summary;
}
