import type { DocumentSnapshot, Timestamp, WriteBatch } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

export type VideoStatus = 'queued' | 'processing' | 'ready' | 'failed';
export type VideoAccess = 'paid' | 'public';

export interface ProcessedVideoRecord {
  durationSeconds: number;
  width: number;
  height: number;
  renditions: { name: string; width: number; height: number }[];
  /** Media paths of what the job wrote. */
  master: string;
  poster: string;
  thumbnails: string;
}

/** A caption file of a video, one per language (features/video/video-captions.service.ts). */
export interface CaptionRecord {
  language: string;
  label: string;
  /** Its media path, `{videoFolder}/captions/{language}.vtt`. */
  path: string;
  /** When it was last replaced (ms): a public file's address carries it, so caches see a new file. */
  version: number;
}

export interface VideoRecord {
  id: string;
  status: VideoStatus;
  /** The uploaded file's media path, kept private. */
  source: string;
  /** A lesson's video is served to its enrolled learners only; a highlight's to everyone. */
  access: VideoAccess;
  percent: number;
  reason: string | null;
  attempts: number;
  leaseUntil: number | null;
  result: ProcessedVideoRecord | null;
  captions: CaptionRecord[];
}

const videos = () => getDb().collection('videos');

function fromSnapshot(snap: DocumentSnapshot): VideoRecord | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    status: d.status,
    source: d.source,
    access: d.access === 'public' ? 'public' : 'paid',
    percent: Number(d.percent ?? 0),
    reason: d.reason ?? null,
    attempts: Number(d.attempts ?? 0),
    leaseUntil: d.leaseUntil ? (d.leaseUntil as Timestamp).toMillis() : null,
    result: d.result ?? null,
    captions: Array.isArray(d.captions) ? d.captions : [],
  };
}

export async function findVideo(id: string): Promise<VideoRecord | null> {
  return fromSnapshot(await videos().doc(id).get());
}

/** Queues a new video for processing; `alsoInBatch` makes the writes that must land with it (its audit entry). */
export async function queueVideo(
  id: string,
  source: string,
  access: VideoAccess,
  alsoInBatch?: (batch: WriteBatch) => void,
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const batch = getDb().batch();
  batch.create(videos().doc(id), {
    status: 'queued',
    source,
    access,
    percent: 0,
    reason: null,
    attempts: 0,
    leaseUntil: null,
    result: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  alsoInBatch?.(batch);
  await batch.commit();
}

const claimable = (video: VideoRecord, now: number) =>
  video.status === 'queued' || (video.status === 'processing' && (video.leaseUntil ?? 0) <= now);

/**
 * Takes the video for one run of the job: a queued one, or one whose last run stopped answering
 * (its lease ran out: the process died). Null when another run has it or it is finished.
 */
export async function claimVideo(id: string, leaseMs: number): Promise<VideoRecord | null> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const ref = videos().doc(id);
  return getDb().runTransaction(async (tx) => {
    const video = fromSnapshot(await tx.get(ref));
    const now = Date.now();
    if (!video || !claimable(video, now)) return null;
    const claimed = { ...video, status: 'processing' as const, attempts: video.attempts + 1, leaseUntil: now + leaseMs };
    tx.update(ref, {
      status: 'processing',
      attempts: claimed.attempts,
      leaseUntil: Timestamp.fromMillis(claimed.leaseUntil),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return claimed;
  });
}

/** The ids of videos a job could take now. One field, so no composite index. */
export async function claimableVideoIds(): Promise<string[]> {
  const snap = await videos().where('status', 'in', ['queued', 'processing']).get();
  const now = Date.now();
  return snap.docs
    .map(fromSnapshot)
    .filter((video): video is VideoRecord => video !== null && claimable(video, now))
    .map((video) => video.id);
}

/** Videos waiting in the queue since before `cutoff` (ms), with when they entered it (queued, or re-queued after a failed run). */
export async function videosQueuedBefore(cutoff: number): Promise<{ id: string; queuedAt: number }[]> {
  const snap = await videos().where('status', '==', 'queued').get();
  return snap.docs
    .map((doc) => ({ id: doc.id, queuedAt: (doc.get('updatedAt') as Timestamp | undefined)?.toMillis() ?? 0 }))
    .filter((video) => video.queuedAt <= cutoff);
}

/** Progress, which also renews the lease: a run that reports is alive. */
export async function reportProgress(id: string, percent: number, leaseMs: number): Promise<void> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  await videos()
    .doc(id)
    .update({ percent, leaseUntil: Timestamp.fromMillis(Date.now() + leaseMs), updatedAt: FieldValue.serverTimestamp() });
}

const NOT_FOUND = 5;

/** Records how a run ended; false when the video was deleted meanwhile (its lesson dropped it). */
export async function finishVideo(
  id: string,
  outcome: { status: 'ready'; result: ProcessedVideoRecord } | { status: 'failed'; reason: string } | { status: 'queued' },
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return videos()
    .doc(id)
    .update({
      status: outcome.status,
      percent: outcome.status === 'ready' ? 100 : 0,
      reason: outcome.status === 'failed' ? outcome.reason : null,
      result: outcome.status === 'ready' ? outcome.result : null,
      leaseUntil: null,
      updatedAt: FieldValue.serverTimestamp(),
    })
    .then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === NOT_FOUND) return false;
        throw error;
      },
    );
}

/** The videos with these ids that exist, in one batched read. */
export async function findVideos(ids: string[]): Promise<VideoRecord[]> {
  if (ids.length === 0) return [];
  const snaps = await getDb().getAll(...ids.map((id) => videos().doc(id)));
  return snaps.map(fromSnapshot).filter((video): video is VideoRecord => video !== null);
}

export async function deleteVideoRecord(id: string): Promise<void> {
  await videos().doc(id).delete();
}
