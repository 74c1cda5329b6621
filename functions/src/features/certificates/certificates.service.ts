import type { Certificate, CertificateLink, CertificateVerification } from '../../contract';
import { certificateVerificationPath } from '../../contract/public-pages';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { recordActivity } from '../activity/activity.repository';
import { ACADEMY } from '../credentials/issuer';

import {
  countVerification,
  findCertificateByHash,
  findCertificatesByHash,
  type StoredCertificate,
} from './certificates.repository';

/** What other features use of stored certificates, through this service (the repository is private to certificates). */
export { attachCredential, findCertificateByHash, findCertificatesByHash } from './certificates.repository';

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

/** Notes an issued certificate in the activity feed. */
export async function recordIssued(certificate: StoredCertificate, student: { uid: string; name: string }): Promise<void> {
  await recordActivity({
    type: 'certificate',
    action: 'issued',
    name: `${certificate.certificateId} · ${certificate.studentName} · ${certificate.courseName}`,
    actorUid: student.uid,
    actorName: student.name,
  });
}

/** Links to certificates by their hashes, for the learner's course list. */
export async function findCertificateLinks(hashes: (string | null)[]): Promise<Map<string, CertificateLink>> {
  const found = await findCertificatesByHash(hashes.filter((hash): hash is string => Boolean(hash)));
  return new Map(found.map((c) => [c.hash, certificateLink(c)]));
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
  const stored = isDocumentId(hash) ? await findCertificateByHash(hash) : null;
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
