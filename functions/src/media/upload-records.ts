import { getDb } from '../lib/firebase';

/**
 * Files uploaded on their own (POST /api/admin/uploads) before the form that uses them is saved.
 * Each gets a record, so one whose form was abandoned can be found and removed later.
 */
const uploads = () => getDb().collection('uploads');

export async function recordUpload(url: string): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  await uploads().add({ url, createdAt: FieldValue.serverTimestamp() });
}

/** The records of uploads made before `cutoff`, oldest first, at most `limit`. */
export async function listUploadsBefore(cutoff: Date, limit: number): Promise<Array<{ id: string; url: string }>> {
  const snap = await uploads().where('createdAt', '<', cutoff).orderBy('createdAt').limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, url: String(doc.get('url') ?? '') }));
}

export async function deleteUploadRecord(id: string): Promise<void> {
  await uploads().doc(id).delete();
}
