import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { EMPTY_PROGRESS, type StoredProgress } from '../learning/progress';
import type { CertificateRemaining } from '../../contract';
import { createCertificate, type StoredCertificate } from '../certificates/certificates.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

export interface StoredEnrollment {
  uid: string;
  userId: string;
  courseId: string;
  enrolledAt: string | null;
  progress: StoredProgress & { overall: number; completed: boolean; remaining: CertificateRemaining | null };
  certificateId: string | null;
  /** `pending_payment` while the charge is in flight: the seat is held, the course not yet open. */
  status: 'active' | 'pending_payment';
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
      remaining: progress.remaining ?? null,
    },
    certificateId: d.certificateId ?? null,
    status: d.status === 'pending_payment' ? 'pending_payment' : 'active',
  };
}

export async function findEnrollment(userId: string, courseId: string): Promise<StoredEnrollment | null> {
  if (!isDocumentId(courseId)) return null;
  return findEnrollmentById(enrollmentId(userId, courseId));
}

export async function findEnrollmentById(id: string): Promise<StoredEnrollment | null> {
  return enrollmentFromSnapshot(await enrollmentRef(id).get());
}

type ProgressSummary = Pick<Settlement, 'overall' | 'completed' | 'remaining'>;

const summaryFields = (summary: ProgressSummary) => ({
  'progress.overall': summary.overall,
  'progress.completed': summary.completed,
  'progress.remaining': summary.remaining,
});

/** Stores recomputed overall progress when it issues nothing (no transaction needed). */
export async function writeProgressSummary(id: string, summary: ProgressSummary): Promise<void> {
  await enrollmentRef(id).update(summaryFields(summary));
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

export interface PendingPayment {
  userId: string;
  courseId: string;
  amount: number;
  currency: 'INR';
  method: 'card';
  provider: string;
}

/**
 * Holds a seat and the enrolment before any money moves: takes the seat, writes the enrolment as
 * `pending_payment` and its payment record as `pending`, and counts the student, in one
 * transaction. Seats are documents created with `create`, so two requests racing for the last
 * seat cannot both win even where transactions are not isolated (the Node emulator).
 */
export async function holdSeat(payment: PendingPayment): Promise<{ enrollmentId: string; paymentId: string }> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const { userId, courseId } = payment;
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
    tx.create(paymentRef, { ...payment, enrollmentId: id, status: 'pending', reference: null, createdAt: now });
    tx.create(enrollmentRef(id), {
      userId,
      courseId,
      enrolledAt: now,
      status: 'pending_payment',
      paymentId: paymentRef.id,
      progress: { overall: 0, completed: false, lessons: {}, checkpoints: {}, lastAccessedAt: now },
      certificateId: null,
      createdAt: now,
    });
    tx.update(courseRef, { currentStudents: FieldValue.increment(1) });
    return { enrollmentId: id, paymentId: paymentRef.id };
  });
}

/** The charge went through: the payment says so and the enrolment opens. */
export async function confirmEnrollment(
  id: string,
  paymentId: string,
  reference: string | null,
  /** The receipt commits with the enrolment: none for a refused charge, exactly one for a success. */
  mails: OutboxMail[] = [],
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const batch = db.batch();
  batch.update(db.collection('payments').doc(paymentId), {
    status: 'succeeded',
    reference,
    settledAt: FieldValue.serverTimestamp(),
  });
  batch.update(enrollmentRef(id), { status: 'active' });
  mails.forEach((mail) => queueMail(batch, mail));
  await batch.commit();
}

/**
 * The charge was refused: the payment record stays as `failed`, the enrolment goes and its seat
 * returns. The highest seat document is the one removed, so seats stay numbered 1..currentStudents.
 */
export async function releaseSeat(id: string, paymentId: string, courseId: string, reason: string): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const courseRef = db.collection('courses').doc(courseId);
  await db.runTransaction(async (tx) => {
    const [course, enrollment] = await Promise.all([tx.get(courseRef), tx.get(enrollmentRef(id))]);
    tx.update(db.collection('payments').doc(paymentId), {
      status: 'failed',
      failureReason: reason,
      settledAt: FieldValue.serverTimestamp(),
    });
    if (!enrollment.exists || enrollment.get('paymentId') !== paymentId) return;
    const taken = Number(course.get('currentStudents') ?? 0);
    tx.delete(enrollmentRef(id));
    if (taken > 0) {
      tx.delete(db.collection('courseSeats').doc(`${courseId}_${taken}`));
      tx.update(courseRef, { currentStudents: FieldValue.increment(-1) });
    }
  });
}

export interface Settlement {
  overall: number;
  completed: boolean;
  remaining: CertificateRemaining;
  /** The certificate to issue, when this settlement completes the course and none exists yet. */
  certificate: StoredCertificate | null;
}

/**
 * Recomputes an enrolment's overall progress from what the transaction reads and, when the course
 * is complete and the enrolment has no certificate, issues one in the same transaction. However
 * many requests settle at once, one certificate is created per enrolment.
 */
export async function settleEnrollment(
  id: string,
  settle: (enrollment: StoredEnrollment) => Settlement,
  /** Mail that commits with the certificate's issue (never for an update that issues none). */
  mailOnIssue: (certificate: StoredCertificate) => OutboxMail[] = () => [],
): Promise<{ enrollment: StoredEnrollment; settlement: Settlement } | null> {
  const db = getDb();
  return db.runTransaction(async (tx) => {
    const enrollment = enrollmentFromSnapshot(await tx.get(enrollmentRef(id)));
    if (!enrollment) return null;
    const settlement = settle(enrollment);
    const issue = settlement.completed && !enrollment.certificateId ? settlement.certificate : null;
    const update: Record<string, unknown> = summaryFields(settlement);
    if (issue) {
      await createCertificate(issue, tx);
      update.certificateId = issue.hash;
      mailOnIssue(issue).forEach((mail) => queueMail(tx, mail));
    }
    tx.update(enrollmentRef(id), update);
    return {
      enrollment: { ...enrollment, certificateId: issue ? issue.hash : enrollment.certificateId },
      settlement: { ...settlement, certificate: issue },
    };
  });
}

/** How many learners are enrolled in a course (a count aggregation, not a read of each). */
export async function countCourseEnrollments(courseId: string): Promise<number> {
  const snap = await getDb().collection('enrollments').where('courseId', '==', courseId).count().get();
  return snap.data().count;
}
