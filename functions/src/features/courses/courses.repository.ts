import type { DocumentSnapshot, FieldValue, Transaction, WriteBatch } from 'firebase-admin/firestore';

import type { Course, CourseInput, CourseTranslation } from '../../contract';
import type { TranslationLocale } from '../../contract/locales';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { backfillMissingField } from '../../lib/backfill-field';
import { deleteExisting, updateExisting } from '../../lib/guarded-writes';
import { mediaUrls } from '../../media/uploads';
import { toIso } from '../../lib/timestamps';

const COLLECTION = 'courses';

export function courseRef(uid: string) {
  return getDb().collection(COLLECTION).doc(uid);
}

/** The average to one decimal, as every page shows it; null with no review. */
const ratingOf = (sum: number, count: number) => ({ average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count });

export function courseFromSnapshot(snap: DocumentSnapshot): Course | null {
  const d = snap.data();
  if (!d) return null;
  return {
    uid: snap.id,
    title: d.title ?? '',
    description: d.description ?? '',
    shortDescription: d.shortDescription ?? '',
    category: d.category ?? 'Video Analysis',
    level: d.level ?? 'Beginner',
    duration: d.duration ?? '',
    price: Number(d.price ?? 0),
    originalPrice: d.originalPrice ?? null,
    currentStudents: Number(d.currentStudents ?? 0),
    rating: ratingOf(Number(d.ratingSum ?? 0), Number(d.ratingCount ?? 0)),
    maxStudents: Number(d.maxStudents ?? 50),
    isActive: d.isActive !== false,
    coverImage: d.coverImage ?? null,
    instructor: { name: d.instructor?.name ?? '', bio: d.instructor?.bio ?? '', image: d.instructor?.image ?? null },
    whatYouWillLearn: d.whatYouWillLearn ?? [],
    requirements: d.requirements ?? [],
    tags: d.tags ?? [],
    features: d.features ?? [],
    curriculum: d.curriculum ?? [],
    requirePassedAssignments: d.requirePassedAssignments === true,
    ...(d.translations && Object.keys(d.translations).length > 0 && { translations: d.translations }),
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt),
  };
}

export async function findCourse(uid: string, tx?: Transaction): Promise<Course | null> {
  if (!isDocumentId(uid)) return null;
  const ref = courseRef(uid);
  return courseFromSnapshot(tx ? await tx.get(ref) : await ref.get());
}

/** Newest first, at most `COURSE_LIST_MAX`: a catalogue, never a whole-collection read. */
export const COURSE_LIST_MAX = 500;

/** Several courses by id in one round trip, keyed by id (missing ones left out). */
export async function findCourses(uids: string[]): Promise<Map<string, Course>> {
  const unique = [...new Set(uids)].filter(isDocumentId);
  if (unique.length === 0) return new Map();
  const snaps = await getDb().getAll(...unique.map((uid) => courseRef(uid)));
  return new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, courseFromSnapshot(snap) as Course] as const] : [])));
}

export async function listCourses(options: { activeOnly: boolean }): Promise<Course[]> {
  const courses = getDb().collection(COLLECTION);
  const filtered = options.activeOnly ? courses.where('isActive', '==', true) : courses;
  const snap = await filtered.orderBy('createdAt', 'desc').limit(COURSE_LIST_MAX).get();
  return snap.docs.map((doc) => courseFromSnapshot(doc) as Course);
}

/** Writes that must land with a course's change, in its transaction or batch (its audit entry), given the course's id. */
export type AlsoWithCourse = (writer: Transaction | WriteBatch, courseId: string) => void;

export async function createCourse(input: CourseInput, alsoInBatch?: AlsoWithCourse): Promise<Course> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(COLLECTION).doc();
  const batch = getDb().batch();
  batch.set(ref, {
    ...courseFields(input),
    currentStudents: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  alsoInBatch?.(batch, ref.id);
  await batch.commit();
  return courseFromSnapshot(await ref.get()) as Course;
}

/**
 * Replaces the editable fields; `currentStudents` and `createdAt` are never taken from input.
 * `alsoInTransaction` is given the course as the transaction read it.
 */
export async function updateCourse(
  uid: string,
  input: CourseInput,
  alsoInTransaction?: (tx: Transaction, before: Course) => void,
): Promise<{ before: Course; after: Course } | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const written = await updateExisting(
    courseRef(uid),
    { ...courseFields(input), updatedAt: FieldValue.serverTimestamp() },
    alsoInTransaction && ((tx, before) => alsoInTransaction(tx, courseFromSnapshot(before) as Course)),
  );
  return written && { before: courseFromSnapshot(written.before) as Course, after: courseFromSnapshot(written.after) as Course };
}

/**
 * Stores (`version`) or removes (null) the course's version in one language, leaving every other
 * field as it is; null when the course does not exist.
 */
export async function writeCourseTranslation(
  uid: string,
  locale: TranslationLocale,
  version: CourseTranslation | null,
  alsoInTransaction?: (tx: Transaction, before: Course) => void,
): Promise<{ before: Course; after: Course } | null> {
  if (!isDocumentId(uid)) return null;
  const { FieldValue } = await import('firebase-admin/firestore');
  const written = await updateExisting(
    courseRef(uid),
    (before) => {
      const { [locale]: _was, ...others } = (before.get('translations') ?? {}) as Record<string, CourseTranslation>;
      return { translations: version ? { ...others, [locale]: version } : others, updatedAt: FieldValue.serverTimestamp() };
    },
    alsoInTransaction && ((tx, before) => alsoInTransaction(tx, courseFromSnapshot(before) as Course)),
  );
  return written && { before: courseFromSnapshot(written.before) as Course, after: courseFromSnapshot(written.after) as Course };
}

/** Whether any course shows the media file as its cover or instructor photo. */
export async function courseUsesMedia(url: string): Promise<boolean> {
  const snap = await getDb().collection(COLLECTION).where('mediaUrls', 'array-contains', url).limit(1).get();
  return !snap.empty;
}

const courseFields = (input: CourseInput) => ({ ...input, mediaUrls: mediaUrls([input.coverImage, input.instructor.image]) });

/** Gives courses written before `mediaUrls` existed their list, so their files count as used. */
export const backfillCourseMediaUrls = () =>
  backfillMissingField(COLLECTION, 'mediaUrls', (course) => mediaUrls([course.coverImage, course.instructor?.image]));

/** Deletes a course and returns it as it was when deleted; null when missing. */
export async function deleteCourse(
  uid: string,
  alsoInTransaction?: (tx: Transaction, deleted: Course) => void,
): Promise<Course | null> {
  const deleted = await deleteExisting(
    courseRef(uid),
    alsoInTransaction && ((tx, snap) => alsoInTransaction(tx, courseFromSnapshot(snap) as Course)),
  );
  return deleted && courseFromSnapshot(deleted);
}

/**
 * The course as a seat's transaction reads it: `currentStudents`, the paid students its page shows,
 * numbers the seats (1..currentStudents). Enrolments read it before they take or give back a seat.
 */
export function readCourseSeatsInTransaction(tx: Transaction, courseId: string): Promise<DocumentSnapshot> {
  return tx.get(getDb().collection(COLLECTION).doc(courseId));
}

/** A seat taken or given back (`FieldValue.increment(±1)`), after the transaction's reads. */
export function countStudentInTransaction(tx: Transaction, course: DocumentSnapshot, change: FieldValue): void {
  tx.update(course.ref, { currentStudents: change });
}

/** The course as a review's transaction reads it, before it changes the course's rating summary. */
export function readCourseRatingInTransaction(tx: Transaction, courseId: string): Promise<DocumentSnapshot> {
  return tx.get(getDb().collection(COLLECTION).doc(courseId));
}

/**
 * A visible review added, changed, hidden or withdrawn: the summary of the course's ratings (their
 * sum and count, `FieldValue.increment`s) moves in the review's own transaction, after its reads.
 */
export function countRatingInTransaction(tx: Transaction, courseId: string, sum: FieldValue, count: FieldValue): void {
  tx.update(getDb().collection(COLLECTION).doc(courseId), { ratingSum: sum, ratingCount: count });
}
