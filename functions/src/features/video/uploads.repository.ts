import { createHash } from 'node:crypto';

import { getDb } from '../../lib/firebase';

/**
 * Files uploaded on their own (POST /api/admin/uploads) before the form that uses them is saved.
 * Each gets a record, so one whose form was abandoned can be found and removed later. A video
 * uploaded straight to storage (resumable-uploads.service.ts) has its record from the moment its session
 * opens, carrying the session, so a partial upload never finished is swept the same way.
 */
const uploads = () => getDb().collection('uploads');
/** `mediaNames/{sha1 of the file's address}`: the name a file was uploaded under, kept as long as the file. */
const mediaNames = () => getDb().collection('mediaNames');
const nameKey = (url: string) => createHash('sha1').update(url).digest('hex');

export async function recordUpload(url: string, name: string | undefined): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const batch = getDb().batch();
  batch.create(uploads().doc(), { url, createdAt: FieldValue.serverTimestamp() });
  if (name) batch.set(mediaNames().doc(nameKey(url)), { url, name, recordedAt: FieldValue.serverTimestamp() });
  await batch.commit();
}

/** The names the files at these addresses were uploaded under, by address (one batched read). */
export async function findMediaNames(urls: string[]): Promise<Map<string, string>> {
  if (urls.length === 0) return new Map();
  const snaps = await getDb().getAll(...urls.map((url) => mediaNames().doc(nameKey(url))));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [String(snap.get('url')), String(snap.get('name'))]));
}

export interface ResumableUploadRecord {
  url: string;
  sessionUri: string;
  size: number;
  contentType: string;
  /** The file's own name, kept for the media library once the upload finishes. */
  name?: string;
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
    ...(typeof snap.get('name') === 'string' ? { name: String(snap.get('name')) } : {}),
  };
}

/** A finished resumable upload is an ordinary upload from now on: its file awaits the form that uses it. */
export async function finishResumableUpload(id: string, url: string): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = uploads().doc(id);
  const record = await ref.get();
  if (!record.exists) return;
  const batch = getDb().batch();
  batch.update(ref, {
    url,
    createdAt: FieldValue.serverTimestamp(),
    sessionUri: FieldValue.delete(),
    size: FieldValue.delete(),
    contentType: FieldValue.delete(),
    name: FieldValue.delete(),
  });
  const name = record.get('name');
  if (typeof name === 'string' && name)
    batch.set(mediaNames().doc(nameKey(url)), { url, name, recordedAt: FieldValue.serverTimestamp() });
  await batch.commit();
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
