import { randomBytes } from 'node:crypto';

import type { Certificate, CertificateVerification, Course } from '../../contract';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';

import { findCertificateByHash, findCertificatesByHash, type StoredCertificate } from './certificates.repository';

export const CERTIFICATE_METADATA = {
  issuedBy: 'CricVision Technologies Private Limited',
  platform: 'CricVision Academy',
  version: '1.0',
};

export const verificationPath = (hash: string) => `/verify-certificate/${hash}`;

/** The letter grade of a final score. */
export function gradeFor(score: number): string {
  if (score >= 90) return 'A+';
  if (score >= 80) return 'A';
  if (score >= 70) return 'B';
  if (score >= 60) return 'C';
  return 'Pass';
}

/**
 * The certificate for a completed enrolment, not yet stored: `settleEnrollment` creates it in the
 * transaction that completes the course. A null score makes it a certificate of completion.
 */
export function buildCertificate(
  enrollment: { userId: string },
  course: Course,
  studentName: string,
  score: number | null,
): StoredCertificate {
  const hash = randomBytes(16).toString('hex');
  // Its own randomness: the printed id must not give away any bits of the verification hash.
  const serial = randomBytes(4).toString('hex').toUpperCase();
  const now = new Date().toISOString();
  return {
    hash,
    userId: enrollment.userId,
    courseId: course.uid,
    certificateId: `CV-${now.slice(0, 4)}-${serial}`,
    studentName,
    courseName: course.title,
    instructorName: course.instructor.name,
    completedAt: now,
    grade: score === null ? null : gradeFor(score),
    score,
    verificationUrl: verificationPath(hash),
    issuedAt: now,
    status: 'active',
  };
}

export const certificateLink = (certificate: StoredCertificate) => ({
  certificateId: certificate.certificateId,
  verificationUrl: certificate.verificationUrl,
});

/** Links to certificates by their hashes, for the learner's course list. */
export async function findCertificateLinks(
  hashes: (string | null)[],
): Promise<Map<string, { certificateId: string; verificationUrl: string }>> {
  const found = await findCertificatesByHash(hashes.filter((hash): hash is string => Boolean(hash)));
  return new Map(found.map((c) => [c.hash, certificateLink(c)]));
}

/** The public verification of one certificate. */
export async function verifyCertificate(hash: string): Promise<CertificateVerification> {
  const stored = isDocumentId(hash) ? await findCertificateByHash(hash) : null;
  if (!stored) throw AppError.notFound('Certificate not found');
  const { hash: _hash, userId: _user, courseId: _course, ...certificate } = stored;
  const valid = certificate.status === 'active';
  return {
    certificate: certificate satisfies Certificate,
    verification: { valid, reason: valid ? null : 'This certificate has been revoked', hash },
    metadata: CERTIFICATE_METADATA,
  };
}
