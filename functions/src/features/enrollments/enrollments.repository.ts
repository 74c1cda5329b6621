import type { DocumentSnapshot, FieldValue, Query, Transaction } from 'firebase-admin/firestore';

import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import type { StoredCheckpointProgress, StoredProgress } from '../learning/progress';
import type { CertificateRemaining } from '../../contract';
import type { StoredCertificate } from '../certificates/certificates.repository';
import { createCertificateInTransaction } from '../certificates/certificates.repository';
import { countStudentInTransaction } from '../courses/courses.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

import { enrollmentId } from './enrollment-id';
import { CLOSED_ACCOUNT, documentsWhere, type PersonalDocument } from '../../lib/personal-data';

export interface StoredEnrollment {
  uid: string;
  userId: string;
  courseId: string;
  enrolledAt: string | null;
  progress: StoredProgress & { overall: number; completed: boolean; remaining: CertificateRemaining | null };
  certificateId: string | null;
  /** `pending_payment` while its order is unpaid: the course is not yet open and no seat counted. */
  status: 'active' | 'pending_payment';
  /** The group whose seat this is (issue 32): the group paid, so there is no order of the learner's. */
  groupId?: string | null;
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

/** A learner's enrolment of a course (one at most: its id is theirs and the course's). */
export function readLearnerEnrollmentInTransaction(tx: Transaction, userId: string, courseId: string): Promise<DocumentSnapshot> {
  return tx.get(enrollmentRef(enrollmentId(userId, courseId)));
}

export async function findEnrollmentInTransaction(tx: Transaction, id: string): Promise<StoredEnrollment | null> {
  return enrollmentFromSnapshot(await tx.get(enrollmentRef(id)));
}

/** A learner's enrolment of a course as the caller's transaction reads it (a review decides on it). */
export function findLearnerEnrollmentInTransaction(tx: Transaction, userId: string, courseId: string): Promise<StoredEnrollment | null> {
  return findEnrollmentInTransaction(tx, enrollmentId(userId, courseId));
}

/**
 * An unpaid order holds the learner's one enrolment of the course (its id says so, and `create`
 * refuses a second): `pending_payment`, opening nothing and taking no seat until it is paid.
 */
export function createPendingEnrollmentInTransaction(
  tx: Transaction,
  enrollment: { userId: string; courseId: string; orderId: string },
): Promise<string> {
  const { orderId, ...learner } = enrollment;
  return createEnrollmentInTransaction(tx, learner, { status: 'pending_payment', paymentId: orderId });
}

/**
 * A paid order opens its enrolment and the seat is counted now: the course's next seat document is
 * created (seats stay numbered 1..currentStudents) and `currentStudents`, the paid students the
 * course page shows, goes up by one. The caller has read the enrolment and the course in `tx`.
 */
export async function activateEnrollmentInTransaction(
  tx: Transaction,
  enrollment: DocumentSnapshot,
  course: DocumentSnapshot,
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const courseId = enrollment.get('courseId') as string;
  const seat = Number(course.get('currentStudents') ?? 0) + 1;
  const userId = enrollment.get('userId') as string;
  tx.create(getDb().collection('courseSeats').doc(`${courseId}_${seat}`), {
    courseId,
    userId,
    seat,
    createdAt: FieldValue.serverTimestamp(),
  });
  countStudentInTransaction(tx, course, FieldValue.increment(1));
  tx.update(enrollment.ref, { status: 'active' });
}

/**
 * A seat a group bought opens the learner's enrolment at once. The group's seat pool counts it, not
 * the course's `currentStudents`: a claim must not write the course document, which every claim of
 * every group would queue on. The caller has read the learner's enrolment in `tx` and found none.
 */
export function createGroupEnrollmentInTransaction(
  tx: Transaction,
  enrollment: { userId: string; courseId: string; groupId: string },
): Promise<string> {
  const { groupId, ...learner } = enrollment;
  return createEnrollmentInTransaction(tx, learner, { status: 'active', groupId, paymentId: null });
}

/** A learner's one enrolment of a course, at the start: nothing done yet and no certificate. */
async function createEnrollmentInTransaction(
  tx: Transaction,
  { userId, courseId }: { userId: string; courseId: string },
  opening: { status: 'pending_payment' | 'active'; paymentId: string | null; groupId?: string },
): Promise<string> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const id = enrollmentId(userId, courseId);
  const now = FieldValue.serverTimestamp();
  tx.create(enrollmentRef(id), {
    userId,
    courseId,
    enrolledAt: now,
    ...opening,
    progress: { overall: 0, completed: false, lessons: {}, checkpoints: {}, lastAccessedAt: now },
    certificateId: null,
    createdAt: now,
  });
  return id;
}

/**
 * Whether the learner has begun: a lesson opened (opening records it), a checkpoint begun (its clock
 * or an attempt), or a video watched or positioned. A group's seat can be taken back only before this.
 */
export function enrollmentStarted(enrollment: { progress?: unknown; certificateId?: unknown } | undefined): boolean {
  if (!enrollment) return false;
  const progress = (enrollment.progress ?? {}) as Record<string, unknown>;
  const someIn = (value: unknown) =>
    Array.isArray(value) ? value.length > 0 : !!value && typeof value === 'object' && Object.keys(value).length > 0;
  return ['lessons', 'checkpoints', 'positions', 'watching'].some((key) => someIn(progress[key])) || !!enrollment.certificateId;
}

/** A group seat's enrolment as the transaction that would take the seat back reads it: whether its learner has started. */
export async function readSeatEnrollmentInTransaction(
  tx: Transaction,
  id: string,
): Promise<{ snapshot: DocumentSnapshot; started: boolean }> {
  const snapshot = await tx.get(enrollmentRef(id));
  return { snapshot, started: enrollmentStarted(snapshot.data()) };
}

/**
 * Ends an enrolment a group's seat opened, inside the caller's transaction after its reads: the
 * learner had not started, so nothing of theirs is lost, and the course's `currentStudents` never
 * counted it (the group's pool does). An enrolment of any other kind is left alone.
 */
export function endGroupEnrollmentInTransaction(tx: Transaction, enrollment: DocumentSnapshot, groupId: string): void {
  if (enrollment.exists && enrollment.get('groupId') === groupId) tx.delete(enrollment.ref);
}

/** An order that will not be paid gives up its pending enrolment (it took no seat). */
export function dropPendingEnrollmentInTransaction(tx: Transaction, enrollment: DocumentSnapshot, orderId: string): void {
  if (enrollment.exists && enrollment.get('paymentId') === orderId && enrollment.get('status') === 'pending_payment')
    tx.delete(enrollment.ref);
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
    groupId: typeof d.groupId === 'string' ? d.groupId : null,
  };
}

export async function findEnrollmentById(id: string): Promise<StoredEnrollment | null> {
  return enrollmentFromSnapshot(await enrollmentRef(id).get());
}

/** Several enrolments by id, in one round trip per 300; missing ones are left out. */
export async function findEnrollmentsByIds(ids: string[]): Promise<Map<string, StoredEnrollment>> {
  const found = new Map<string, StoredEnrollment>();
  const unique = [...new Set(ids)].filter(isDocumentId);
  for (let i = 0; i < unique.length; i += 300) {
    for (const snap of await getDb().getAll(...unique.slice(i, i + 300).map(enrollmentRef))) {
      const enrollment = enrollmentFromSnapshot(snap);
      if (enrollment) found.set(snap.id, enrollment);
    }
  }
  return found;
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
 * Enrolments last opened in (`from`, `to`], `limit` of each stored type. One never opened keeps
 * the server timestamp it was made with, one opened since an ISO string: a range filter matches one
 * type only, so each is asked for.
 */
async function lastOpenedBetween(query: Query, from: Date, to: Date, limit: number): Promise<StoredEnrollment[]> {
  const bounds: Array<[Date | string, Date | string]> = [
    [from, to],
    [from.toISOString(), to.toISOString()],
  ];
  const snaps = await Promise.all(
    bounds.map(([after, until]) =>
      query.where('progress.lastAccessedAt', '>', after).where('progress.lastAccessedAt', '<=', until).limit(limit).get(),
    ),
  );
  return snaps.flatMap((snap) => snap.docs.map((doc) => enrollmentFromSnapshot(doc) as StoredEnrollment));
}

const openEnrollments = () => getDb().collection('enrollments').where('status', '==', 'active');

/** Open, not completed, last opened in (`from`, `to`] (index: status, progress.completed, progress.lastAccessedAt). */
export function listIdleEnrollments(from: Date, to: Date, limit: number): Promise<StoredEnrollment[]> {
  return lastOpenedBetween(openEnrollments().where('progress.completed', '==', false), from, to, limit);
}

/**
 * Open, every module complete and one checkpoint to pass, last opened in (`from`, `to`] (index:
 * status, progress.remaining.checkpoints, progress.remaining.modules, progress.lastAccessedAt).
 */
export function listEnrollmentsOneCheckpointAway(from: Date, to: Date, limit: number): Promise<StoredEnrollment[]> {
  const query = openEnrollments().where('progress.remaining.checkpoints', '==', 1).where('progress.remaining.modules', '==', 0);
  return lastOpenedBetween(query, from, to, limit);
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

/**
 * Ends a paid enrolment and gives its seat back inside the caller's transaction, after its reads:
 * the highest seat document is the one removed, so seats stay numbered 1..currentStudents.
 */
export function endEnrollmentInTransaction(
  tx: Transaction,
  enrollment: DocumentSnapshot,
  course: DocumentSnapshot,
  decrement: FieldValue,
): void {
  if (!enrollment.exists) return;
  const courseId = enrollment.get('courseId') as string;
  const taken = Number(course.get('currentStudents') ?? 0);
  tx.delete(enrollment.ref);
  if (taken > 0) {
    tx.delete(getDb().collection('courseSeats').doc(`${courseId}_${taken}`));
    countStudentInTransaction(tx, course, decrement);
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

/** A learner's enrolments (with their progress) and their seat records, as stored. */
export async function findEnrollmentDocumentsOf(
  uid: string,
): Promise<{ enrollments: PersonalDocument[]; seats: PersonalDocument[] }> {
  const [enrollments, seats] = await Promise.all([
    documentsWhere(getDb().collection('enrollments'), 'userId', uid),
    documentsWhere(getDb().collection('courseSeats'), 'userId', uid),
  ]);
  return { enrollments, seats };
}

/** Erasure: the enrolments go; the seats stay, without the person, so the course's seats stay numbered. */
export function eraseEnrollmentsInTransaction(
  tx: Transaction,
  found: { enrollments: PersonalDocument[]; seats: PersonalDocument[] },
): void {
  for (const { id } of found.enrollments) tx.delete(enrollmentRef(id));
  for (const { id } of found.seats) tx.update(getDb().collection('courseSeats').doc(id), { userId: CLOSED_ACCOUNT });
}
