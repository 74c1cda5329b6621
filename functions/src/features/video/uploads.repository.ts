import { getDb } from '../../lib/firebase';

/**
 * Files uploaded on their own (POST /api/admin/uploads) before the form that uses them is saved.
 * Each gets a record, so one whose form was abandoned can be found and removed later. A video
 * uploaded straight to storage (resumable-uploads.service.ts) has its record from the moment its session
 * opens, carrying the session, so a partial upload never finished is swept the same way.
 */
const uploads = () => getDb().collection('uploads');

export async function recordUpload(url: string): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  await uploads().add({ url, createdAt: FieldValue.serverTimestamp() });
}

export interface ResumableUploadRecord {
  url: string;
  sessionUri: string;
  size: number;
  contentType: string;
}

export async function recordResumableUpload(id: string, record: ResumableUploadRecord): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  await uploads()
    .doc(id)
    .create({ ...record, createdAt: FieldValue.serverTimestamp() });
}

/** An open resumable upload's record, or null (unknown, finished or swept). */
export async function findResumableUpload(id: string): Promise<ResumableUploadRecord | null> {
  const snap = await uploads().doc(id).get();
  // Finished, its record points at the media file (the staging URL only while the session is open).
  if (!snap.exists || typeof snap.get('sessionUri') !== 'string' || !String(snap.get('url')).startsWith('/uploads/staging/'))
    return null;
  return {
    url: String(snap.get('url')),
    sessionUri: String(snap.get('sessionUri')),
    size: Number(snap.get('size')),
    contentType: String(snap.get('contentType')),
  };
}

/** A finished resumable upload is an ordinary upload from now on: its file awaits the form that uses it. */
export async function finishResumableUpload(id: string, url: string): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = uploads().doc(id);
  if (!(await ref.get()).exists) return;
  await ref.update({
    url,
    createdAt: FieldValue.serverTimestamp(),
    sessionUri: FieldValue.delete(),
    size: FieldValue.delete(),
    contentType: FieldValue.delete(),
  });
}

/** The records of uploads made before `cutoff`, oldest first, at most `limit`. */
export async function listUploadsBefore(
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; url: string; sessionUri?: string }>> {
  const snap = await uploads().where('createdAt', '<', cutoff).orderBy('createdAt').limit(limit).get();
  return snap.docs.map((doc) => {
    const url = String(doc.get('url') ?? '');
    const sessionUri = doc.get('sessionUri');
    const open = typeof sessionUri === 'string' && url.startsWith('/uploads/staging/');
    return { id: doc.id, url, ...(open ? { sessionUri } : {}) };
  });
}

export async function deleteUploadRecord(id: string): Promise<void> {
  await uploads().doc(id).delete();
}
