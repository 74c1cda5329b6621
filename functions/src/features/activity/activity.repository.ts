import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

export type ActivityType =
  | 'user'
  | 'blog'
  | 'highlight'
  | 'career'
  | 'contact'
  | 'organization'
  | 'league'
  | 'product'
  | 'testimonial'
  | 'course'
  | 'module'
  | 'enrollment'
  | 'certificate';

export interface ActivityEntry {
  type: ActivityType;
  /** What happened, in past tense: 'created', 'updated', 'deleted', 'registered', 'enrolled', 'blocked'… */
  action: string;
  /** The name or title of the thing it happened to. */
  name: string;
  actorUid?: string;
  /** Who did it, as the feed shows it (their name when the entry was written). */
  actorName?: string;
}

/** Appends one entry to the admin dashboard's recent-activity feed. */
export async function recordActivity(entry: ActivityEntry): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  await getDb()
    .collection('activity')
    .add({ ...entry, date: FieldValue.serverTimestamp() });
}

export interface ActivityItem {
  type: string;
  action: string;
  name: string;
  date: string | null;
  /** Who did it, where the entry records it. */
  by: string | null;
}

/** The newest entries, for the admin dashboard's feed. */
export async function recentActivity(limit: number): Promise<ActivityItem[]> {
  const snap = await getDb().collection('activity').orderBy('date', 'desc').limit(limit).get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    return { type: d.type ?? '', action: d.action ?? '', name: d.name ?? '', date: toIso(d.date), by: d.actorName ?? null };
  });
}
