import type { Transaction } from 'firebase-admin/firestore';

import type { CertificateRemaining, EnrollmentView } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import type { StoredCertificate } from '../certificates/certificates.repository';
import { findCertificateLinks } from '../certificates/certificates.service';
import { findCourses, listLiveModules } from '../courses/catalog.service';
import { courseProgress } from '../learning/progress';
import type { OutboxMail } from '../mail/outbox.repository';

import { enrollmentId } from './enrollment-id';
import {
  type ProgressField,
  type StoredLessonProgress,
  updateLessonProgress,
  updateProgress,
} from './enrollment-progress.repository';
import {
  countCourseEnrollments as countEnrollmentsOf,
  enrollmentStarted,
  findEnrollmentById as readEnrollment,
  findEnrollmentsByIds as readEnrollmentsByIds,
  linkCertificateInTransaction,
  listCourseEnrollments,
  listCourseLearnerIds,
  listEnrollments as readEnrollmentsOf,
  listEnrollmentsOneCheckpointAway as readOneCheckpointAway,
  listIdleEnrollments as readIdleEnrollments,
  settleEnrollment,
  type Settlement,
  type StoredEnrollment,
  writeProgressSummary,
} from './enrollments.repository';

export type { Settlement, StoredEnrollment } from './enrollments.repository';
export type { ProgressField, StoredLessonProgress } from './enrollment-progress.repository';

/** An enrolment opens its course once paid: a seat held for a payment in flight does not, yet. */
const opensCourse = (enrollment: Pick<StoredEnrollment, 'status'>) => enrollment.status === 'active';

/** A learner's enrolment of a course, paid or held; null for ids that cannot be a learner's or a course's (never a read). */
export async function findEnrollment(userId: string, courseId: string): Promise<StoredEnrollment | null> {
  if (!isDocumentId(userId) || !isDocumentId(courseId)) return null;
  return readEnrollment(enrollmentId(userId, courseId));
}

/** An enrolment by the id an order or a lesson link carries; null for an id that cannot be one. */
export async function findEnrollmentById(id: string): Promise<StoredEnrollment | null> {
  return isDocumentId(id) ? readEnrollment(id) : null;
}

/** Whether a learner has begun the course (a lesson opened, a checkpoint begun): a group seat then stays theirs. */
export function hasStarted(enrollment: StoredEnrollment | undefined): boolean {
  return enrollmentStarted(enrollment);
}

/** Several enrolments by the ids a group's seats carry; missing ones are left out. */
export function findEnrollmentsByIds(ids: string[]): Promise<Map<string, StoredEnrollment>> {
  return readEnrollmentsByIds(ids);
}

/**
 * Whether an enrolment still opens its course (a paid learner's lesson links name it): one that
 * ended (refunded, its account closed) is gone, and one held for a payment has not opened yet.
 */
export async function isEnrollmentOpen(id: string): Promise<boolean> {
  const enrollment = await findEnrollmentById(id);
  return enrollment !== null && opensCourse(enrollment);
}

/** A learner's enrolments, newest first, held seats included (their orders name them). */
export function listEnrollments(userId: string): Promise<StoredEnrollment[]> {
  return readEnrollmentsOf(userId);
}

/** Every enrolment of a course, held seats included: a count aggregation, never a read of each. */
export function countCourseEnrollments(courseId: string): Promise<number> {
  return countEnrollmentsOf(courseId);
}

/** A course's learners (paid enrolments) in the order they enrolled, within `range` when given. */
export async function listCourseLearners(
  courseId: string,
  range: { from: Date | null; before: Date | null },
): Promise<StoredEnrollment[]> {
  return (await listCourseEnrollments(courseId, range)).filter(opensCourse);
}

/** The uids of a course's learners (paid enrolments), at most `limit`. */
export async function listCourseLearnerUids(courseId: string, limit: number): Promise<string[]> {
  return (await listCourseLearnerIds(courseId, limit)).filter(opensCourse).map((learner) => learner.userId);
}

/** Learners last in a course in (`from`, `to`] who have not completed it: the reminders' idle learners. */
export function listIdleEnrollments(from: Date, to: Date, limit: number): Promise<StoredEnrollment[]> {
  return readIdleEnrollments(from, to, limit);
}

/** Learners last in a course in (`from`, `to`], one checkpoint from its certificate, with nothing awaiting a reviewer. */
export async function listEnrollmentsOneCheckpointAway(from: Date, to: Date, limit: number): Promise<StoredEnrollment[]> {
  return (await readOneCheckpointAway(from, to, limit)).filter((enrollment) => enrollment.progress.remaining?.awaitingReview === 0);
}

/**
 * A learner's write to their progress (a lesson, a checkpoint, a video position): each is an
 * access to the course, so the enrolment's `lastAccessedAt` moves with it, in the same write.
 */
export function recordProgress(enrollmentId: string, fields: ProgressField[]): Promise<void> {
  return updateProgress(enrollmentId, [...fields, accessedNow()]);
}

const accessedNow = (): ProgressField => [['lastAccessedAt'], new Date().toISOString()];

/** A learner's write to one lesson, worked out from the lesson as stored when it is written (see updateLessonProgress). */
export function recordLessonProgress(
  enrollmentId: string,
  lessonUid: string,
  next: (previous: StoredLessonProgress | undefined) => StoredLessonProgress,
): Promise<void> {
  return updateLessonProgress(enrollmentId, lessonUid, next, [accessedNow()]);
}

/**
 * Stores the progress summary `settle` works out from the enrolment as stored. Most updates
 * complete nothing: a plain read and write. One that completes the course of an enrolment without a
 * certificate takes the transaction that issues the certificate `settle` offers, with its mail, so
 * however many updates race, one certificate is issued per enrolment. Null when the enrolment is gone.
 */
export async function settleProgress(
  id: string,
  settle: (enrollment: StoredEnrollment) => Settlement,
  mailOnIssue: (certificate: StoredCertificate) => OutboxMail[],
): Promise<Settlement | null> {
  const latest = await readEnrollment(id);
  if (!latest) return null;
  const summary = settle(latest);
  if (!summary.completed || latest.certificateId) {
    await writeProgressSummary(id, summary);
    return { ...summary, certificate: null };
  }
  return (await settleEnrollment(id, settle, mailOnIssue))?.settlement ?? null;
}

/** The write a reissued certificate commits with: the learner's enrolment links the replacement. */
export function linkCertificateStep(userId: string, courseId: string, certificateHash: string): (tx: Transaction) => void {
  return (tx) => linkCertificateInTransaction(tx, enrollmentId(userId, courseId), certificateHash);
}

/**
 * What remains before the certificate for enrolments no progress update has settled yet (a new
 * enrolment stores none until its first lesson or attempt): worked out from the course's modules.
 */
async function remainingOfUnsettled(enrollments: StoredEnrollment[]): Promise<Map<string, CertificateRemaining>> {
  const unsettled = enrollments.filter((enrollment) => !enrollment.progress.remaining);
  const found = await Promise.all(
    unsettled.map(async (enrollment) => {
      const modules = await listLiveModules(enrollment.courseId);
      return [enrollment.uid, courseProgress(modules, enrollment.progress).remaining] as const;
    }),
  );
  return new Map(found);
}

/** The signed-in learner's courses with their progress and certificate links. */
export async function listMyEnrollments(userId: string): Promise<EnrollmentView[]> {
  const enrollments = (await readEnrollmentsOf(userId)).filter(opensCourse);
  const [courses, certificates, unsettled] = await Promise.all([
    findCourses(enrollments.map((enrollment) => enrollment.courseId)),
    findCertificateLinks(enrollments.map((enrollment) => enrollment.certificateId)),
    remainingOfUnsettled(enrollments),
  ]);
  return enrollments.flatMap((enrollment) => {
    const course = courses.get(enrollment.courseId);
    if (!course) return [];
    return [
      {
        uid: enrollment.uid,
        courseId: enrollment.courseId,
        enrolledAt: enrollment.enrolledAt,
        course: {
          uid: course.uid,
          title: course.title,
          shortDescription: course.shortDescription,
          coverImage: course.coverImage,
          duration: course.duration,
          level: course.level,
          category: course.category,
        },
        progress: {
          overall: enrollment.progress.overall,
          completed: enrollment.progress.completed,
          lastAccessedAt: enrollment.progress.lastAccessedAt,
          remaining: enrollment.progress.remaining ?? unsettled.get(enrollment.uid) ?? null,
        },
        certificate: enrollment.certificateId ? (certificates.get(enrollment.certificateId) ?? null) : null,
      },
    ];
  });
}
