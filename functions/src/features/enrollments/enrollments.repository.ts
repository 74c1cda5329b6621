import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import type { StoredCheckpointProgress, StoredProgress } from '../learning/progress';
import type { CertificateRemaining } from '../../contract';
import type { StoredCertificate } from '../certificates/certificates.repository';
import { createCertificateInTransaction } from '../certificates/certificates.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

import { enrollmentId } from './enrollment-id';

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

export const enrollmentRef = (id: string) => getDb().collection('enrollments').doc(id);

function asMap<T>(value: unknown, key: string): Record<string, T> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item) => [item[key], item]));
  return (value as Record<string, T>) ?? {};
}

/*
 * Steps other features run inside their own transaction (a payment, a refund, a review, a reissued
 * certificate): the enrolment's documents are read and written only here.
 */

/** The enrolment's snapshot, for a step that ends it (`endEnrollmentInTransaction`). */
export function readEnrollmentInTransaction(tx: Transaction, id: string): Promise<DocumentSnapshot> {
  return tx.get(enrollmentRef(id));
}

export async function findEnrollmentInTransaction(tx: Transaction, id: string): Promise<StoredEnrollment | null> {
  return enrollmentFromSnapshot(await tx.get(enrollmentRef(id)));
}

/** The course's seat counter, read before `endEnrollmentInTransaction` gives a seat back. */
export function readCourseSeatsInTransaction(tx: Transaction, courseId: string): Promise<DocumentSnapshot> {
  return tx.get(getDb().collection('courses').doc(courseId));
}

/** A paid order opens its enrolment. */
export function activateEnrollmentInTransaction(tx: Transaction, id: string): void {
  tx.update(enrollmentRef(id), { status: 'active' });
}

/** A reissued certificate replaces the one the enrolment links. */
export function linkCertificateInTransaction(tx: Transaction, id: string, certificateHash: string): void {
  tx.update(enrollmentRef(id), { certificateId: certificateHash });
}

/** A reviewed checkpoint's progress, written with its graded attempt. */
export async function writeCheckpointInTransaction(
  tx: Transaction,
  id: string,
  checkpointUid: string,
  checkpoint: StoredCheckpointProgress,
): Promise<void> {
  const { FieldPath } = await import('firebase-admin/firestore');
  tx.update(enrollmentRef(id), new FieldPath('progress', 'checkpoints', checkpointUid), checkpoint);
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
      lessons: asMap(progress.lessons, 'lessonUid'),
      checkpoints: asMap(progress.checkpoints, 'checkpointUid'),
      positions: progress.positions ?? {},
      watching: progress.watching ?? {},
      lastAccessedAt: toIso(progress.lastAccessedAt),
      overall: Number(progress.overall ?? 0),
      completed: progress.completed === true,
      remaining: progress.remaining ?? null,
    },
    certificateId: d.certificateId ?? null,
    status: d.status === 'pending_payment' ? 'pending_payment' : 'active',
  };
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

/**
 * A course's enrolments in the order they were made, enrolled on or after `from` and before
 * `before` when given (courseId with enrolledAt: the composite index in firestore.indexes.json).
 */
export async function listCourseEnrollments(
  courseId: string,
  range: { from: Date | null; before: Date | null },
): Promise<StoredEnrollment[]> {
  let query = getDb().collection('enrollments').where('courseId', '==', courseId);
  if (range.from) query = query.where('enrolledAt', '>=', range.from);
  if (range.before) query = query.where('enrolledAt', '<', range.before);
  const snap = await query.orderBy('enrolledAt', 'asc').get();
  return snap.docs.map((doc) => enrollmentFromSnapshot(doc) as StoredEnrollment);
}

export class CourseFullError extends Error {}
export class AlreadyEnrolledError extends Error {}
/** The learner already holds this course's seat under an unpaid order: pay that one, never a second. */
export class OrderInProgressError extends Error {
  constructor(readonly orderId: string) {
    super('An order for this course is waiting for payment');
  }
}

/** What an order (a `payments` document) starts with; the seat, enrolment and count come with it. */
export interface NewOrder {
  userId: string;
  courseId: string;
  /** Rupees, as the course's price is stored (kept beside the paise for the spec's readers). */
  amount: number;
  currency: 'INR';
  method: 'card' | 'checkout';
  provider: 'demo' | 'razorpay' | 'free';
  [field: string]: unknown;
}

/** Reads inside the seat's transaction, then returns the writes to add after every read (a coupon's use). */
export type HoldExtension = (tx: Transaction, orderId: string) => Promise<() => void>;

/**
 * Holds a seat and the enrolment before any money moves: takes the seat, writes the enrolment as
 * `pending_payment` and its order (`payments/{id}`) as `pending`, and counts the student, in one
 * transaction. Seats are documents created with `create`, so two requests racing for the last
 * seat cannot both win even where transactions are not isolated (the Node emulator).
 */
export async function holdSeat(order: NewOrder, extend?: HoldExtension): Promise<{ enrollmentId: string; orderId: string }> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const { userId, courseId } = order;
  const id = enrollmentId(userId, courseId);
  const courseRef = db.collection('courses').doc(courseId);
  const orderRef = db.collection('payments').doc();
  return db.runTransaction(async (tx) => {
    const [course, existing] = await Promise.all([tx.get(courseRef), tx.get(enrollmentRef(id))]);
    if (existing.exists) {
      if (existing.get('status') === 'pending_payment') throw new OrderInProgressError(existing.get('paymentId'));
      throw new AlreadyEnrolledError();
    }
    const seat = Number(course.get('currentStudents') ?? 0) + 1;
    if (seat > Number(course.get('maxStudents') ?? 50)) throw new CourseFullError();
    const writeExtension = extend ? await extend(tx, orderRef.id) : () => {};
    const now = FieldValue.serverTimestamp();
    tx.create(db.collection('courseSeats').doc(`${courseId}_${seat}`), { courseId, userId, seat, createdAt: now });
    tx.create(orderRef, {
      ...order,
      enrollmentId: id,
      status: 'pending',
      reference: null,
      createdAt: now,
      events: [{ type: 'created', at: new Date(), source: userId, detail: null }],
    });
    tx.create(enrollmentRef(id), {
      userId,
      courseId,
      enrolledAt: now,
      status: 'pending_payment',
      paymentId: orderRef.id,
      progress: { overall: 0, completed: false, lessons: {}, checkpoints: {}, lastAccessedAt: now },
      certificateId: null,
      createdAt: now,
    });
    tx.update(courseRef, { currentStudents: FieldValue.increment(1) });
    writeExtension();
    return { enrollmentId: id, orderId: orderRef.id };
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
    paidAt: FieldValue.serverTimestamp(),
    settledAt: FieldValue.serverTimestamp(),
  });
  batch.update(enrollmentRef(id), { status: 'active' });
  mails.forEach((mail) => queueMail(batch, mail));
  await batch.commit();
}

/**
 * Ends an enrolment and gives its seat back inside the caller's transaction, after its reads: the
 * highest seat document is the one removed, so seats stay numbered 1..currentStudents.
 */
export function endEnrollmentInTransaction(
  tx: Transaction,
  enrollment: DocumentSnapshot,
  course: DocumentSnapshot,
  decrement: unknown,
): void {
  if (!enrollment.exists) return;
  const courseId = enrollment.get('courseId') as string;
  const taken = Number(course.get('currentStudents') ?? 0);
  tx.delete(enrollment.ref);
  if (taken > 0) {
    tx.delete(getDb().collection('courseSeats').doc(`${courseId}_${taken}`));
    tx.update(course.ref, { currentStudents: decrement });
  }
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
      createCertificateInTransaction(tx, issue);
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

/** A course's enrolments as their learner and status alone, at most `limit` (only those two fields are read). */
export async function listCourseLearnerIds(
  courseId: string,
  limit: number,
): Promise<Array<Pick<StoredEnrollment, 'userId' | 'status'>>> {
  const snap = await getDb()
    .collection('enrollments')
    .where('courseId', '==', courseId)
    .select('userId', 'status')
    .limit(limit)
    .get();
  return snap.docs.map((doc) => ({
    userId: doc.get('userId') as string,
    status: doc.get('status') === 'pending_payment' ? 'pending_payment' : 'active',
  }));
}
