import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';
import { countRatingInTransaction, readCourseRatingInTransaction } from '../courses/courses.repository';
import { findLearnerEnrollmentInTransaction, type StoredEnrollment } from '../enrollments/enrollments.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

import { reviewFromSnapshot, reviewIdOf, reviews, type StoredReview } from './public-reviews.repository';

/** What the learner writes, and what the server adds from their account and enrolment. */
export interface ReviewFields {
  rating: number;
  title: string;
  text: string;
  authorName: string;
  completedCourse: boolean;
}

/** What the review's transaction read, for the service's rule to decide on. */
export interface ReviewContext {
  existing: StoredReview | null;
  enrollment: StoredEnrollment | null;
  courseExists: boolean;
}

/** The service's decision inside the transaction: the fields to write, or it throws. */
export type ReviewDecision = (context: ReviewContext) => ReviewFields;

const increment = (n: number) => {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return FieldValue.increment(n);
};

/**
 * Writes the learner's review (a new one, or their edit) and moves the course's rating summary in
 * the same transaction: by the rating for a new visible review, by the difference for an edit of
 * one; a hidden review counts for nothing, edited or not.
 */
export async function writeReview(userId: string, courseId: string, decide: ReviewDecision): Promise<StoredReview> {
  const ref = reviews().doc(reviewIdOf(userId, courseId));
  await getDb().runTransaction(async (tx) => {
    const [snap, enrollment, course] = await Promise.all([
      tx.get(ref),
      findLearnerEnrollmentInTransaction(tx, userId, courseId),
      readCourseRatingInTransaction(tx, courseId),
    ]);
    const existing = reviewFromSnapshot(snap);
    const fields = decide({ existing, enrollment, courseExists: course.exists });
    const now = new Date();
    if (!existing) {
      tx.create(ref, {
        ...fields,
        courseId,
        userId,
        status: 'visible',
        hiddenReason: null,
        hiddenAt: null,
        hiddenBy: null,
        createdAt: now,
        updatedAt: now,
        // The list's order and its cursor: newest first, ties broken by the id.
        sortKey: `${now.toISOString()}_${ref.id}`,
      });
      countRatingInTransaction(tx, courseId, increment(fields.rating), increment(1));
      return;
    }
    tx.update(ref, { ...fields, updatedAt: now });
    if (existing.status === 'visible' && existing.rating !== fields.rating)
      countRatingInTransaction(tx, courseId, increment(fields.rating - existing.rating), increment(0));
  });
  return reviewFromSnapshot(await ref.get()) as StoredReview;
}

export async function findReviewById(reviewId: string): Promise<StoredReview | null> {
  return reviewFromSnapshot(await reviews().doc(reviewId).get());
}

export async function findReview(userId: string, courseId: string): Promise<StoredReview | null> {
  return reviewFromSnapshot(await reviews().doc(reviewIdOf(userId, courseId)).get());
}

/**
 * Hides a visible review with the admin's reason (its words are never changed): it leaves the
 * course's average and count in the same transaction, with the mail to its author and the audit
 * entry `also` makes. Null when there is no such review; unchanged when it is hidden already.
 */
export async function hideReview(
  reviewId: string,
  hidden: { reason: string; by: string },
  also: (tx: Transaction, review: StoredReview) => OutboxMail | null,
): Promise<StoredReview | null> {
  const ref = reviews().doc(reviewId);
  const found = await getDb().runTransaction(async (tx) => {
    const review = reviewFromSnapshot(await tx.get(ref));
    if (!review || review.status === 'hidden') return review;
    const course = await readCourseRatingInTransaction(tx, review.courseId);
    tx.update(ref, { status: 'hidden', hiddenReason: hidden.reason, hiddenAt: new Date(), hiddenBy: hidden.by });
    if (course.exists) countRatingInTransaction(tx, review.courseId, increment(-review.rating), increment(-1));
    const mail = also(tx, review);
    if (mail) queueMail(tx, mail);
    return review;
  });
  return found && reviewFromSnapshot(await ref.get());
}

/** The newest reviews for the back-office, of one course or of all, hidden ones included. */
export async function listReviewsForModeration(courseId: string | null, limit: number): Promise<StoredReview[]> {
  const scoped = courseId ? reviews().where('courseId', '==', courseId) : reviews();
  const snap = await scoped.orderBy('sortKey', 'desc').limit(limit).get();
  return snap.docs.map((doc) => reviewFromSnapshot(doc) as StoredReview);
}

/*
 * A refund's step: the refunded learner's review of the course is withdrawn with the enrolment it
 * came from, in the refund's transaction (read first, then written after every read).
 */
export function readReviewInTransaction(tx: Transaction, userId: string, courseId: string): Promise<DocumentSnapshot> {
  return tx.get(reviews().doc(reviewIdOf(userId, courseId)));
}

/** Deletes the review and takes a visible one out of the course's summary (`course` as the transaction read it). */
export function withdrawReviewInTransaction(tx: Transaction, review: DocumentSnapshot, course: DocumentSnapshot): void {
  if (!review.exists) return;
  tx.delete(review.ref);
  if (review.get('status') === 'visible' && course.exists)
    countRatingInTransaction(tx, String(review.get('courseId')), increment(-Number(review.get('rating'))), increment(-1));
}

/** 'Download my data': the person's reviews. */
export function findReviewDocumentsOf(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(reviews(), 'userId', uid);
}

/**
 * 'Close my account': the person's reviews are withdrawn, and the visible ones leave their courses'
 * summaries in privacy's one transaction (a course with reviews has enrolments, so it cannot have
 * been deleted under them).
 */
export function withdrawReviewsInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const review of found) {
    tx.delete(reviews().doc(review.id));
    if (review.status === 'visible')
      countRatingInTransaction(tx, String(review.courseId), increment(-Number(review.rating)), increment(-1));
  }
}
