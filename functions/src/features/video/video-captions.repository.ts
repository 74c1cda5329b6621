import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

import type { CaptionRecord } from './videos.repository';

/**
 * Changes a video's caption list in one transaction, so two admins adding languages at once both
 * keep theirs (`alsoInTransaction` writes what must land with it: its audit entry). `change` gets the current list and returns the new one, or throws to change nothing.
 * Null when the video does not exist (it was deleted meanwhile).
 */
export async function updateVideoCaptions(
  videoId: string,
  change: (captions: CaptionRecord[]) => CaptionRecord[],
  alsoInTransaction?: (tx: Transaction, before: CaptionRecord[], after: CaptionRecord[]) => void,
): Promise<CaptionRecord[] | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection('videos').doc(videoId);
  return getDb().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const stored = snap.get('captions');
    const current = Array.isArray(stored) ? (stored as CaptionRecord[]) : [];
    const captions = change(current);
    tx.update(ref, { captions, updatedAt: FieldValue.serverTimestamp() });
    alsoInTransaction?.(tx, current, captions);
    return captions;
  });
}
