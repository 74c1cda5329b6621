import type { Certificate, CertificateLink, CertificateVerification, Course, CourseModule } from '../../contract';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { recordActivity } from '../activity/activity.repository';
import { ACADEMY } from '../credentials/issuer';
import type { StoredEnrollment } from '../enrollments/enrollments.repository';
import { enrollmentRef } from '../enrollments/enrollments.repository';
import { certificateIssuedMail } from '../mail/mail-templates';
import { queueMail } from '../mail/outbox.repository';

import { signedCertificate, verificationPath } from './certificate-issuer';
import {
  countVerification,
  createCertificate,
  findCertificateByHash,
  findCertificatesByHash,
  type StoredCertificate,
} from './certificates.repository';

export const CERTIFICATE_METADATA = {
  issuedBy: ACADEMY.legalName,
  platform: ACADEMY.platform,
  version: '1.0',
};

export const credentialPath = (hash: string) => `/api/credentials/${hash}`;

/** The mean of the best checkpoint scores; a course without checkpoints scores 100. */
export function finalScore(enrollment: StoredEnrollment): number {
  const scores = Object.values(enrollment.progress.checkpoints)
    .filter((checkpoint) => checkpoint.attempts > 0)
    .map((checkpoint) => checkpoint.bestScore);
  return scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 100;
}

/**
 * Issues the course certificate, with its signed credential, once progress is complete (and never
 * twice).
 */
export async function issueCertificateIfComplete(
  enrollment: StoredEnrollment,
  course: Course,
  student: { uid: string; name: string; email: string },
  modules: CourseModule[],
): Promise<CertificateLink | null> {
  if (!enrollment.progress.completed || enrollment.certificateId) return null;
  const certificate = await signedCertificate({
    userId: enrollment.userId,
    course,
    modules,
    student,
    score: finalScore(enrollment),
    completedAt: new Date().toISOString(),
    replaces: null,
  });
  // The certificate, its link on the enrolment and the learner's mail commit together, once.
  const issued = await getDb().runTransaction(async (transaction) => {
    const current = await transaction.get(enrollmentRef(enrollment.uid));
    if (current.get('certificateId')) return false;
    await createCertificate(certificate, transaction);
    transaction.update(current.ref, { certificateId: certificate.hash });
    queueMail(
      transaction,
      certificateIssuedMail(student.email, student.name, course.title, certificate.certificateId, certificate.hash),
    );
    return true;
  });
  if (!issued) return null;
  await recordActivity({
    type: 'certificate',
    action: 'issued',
    name: `${certificate.certificateId} · ${certificate.studentName} · ${certificate.courseName}`,
    actorUid: student.uid,
    actorName: student.name,
  });
  return linkOf(certificate);
}

const linkOf = (c: StoredCertificate): CertificateLink => ({
  certificateId: c.certificateId,
  verificationUrl: c.verificationUrl,
  courseName: c.courseName,
  issuedAt: c.issuedAt,
});

/** Links to certificates by their hashes, for the learner's course list. */
export async function findCertificateLinks(hashes: (string | null)[]): Promise<Map<string, CertificateLink>> {
  const found = await findCertificatesByHash(hashes.filter((hash): hash is string => Boolean(hash)));
  return new Map(found.map((c) => [c.hash, linkOf(c)]));
}

function invalidReason(stored: StoredCertificate): string | null {
  if (stored.status === 'superseded') return 'Superseded: this certificate was reissued';
  if (stored.status === 'revoked')
    return stored.revokedReason ? `Revoked: ${stored.revokedReason}` : 'This certificate has been revoked';
  return null;
}

export function publicCertificate(stored: StoredCertificate): Certificate {
  return {
    certificateId: stored.certificateId,
    studentName: stored.studentName,
    courseName: stored.courseName,
    instructorName: stored.instructorName,
    completedAt: stored.completedAt,
    grade: stored.grade,
    score: stored.score,
    verificationUrl: stored.verificationUrl,
    issuedAt: stored.issuedAt,
    status: stored.status,
  };
}

/** The public verification of one certificate; each one is counted (a number, nothing about the visitor). */
export async function verifyCertificate(hash: string, viewerUid: string | null): Promise<CertificateVerification> {
  const stored = isDocumentId(hash) ? await findCertificateByHash(hash) : null;
  if (!stored) throw AppError.notFound('Certificate not found');
  await countVerification(hash);
  const reason = invalidReason(stored);
  return {
    certificate: publicCertificate(stored),
    verification: {
      valid: reason === null,
      reason,
      hash,
      supersededBy: stored.supersededBy
        ? { hash: stored.supersededBy, verificationUrl: verificationPath(stored.supersededBy) }
        : null,
    },
    metadata: CERTIFICATE_METADATA,
    credential: stored.credential ? { format: 'vc+jwt', jwt: stored.credential, downloadUrl: credentialPath(hash) } : null,
    viewerIsHolder: viewerUid !== null && viewerUid === stored.userId,
  };
}
