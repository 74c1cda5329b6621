import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { Certificate } from '../../contract';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

/** Certificates are stored under their verification hash, so a public check is one read. */
const certificates = () => getDb().collection('certificates');

export interface StoredCertificate extends Certificate {
  hash: string;
  userId: string;
  courseId: string;
}

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
    status: d.status === 'active' ? 'active' : 'revoked',
  };
}

export async function findCertificateByHash(hash: string): Promise<StoredCertificate | null> {
  return fromSnapshot(await certificates().doc(hash).get());
}

export async function findCertificatesByHash(hashes: string[]): Promise<StoredCertificate[]> {
  if (hashes.length === 0) return [];
  const snaps = await getDb().getAll(...hashes.map((hash) => certificates().doc(hash)));
  return snaps.map(fromSnapshot).filter((c): c is StoredCertificate => c !== null);
}

/** Stores a new certificate inside a transaction; `create` refuses to overwrite one. */
export function createCertificateIn(tx: Transaction, certificate: StoredCertificate): void {
  const { hash, ...fields } = certificate;
  tx.create(certificates().doc(hash), {
    ...fields,
    completedAt: new Date(fields.completedAt),
    issuedAt: new Date(fields.issuedAt),
  });
}
