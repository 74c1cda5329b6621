import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { Certificate } from '../../contract';
import { isLocale } from '../../contract/locales';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { markRevokedInTransaction } from '../credentials/credentials.repository';
import { CLOSED_ACCOUNT, documentsWhere, type PersonalDocument } from '../../lib/personal-data';

/** Certificates are stored under their verification hash, so a public check is one read. */
const certificates = () => getDb().collection('certificates');

export interface StoredCertificate extends Certificate {
  hash: string;
  userId: string;
  courseId: string;
  /** The signed Open Badges 3.0 credential (VC-JWT); null until the backfill signs an old one, or once withdrawn. */
  credential: string | null;
  /** Its holder closed their account: the credential, which named them, is gone for good. */
  credentialWithdrawn: boolean;
  statusIndex: number | null;
  revokedReason: string | null;
  revokedAt: string | null;
  /** The reissued certificate that replaces this one. */
  supersededBy: string | null;
  /** The certificate this one was reissued from. */
  replaces: string | null;
  verificationCount: number;
}

const STATUSES = ['active', 'revoked', 'superseded'] as const;

function fromSnapshot(snap: DocumentSnapshot): StoredCertificate | null {
  const d = snap.data();
  if (!d) return null;
  return {
    hash: snap.id,
    userId: d.userId,
    courseId: d.courseId,
    certificateId: d.certificateId,
    studentName: d.studentName,
    courseName: d.courseName,
    instructorName: d.instructorName,
    completedAt: toIso(d.completedAt) ?? '',
    grade: d.grade ?? null,
    score: typeof d.score === 'number' ? d.score : null,
    verificationUrl: d.verificationUrl,
    issuedAt: toIso(d.issuedAt) ?? '',
    status: STATUSES.includes(d.status) ? d.status : 'revoked',
    credential: d.credential ?? null,
    credentialWithdrawn: d.credentialWithdrawn === true,
    statusIndex: typeof d.statusIndex === 'number' ? d.statusIndex : null,
    revokedReason: d.revokedReason ?? null,
    revokedAt: toIso(d.revokedAt),
    supersededBy: d.supersededBy ?? null,
    replaces: d.replaces ?? null,
    verificationCount: Number(d.verificationCount ?? 0),
    ...(isLocale(d.earnedIn?.language) &&
      typeof d.earnedIn?.courseName === 'string' && {
        earnedIn: { language: d.earnedIn.language, courseName: d.earnedIn.courseName },
      }),
  };
}

export async function findCertificateByHash(hash: string): Promise<StoredCertificate | null> {
  return fromSnapshot(await certificates().doc(hash).get());
}

export async function findCertificateInTransaction(transaction: Transaction, hash: string) {
  return fromSnapshot(await transaction.get(certificates().doc(hash)));
}

export async function findCertificatesByHash(hashes: string[]): Promise<StoredCertificate[]> {
  if (hashes.length === 0) return [];
  const snaps = await getDb().getAll(...hashes.map((hash) => certificates().doc(hash)));
  return snaps.map(fromSnapshot).filter((c): c is StoredCertificate => c !== null);
}

function toDocument(certificate: StoredCertificate) {
  const { hash: _hash, ...fields } = certificate;
  return {
    ...fields,
    completedAt: new Date(fields.completedAt),
    issuedAt: new Date(fields.issuedAt),
    revokedAt: fields.revokedAt ? new Date(fields.revokedAt) : null,
  };
}

/** Stores a new certificate in the caller's transaction; `create` refuses to overwrite one. */
export function createCertificateInTransaction(transaction: Transaction, certificate: StoredCertificate): void {
  transaction.create(certificates().doc(certificate.hash), toDocument(certificate));
}

export function updateCertificateInTransaction(
  transaction: Transaction,
  hash: string,
  patch: Partial<Pick<StoredCertificate, 'status' | 'revokedReason' | 'supersededBy' | 'credential' | 'statusIndex'>> & {
    revokedAt?: Date;
    revokedBy?: string;
  },
): void {
  transaction.update(certificates().doc(hash), patch);
}

/** Adds the signed credential to a certificate issued a moment before. */
export async function attachCredential(hash: string, signed: { credential: string; statusIndex: number }): Promise<void> {
  await certificates().doc(hash).update(signed);
}

/**
 * `verificationCounts/{hash}_{shard}`: public verifications, spread over a few documents picked at
 * random, so a certificate shared widely never queues its checks on one document's write rate.
 */
const verificationShards = () => getDb().collection('verificationCounts');
const SHARDS = 5;

/** Counts a public verification: a blind increment of a random shard. */
export async function countVerification(hash: string): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const shard = Math.floor(Math.random() * SHARDS);
  await verificationShards()
    .doc(`${hash}_${shard}`)
    .set({ hash, count: FieldValue.increment(1) }, { merge: true });
}

/** The verifications of each certificate: its shards' sum (plus any count kept on it before shards). */
export async function addVerificationCounts(list: StoredCertificate[]): Promise<StoredCertificate[]> {
  const counts = new Map<string, number>();
  const hashes = list.map((c) => c.hash);
  const chunks = Array.from({ length: Math.ceil(hashes.length / 30) }, (_, i) => hashes.slice(i * 30, i * 30 + 30));
  const snaps = await Promise.all(chunks.map((chunk) => verificationShards().where('hash', 'in', chunk).get()));
  for (const doc of snaps.flatMap((snap) => snap.docs)) {
    counts.set(doc.get('hash'), (counts.get(doc.get('hash')) ?? 0) + Number(doc.get('count') ?? 0));
  }
  return list.map((c) => ({ ...c, verificationCount: c.verificationCount + (counts.get(c.hash) ?? 0) }));
}

export async function findCertificateByCertificateId(certificateId: string): Promise<StoredCertificate | null> {
  const snap = await certificates().where('certificateId', '==', certificateId).limit(1).get();
  return snap.empty ? null : fromSnapshot(snap.docs[0]);
}

export async function listRecentCertificates(limit: number): Promise<StoredCertificate[]> {
  const snap = await certificates().orderBy('issuedAt', 'desc').limit(limit).get();
  return snap.docs.map(fromSnapshot).filter((c): c is StoredCertificate => c !== null);
}

/** One page of certificates in id order, for the backfill (a filter, not a cursor: the Node emulator ignores cursors). */
export async function listCertificatesAfter(afterHash: string | null, limit: number): Promise<StoredCertificate[]> {
  const { FieldPath } = await import('firebase-admin/firestore');
  let query = certificates().orderBy(FieldPath.documentId()).limit(limit);
  if (afterHash) query = query.where(FieldPath.documentId(), '>', afterHash);
  const snap = await query.get();
  return snap.docs.map(fromSnapshot).filter((c): c is StoredCertificate => c !== null);
}

/** Reads the certificate as the transaction sees it: returns it, or throws why it may not change. */
export type CertificateCheck = (current: StoredCertificate | null) => StoredCertificate;

/**
 * Revokes a certificate and sets its status-list bit, in one transaction. `check` refuses (throws)
 * on what the transaction reads; `alsoInTransaction` writes what must land with it (its audit
 * entry). Returns the certificate as it was.
 */
export async function revokeCertificateRecord(
  hash: string,
  revocation: { revokedReason: string; revokedAt: Date; revokedBy: string },
  check: CertificateCheck,
  alsoInTransaction?: (transaction: Transaction, current: StoredCertificate) => void,
): Promise<StoredCertificate> {
  return getDb().runTransaction(async (transaction) => {
    const current = check(await findCertificateInTransaction(transaction, hash));
    if (current.statusIndex !== null) markRevokedInTransaction(transaction, current.statusIndex);
    updateCertificateInTransaction(transaction, hash, { status: 'revoked', ...revocation });
    alsoInTransaction?.(transaction, current);
    return current;
  });
}

/**
 * Stores `replacement` and points the old certificate at it, in one transaction: an active old one
 * turns `superseded` and its status-list bit is set; a revoked one stays revoked (its reason kept).
 * `alsoInTransaction` makes the writes that must land with it (the enrolment's link to its certificate).
 */
export async function replaceCertificate(
  hash: string,
  replacement: StoredCertificate,
  check: CertificateCheck,
  alsoInTransaction?: (transaction: Transaction, current: StoredCertificate) => void,
): Promise<void> {
  await getDb().runTransaction(async (transaction) => {
    const current = check(await findCertificateInTransaction(transaction, hash));
    if (current.status === 'active' && current.statusIndex !== null) markRevokedInTransaction(transaction, current.statusIndex);
    createCertificateInTransaction(transaction, replacement);
    updateCertificateInTransaction(
      transaction,
      hash,
      current.status === 'revoked'
        ? { supersededBy: replacement.hash }
        : { status: 'superseded', supersededBy: replacement.hash },
    );
    alsoInTransaction?.(transaction, current);
  });
}

/**
 * Attaches a credential signed by the backfill, unless the certificate has one by now or its holder
 * withdrew it; a certificate no longer active is marked on the status list too. Returns whether it wrote.
 */
export async function attachBackfilledCredential(
  hash: string,
  signed: { credential: string; statusIndex: number },
): Promise<boolean> {
  return getDb().runTransaction(async (transaction) => {
    const current = await findCertificateInTransaction(transaction, hash);
    if (!current || current.credential || current.credentialWithdrawn) return false;
    if (current.status !== 'active') markRevokedInTransaction(transaction, signed.statusIndex);
    updateCertificateInTransaction(transaction, hash, signed);
    return true;
  });
}

/** A learner's certificates, as stored. */
export function findCertificateDocumentsOf(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(certificates(), 'userId', uid);
}

/**
 * Certificates stay verifiable after their holder leaves, without the name and without the signed
 * credential (which names the holder); an active one is revoked as withdrawn by its holder, its
 * status-list bit set.
 */
export function withdrawCertificatesInTransaction(tx: Transaction, found: PersonalDocument[], reason: string): void {
  for (const certificate of found) {
    const ref = certificates().doc(certificate.id);
    const anonymous = { userId: CLOSED_ACCOUNT, studentName: '', credential: null, credentialWithdrawn: true };
    if (certificate.status !== 'active') {
      tx.update(ref, anonymous);
      continue;
    }
    if (typeof certificate.statusIndex === 'number') markRevokedInTransaction(tx, certificate.statusIndex);
    tx.update(ref, { ...anonymous, status: 'revoked', revokedReason: reason, revokedAt: new Date(), revokedBy: CLOSED_ACCOUNT });
  }
}
