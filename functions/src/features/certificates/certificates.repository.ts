import type { DocumentSnapshot } from 'firebase-admin/firestore';

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
    grade: d.grade,
    score: Number(d.score ?? 0),
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

/** Stores a new certificate; `create` refuses to overwrite one. */
export async function createCertificate(certificate: StoredCertificate): Promise<void> {
  const { hash, ...fields } = certificate;
  await certificates()
    .doc(hash)
    .create({ ...fields, completedAt: new Date(fields.completedAt), issuedAt: new Date(fields.issuedAt) });
}
