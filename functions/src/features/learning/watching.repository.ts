import { getDb } from '../../lib/firebase';
import { updateProgressInTransaction } from '../enrollments/enrollment-progress.repository';
import { readEnrollmentInTransaction } from '../enrollments/enrollments.repository';

import type { Range, StoredWatching } from './watched-ranges';

// A lesson's watched ranges live in its enrolment at `progress.watching.<lessonUid>`, beside the
// video's position; the credit clock every lesson of the enrolment shares, at `progress.watchClock`
// (decision 0062). Firestore holds no arrays of arrays, so each range is stored as a map.

interface Document {
  ranges?: Array<{ start?: unknown; end?: unknown }>;
  /** Before the clock was the enrolment's, each lesson kept its own (read until the enrolment has one). */
  allowance?: unknown;
  reportedAt?: unknown;
}

interface ClockDocument {
  allowance?: unknown;
  reportedAt?: unknown;
}

function rangesFrom(value: Document['ranges']): Range[] {
  return (Array.isArray(value) ? value : [])
    .map(({ start, end }): Range => [Number(start), Number(end)])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start);
}

function fromDocument(value: unknown): StoredWatching | null {
  const stored = value as Document | undefined;
  if (!stored || typeof stored.reportedAt !== 'string') return null;
  return { ranges: rangesFrom(stored.ranges), allowance: Number(stored.allowance) || 0, reportedAt: stored.reportedAt };
}

function clockFrom(value: unknown): Pick<StoredWatching, 'allowance' | 'reportedAt'> | null {
  const stored = value as ClockDocument | undefined;
  if (!stored || typeof stored.reportedAt !== 'string') return null;
  return { allowance: Number(stored.allowance) || 0, reportedAt: stored.reportedAt };
}

/**
 * What a report is credited against: the lesson's ranges and the enrolment's clock. An enrolment
 * without a clock yet (its first report, or one whose lessons kept their own) takes the lesson's.
 */
function creditBasis(lesson: StoredWatching | null, clock: ReturnType<typeof clockFrom>): StoredWatching | null {
  if (!clock) return lesson;
  return { ranges: lesson?.ranges ?? [], ...clock };
}

/** The ranges of a lesson's video played, from the enrolment's stored `progress.watching`. */
export const watchedRangesIn = (watching: Record<string, unknown> | undefined, lessonUid: string): Range[] =>
  fromDocument(watching?.[lessonUid])?.ranges ?? [];

/**
 * Reads the lesson's ranges and the enrolment's clock and writes what `next` makes of them, in one
 * transaction: two reports at once, of one lesson or of two (two tabs), each see the other's credit,
 * so the allowance is never spent twice.
 */
export async function updateWatching(
  enrollmentId: string,
  lessonUid: string,
  next: (previous: StoredWatching | null) => StoredWatching,
): Promise<StoredWatching> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const field = new FieldPath('progress', 'watching', lessonUid);
  const clockField = new FieldPath('progress', 'watchClock');
  return getDb().runTransaction(async (tx) => {
    const snap = await readEnrollmentInTransaction(tx, enrollmentId);
    const watching = next(creditBasis(fromDocument(snap.get(field)), clockFrom(snap.get(clockField))));
    await updateProgressInTransaction(tx, enrollmentId, [
      [['watching', lessonUid], { ranges: watching.ranges.map(([start, end]) => ({ start, end })), reportedAt: watching.reportedAt }],
      [['watchClock'], { allowance: watching.allowance, reportedAt: watching.reportedAt }],
    ]);
    return watching;
  });
}

/**
 * The ranges every enrolment of the course played of one lesson's video: one query on `courseId`
 * alone (no composite index), reading only that lesson's field of each enrolment.
 */
export async function listLessonWatching(courseId: string, lessonUid: string): Promise<Range[][]> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const field = new FieldPath('progress', 'watching', lessonUid);
  const snap = await getDb().collection('enrollments').where('courseId', '==', courseId).select(field).get();
  return snap.docs.map((doc) => fromDocument(doc.get(field))?.ranges ?? []).filter((ranges) => ranges.length > 0);
}
