import type { Certificate, CertificateVerification, Course } from '../../contract';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import type { StoredEnrollment } from '../enrollments/enrollments.repository';
import { setCertificate } from '../enrollments/enrollments.repository';

import {
  createCertificate,
  findCertificateByHash,
  findCertificatesByHash,
  type StoredCertificate,
} from './certificates.repository';

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
 * Issues the course certificate once progress is complete (and never twice). The score is the
 * mean of the best checkpoint scores; a course without checkpoints scores 100.
 */
export async function issueCertificateIfComplete(
  enrollment: StoredEnrollment,
  course: Course,
  studentName: string,
): Promise<{ certificateId: string; verificationUrl: string } | null> {
  if (!enrollment.progress.completed || enrollment.certificateId) return null;
  const { randomBytes } = await import('node:crypto');
  const scores = Object.values(enrollment.progress.checkpoints)
    .filter((checkpoint) => checkpoint.attempts > 0)
    .map((checkpoint) => checkpoint.bestScore);
  const score = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 100;
  const hash = randomBytes(16).toString('hex');
  // Its own randomness: the printed id must not give away any bits of the verification hash.
  const serial = randomBytes(4).toString('hex').toUpperCase();
  const now = new Date().toISOString();
  const certificate: StoredCertificate = {
    hash,
    userId: enrollment.userId,
    courseId: course.uid,
    certificateId: `CV-${now.slice(0, 4)}-${serial}`,
    studentName,
    courseName: course.title,
    instructorName: course.instructor.name,
    completedAt: now,
    grade: gradeFor(score),
    score,
    verificationUrl: verificationPath(hash),
    issuedAt: now,
    status: 'active',
  };
  await createCertificate(certificate);
  await setCertificate(enrollment.uid, hash);
  return { certificateId: certificate.certificateId, verificationUrl: certificate.verificationUrl };
}

/** Links to certificates by their hashes, for the learner's course list. */
export async function findCertificateLinks(
  hashes: (string | null)[],
): Promise<Map<string, { certificateId: string; verificationUrl: string }>> {
  const found = await findCertificatesByHash(hashes.filter((hash): hash is string => Boolean(hash)));
  return new Map(found.map((c) => [c.hash, { certificateId: c.certificateId, verificationUrl: c.verificationUrl }]));
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
