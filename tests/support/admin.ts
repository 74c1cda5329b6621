import { randomBytes } from 'node:crypto';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The test process's firebase-admin app, pointed at the test stack through the emulator env. */
export function testApp() {
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cricket' });
}

/** Direct access to the test stack's Firestore, for arranging and checking what the API cannot show. */
export function testDb() {
  return getFirestore(testApp());
}

/** The paths of the stored media files under `prefix` (`organizations/`), from whichever store the stack uses. */
export async function storedMedia(prefix: string): Promise<string[]> {
  if (process.env.MEDIA_DIR) {
    const { readdir } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const names = await readdir(join(process.env.MEDIA_DIR, prefix)).catch(() => [] as string[]);
    return names.map((name) => `${prefix}${name}`).sort();
  }
  const { getStorage } = await import('firebase-admin/storage');
  const bucket = getStorage(testApp()).bucket(`${testApp().options.projectId}.appspot.com`);
  const [files] = await bucket.getFiles({ prefix });
  return files.map((file) => file.name).sort();
}

export interface StoredCertificateFields {
  userId: string;
  courseId: string;
  studentName: string;
  courseName: string;
  instructorName: string;
  grade: string;
  score: number;
  completedAt?: string | Date;
}

/** Writes a certificate as the API stores one (no signed credential), under a fresh hash unless given one. */
export async function storeCertificate(fields: StoredCertificateFields, hash = randomBytes(16).toString('hex')): Promise<string> {
  const completedAt = fields.completedAt ?? new Date();
  await testDb()
    .collection('certificates')
    .doc(hash)
    .set({
      ...fields,
      certificateId: `CV-2026-${hash.slice(0, 8).toUpperCase()}`,
      completedAt,
      verificationUrl: `/verify-certificate/${hash}`,
      issuedAt: completedAt,
      status: 'active',
    });
  return hash;
}
