import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { EMPTY_PROGRESS, type StoredProgress } from '../learning/progress';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

import type { PaymentRecord } from './payment-provider';

export interface StoredEnrollment {
  uid: string;
  userId: string;
  courseId: string;
  enrolledAt: string | null;
  progress: StoredProgress & { overall: number; completed: boolean };
  certificateId: string | null;
}

/** One enrolment per learner and course: the id says so, and `create` refuses a second. */
export const enrollmentId = (userId: string, courseId: string) => `${userId}_${courseId}`;
export const enrollmentRef = (id: string) => getDb().collection('enrollments').doc(id);

function asMap<T>(value: unknown, key: string): Record<string, T> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item) => [item[key], item]));
  return (value as Record<string, T>) ?? {};
}

export function enrollmentFromSnapshot(snap: DocumentSnapshot): StoredEnrollment | null {
  const d = snap.data();
  if (!d) return null;
  const progress = d.progress ?? {};
  return {
    uid: snap.id,
    userId: d.userId,
    courseId: d.courseId,
    enrolledAt: toIso(d.enrolledAt),
    progress: {
      ...EMPTY_PROGRESS,
      lessons: asMap(progress.lessons, 'lessonUid'),
      checkpoints: asMap(progress.checkpoints, 'checkpointUid'),
      lastAccessedAt: toIso(progress.lastAccessedAt),
      overall: Number(progress.overall ?? 0),
      completed: progress.completed === true,
    },
    certificateId: d.certificateId ?? null,
  };
}

export async function findEnrollment(userId: string, courseId: string): Promise<StoredEnrollment | null> {
  if (!isDocumentId(courseId)) return null;
  return enrollmentFromSnapshot(await enrollmentRef(enrollmentId(userId, courseId)).get());
}

/** A learner's enrolments, newest first (a learner holds a handful, never thousands). */
export async function listEnrollments(userId: string): Promise<StoredEnrollment[]> {
  const snap = await getDb().collection('enrollments').where('userId', '==', userId).limit(200).get();
  return snap.docs
    .map((doc) => enrollmentFromSnapshot(doc) as StoredEnrollment)
    .sort((a, b) => (b.enrolledAt ?? '').localeCompare(a.enrolledAt ?? ''));
}

export class CourseFullError extends Error {}
export class AlreadyEnrolledError extends Error {}

/**
 * Takes a seat, writes the enrolment and its payment, and counts the student, all in one
 * transaction. Seats are documents created with `create`, so two requests racing for the last
 * seat cannot both win even where transactions are not isolated (the Node emulator).
 */
export async function createEnrollment(
  userId: string,
  courseId: string,
  payment: PaymentRecord,
  mails: OutboxMail[] = [],
): Promise<string> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const id = enrollmentId(userId, courseId);
  const courseRef = db.collection('courses').doc(courseId);
  return db.runTransaction(async (tx) => {
    const [course, existing] = await Promise.all([tx.get(courseRef), tx.get(enrollmentRef(id))]);
    if (existing.exists) throw new AlreadyEnrolledError();
    const seat = Number(course.get('currentStudents') ?? 0) + 1;
    if (seat > Number(course.get('maxStudents') ?? 50)) throw new CourseFullError();
    const now = FieldValue.serverTimestamp();
    tx.create(db.collection('courseSeats').doc(`${courseId}_${seat}`), { courseId, userId, seat, createdAt: now });
    const paymentRef = db.collection('payments').doc();
    tx.create(paymentRef, { ...payment, createdAt: now });
    tx.create(enrollmentRef(id), {
      userId,
      courseId,
      enrolledAt: now,
      status: 'active',
      paymentId: paymentRef.id,
      progress: { overall: 0, completed: false, lessons: {}, checkpoints: {}, lastAccessedAt: now },
      certificateId: null,
      createdAt: now,
    });
    tx.update(courseRef, { currentStudents: FieldValue.increment(1) });
    // The receipt commits with the enrolment: none for a failed one, exactly one for a success.
    mails.forEach((mail) => queueMail(tx, mail));
    return id;
  });
}

/** Writes recomputed progress back. */
export async function saveProgress(id: string, progress: StoredEnrollment['progress']): Promise<void> {
  await enrollmentRef(id).update({ progress });
}

/** How many learners are enrolled in a course (a count aggregation, not a read of each). */
export async function countCourseEnrollments(courseId: string): Promise<number> {
  const snap = await getDb().collection('enrollments').where('courseId', '==', courseId).count().get();
  return snap.data().count;
}
