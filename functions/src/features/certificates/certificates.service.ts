import type { Certificate, CertificateLink, CertificateVerification } from '../../contract';
import { certificateVerificationPath } from '../../contract/public-pages';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { ACADEMY } from '../credentials/issuer';

import {
  countVerification,
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

/** How a learner's pages link to a certificate. */
export const certificateLink = (c: StoredCertificate): CertificateLink => ({
  certificateId: c.certificateId,
  verificationUrl: c.verificationUrl,
  courseName: c.courseName,
  issuedAt: c.issuedAt,
});

/** A stored certificate by its verification hash; null for none, or a hash that cannot be one (never a read). */
export async function findCertificate(hash: string): Promise<StoredCertificate | null> {
  return isDocumentId(hash) ? findCertificateByHash(hash) : null;
}

/** The certificates of these hashes (an enrolment without one names null), in one batched read. */
export function findCertificates(hashes: (string | null)[]): Promise<StoredCertificate[]> {
  return findCertificatesByHash(hashes.filter((hash): hash is string => Boolean(hash)));
}

/** Links to certificates by their hashes, for the learner's course list. */
export async function findCertificateLinks(hashes: (string | null)[]): Promise<Map<string, CertificateLink>> {
  return new Map((await findCertificates(hashes)).map((c) => [c.hash, certificateLink(c)]));
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
    ...(stored.earnedIn && { earnedIn: stored.earnedIn }),
  };
}

/**
 * Counts a verification, best effort: callers run it once the answer is sent, and a failed count is
 * logged, never the visitor's error. Only anonymous checks count: the page a signed-in visitor
 * (the holder, say) opens is rendered anonymously, counted there, and asked again with their token,
 * which must not count it twice.
 */
export async function recordVerification(hash: string, viewerUid: string | null): Promise<void> {
  if (viewerUid !== null || !isDocumentId(hash)) return;
  await countVerification(hash).catch((err: unknown) => console.warn(`verification count of ${hash} lost:`, err));
}

/** The public verification of one certificate (counting it is `recordVerification`, after the answer). */
export async function verifyCertificate(hash: string, viewerUid: string | null): Promise<CertificateVerification> {
  const stored = await findCertificate(hash);
  if (!stored) throw AppError.notFound('Certificate not found');
  const reason = invalidReason(stored);
  return {
    certificate: publicCertificate(stored),
    verification: {
      valid: reason === null,
      reason,
      hash,
      supersededBy: stored.supersededBy
        ? { hash: stored.supersededBy, verificationUrl: certificateVerificationPath(stored.supersededBy) }
        : null,
    },
    metadata: CERTIFICATE_METADATA,
    credential: stored.credential ? { format: 'vc+jwt', jwt: stored.credential, downloadUrl: credentialPath(hash) } : null,
    viewerIsHolder: viewerUid !== null && viewerUid === stored.userId,
  };
}
