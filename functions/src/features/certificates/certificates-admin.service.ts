import type { AuditActor, CertificateDetails, CertificateSummary } from '../../contract';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { recordActivity } from '../activity/activity.repository';
import { findCourse, listLiveModules } from '../courses/catalog.service';
import { findEnrollment, linkCertificateStep } from '../enrollments/enrollments.service';
import { certificateScore } from '../learning/progress';
import { findUser } from '../users/users.service';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';

import { signedCertificate } from './certificate-issuer.service';
import { findCertificate } from './certificates.service';
import {
  addVerificationCounts,
  findCertificateByCertificateId,
  listRecentCertificates,
  replaceCertificate,
  revokeCertificateRecord,
  type StoredCertificate,
} from './certificates.repository';

/** How far back a free-text search looks; a certificate ID is found at any age. */
export const SEARCH_WINDOW = 500;
const NOT_FOUND = 'Certificate not found';

const summary = (c: StoredCertificate): CertificateSummary => ({
  hash: c.hash,
  certificateId: c.certificateId,
  studentName: c.studentName,
  courseName: c.courseName,
  issuedAt: c.issuedAt,
  status: c.status,
  verificationCount: c.verificationCount,
});

/**
 * By certificate ID (exact, any age), else learner or course name (any part, any case) among the
 * newest 500: Firestore has no text search, and the academy issues far fewer than that a month.
 */
export async function searchCertificates(search = ''): Promise<CertificateSummary[]> {
  const term = search.trim();
  if (/^CV-\d{4}-[0-9A-F]{8}$/i.test(term)) {
    const found = await findCertificateByCertificateId(term.toUpperCase());
    return found ? (await addVerificationCounts([found])).map(summary) : [];
  }
  const recent = await listRecentCertificates(SEARCH_WINDOW);
  const needle = term.toLowerCase();
  const matching = recent.filter(
    (c) => !needle || [c.studentName, c.courseName, c.certificateId].some((text) => text.toLowerCase().includes(needle)),
  );
  return (await addVerificationCounts(matching)).map(summary);
}

async function requireCertificate(hash: string): Promise<StoredCertificate> {
  const found = await findCertificate(hash);
  if (!found) throw AppError.notFound(NOT_FOUND);
  return found;
}

export async function certificateDetails(hash: string): Promise<CertificateDetails> {
  const [c] = await addVerificationCounts([await requireCertificate(hash)]);
  return {
    ...summary(c),
    userId: c.userId,
    courseId: c.courseId,
    grade: c.grade,
    score: c.score,
    completedAt: c.completedAt,
    verificationUrl: c.verificationUrl,
    revokedReason: c.revokedReason,
    revokedAt: c.revokedAt,
    supersededBy: c.supersededBy,
    replaces: c.replaces,
    hasCredential: c.credential !== null,
  };
}

const label = (c: StoredCertificate) => `${c.certificateId} · ${c.studentName} · ${c.courseName}`;
const certificateResource = (c: StoredCertificate) => ({ type: 'certificate' as const, id: c.hash, label: label(c) });
const REVOCATION_FIELDS = ['status', 'revokedReason', 'revokedAt'];

/** Revokes an active certificate: verification turns invalid and its status-list bit is set. */
export async function revokeCertificate(actor: AuditActor, hash: string, reason: string): Promise<CertificateDetails> {
  if (!isDocumentId(hash)) throw AppError.notFound(NOT_FOUND);
  const revokedAt = new Date();
  const revoked = await revokeCertificateRecord(
    hash,
    { revokedReason: reason, revokedAt, revokedBy: actor.uid },
    (current) => {
      if (!current) throw AppError.notFound(NOT_FOUND);
      if (current.status !== 'active') throw AppError.conflict(`This certificate is already ${current.status}.`);
      return current;
    },
    (transaction, current) =>
      recordAuditInTransaction(
        transaction,
        auditEntry(
          actor,
          certificateResource(current),
          'revoked',
          changedFields(current, { ...current, status: 'revoked', revokedReason: reason, revokedAt }, REVOCATION_FIELDS),
          reason,
        ),
      ),
  );
  await recordActivity({
    type: 'certificate',
    action: `revoked (${reason})`,
    name: label(revoked),
    actorUid: actor.uid,
    actorName: actor.name,
  });
  return certificateDetails(hash);
}

const ALREADY_REISSUED = 'This certificate has already been reissued.';
const REVOKED =
  'This certificate is revoked: reissuing it would make a valid one. Reinstate it explicitly, with the reason, if that is meant.';

/**
 * Issues a replacement under a new hash with a new credential, from the learner's name and the
 * course progress as they are now (a name correction, a re-graded course). The old one answers
 * 'Superseded' with a link to the new one, and its credential is marked on the status list. A
 * revoked certificate is replaced only by an explicit reinstatement; its old link keeps saying
 * 'Revoked: <reason>', with a link to the new one.
 */
export async function reissueCertificate(
  actor: AuditActor,
  hash: string,
  reason: string,
  reinstate = false,
): Promise<CertificateDetails> {
  const old = await requireCertificate(hash);
  if (old.status === 'superseded' || old.supersededBy) throw AppError.conflict(ALREADY_REISSUED);
  if (old.status === 'revoked' && !reinstate) throw AppError.conflict(REVOKED);
  const [student, course, live, enrollment] = await Promise.all([
    findUser(old.userId),
    findCourse(old.courseId),
    listLiveModules(old.courseId),
    findEnrollment(old.userId, old.courseId),
  ]);
  if (!student || !course) throw AppError.conflict('The learner or the course of this certificate no longer exists.');
  const replacement = await signedCertificate({
    userId: old.userId,
    course,
    modules: live,
    student: { name: student.name, email: student.email },
    score: enrollment ? certificateScore(live, enrollment.progress) : old.score,
    completedAt: old.completedAt,
    replaces: old.hash,
    // A reissue is of the same achievement: in the language it was earned in.
    earnedIn: old.earnedIn?.language,
  });
  await replaceCertificate(
    hash,
    replacement,
    (current) => {
      if (!current || current.status === 'superseded' || current.supersededBy) throw AppError.conflict(ALREADY_REISSUED);
      if (current.status === 'revoked' && !reinstate) throw AppError.conflict(REVOKED);
      return current;
    },
    (transaction, current) => {
      if (enrollment) linkCertificateStep(old.userId, old.courseId, replacement.hash)(transaction);
      const after =
        current.status === 'revoked'
          ? { ...current, supersededBy: replacement.hash }
          : { ...current, status: 'superseded', supersededBy: replacement.hash };
      recordAuditInTransaction(
        transaction,
        auditEntry(
          actor,
          certificateResource(current),
          current.status === 'revoked' ? 'reinstated' : 'reissued',
          changedFields(current, after, ['status', 'supersededBy']),
          reason,
        ),
      );
    },
  );
  await recordActivity({
    type: 'certificate',
    action: `${old.status === 'revoked' ? 'reinstated' : 'reissued'} as ${replacement.certificateId} (${reason})`,
    name: label(old),
    actorUid: actor.uid,
    actorName: actor.name,
  });
  return certificateDetails(replacement.hash);
}
