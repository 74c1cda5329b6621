import type { AdminReview, AuditActor, CourseReviewBody, MyReview, User } from '../../contract';
import { REVIEW_MIN_PROGRESS } from '../../contract/review-rules';
import { localiseCourse } from '../../contract/course-localisation';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { COURSE_NOT_FOUND, findCourse } from '../courses/catalog.service';
import { findEnrollment } from '../enrollments/enrollments.service';
import { greetingName, reviewHiddenMail } from '../mail/mail-templates';
import { findUser } from '../users/users.service';

import {
  findReview,
  findReviewById,
  hideReview,
  listReviewsForModeration,
  writeReview,
  type ReviewContext,
} from './course-reviews.repository';
import { toPublicReview, type StoredReview } from './public-reviews.repository';

export const NOT_ENROLLED = 'Only learners enrolled in this course can review it.';
export const TOO_EARLY = `You can review this course once you are ${REVIEW_MIN_PROGRESS} % of the way through it or hold its certificate.`;
export const ALREADY_REVIEWED = 'You have already reviewed this course. Edit your review instead.';
export const NO_REVIEW_YET = 'You have not reviewed this course yet.';

/** "Priya Sharma" as "Priya S.": the first name and the initial of the last, all the page shows of the author. */
export function authorNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A learner';
  const first = words[0];
  return words.length === 1 ? first : `${first} ${[...words[words.length - 1]][0].toUpperCase()}.`;
}

/** Why the enrolment cannot review the course, or null when it can. */
function whyNot(enrollment: ReviewContext['enrollment']): MyReview['notAllowed'] {
  if (!enrollment || enrollment.status !== 'active') return { code: 'not_enrolled', message: NOT_ENROLLED };
  if (enrollment.progress.overall < REVIEW_MIN_PROGRESS && !enrollment.certificateId) return { code: 'too_early', message: TOO_EARLY };
  return null;
}

const completedOf = (enrollment: NonNullable<ReviewContext['enrollment']>) =>
  enrollment.progress.completed || Boolean(enrollment.certificateId);

function decision(user: User, body: CourseReviewBody, creating: boolean) {
  return ({ existing, enrollment, courseExists }: ReviewContext) => {
    if (!courseExists) throw AppError.notFound(COURSE_NOT_FOUND);
    const problem = whyNot(enrollment);
    if (problem) throw AppError.forbidden(problem.message);
    if (creating && existing) throw AppError.conflict(ALREADY_REVIEWED);
    if (!creating && !existing) throw AppError.notFound(NO_REVIEW_YET);
    return {
      rating: body.rating,
      title: body.title,
      text: body.text,
      authorName: authorNameOf(user.name),
      completedCourse: completedOf(enrollment!),
    };
  };
}

const mine = (review: StoredReview): NonNullable<MyReview['review']> => ({
  ...toPublicReview(review),
  status: review.status,
  hiddenReason: review.hiddenReason,
});

function checkCourseId(courseId: string) {
  if (!isDocumentId(courseId)) throw AppError.notFound(COURSE_NOT_FOUND);
}

/** A learner's first review of a course: enrolled, far enough through it, and only once. */
export async function createReview(user: User, courseId: string, body: CourseReviewBody) {
  checkCourseId(courseId);
  return mine(await writeReview(user.uid, courseId, decision(user, body, true)));
}

/** The learner's edit of their review; a hidden one stays hidden. */
export async function editReview(user: User, courseId: string, body: CourseReviewBody) {
  checkCourseId(courseId);
  return mine(await writeReview(user.uid, courseId, decision(user, body, false)));
}

/** The learner's review of the course, if any, and whether they may write or edit it. */
export async function myReview(user: User, courseId: string): Promise<MyReview> {
  checkCourseId(courseId);
  const [review, enrollment] = await Promise.all([findReview(user.uid, courseId), findEnrollment(user.uid, courseId)]);
  return { review: review && mine(review), notAllowed: whyNot(enrollment) };
}

const MODERATION_LIST_MAX = 100;

export async function reviewsForModeration(courseId: string | undefined): Promise<AdminReview[]> {
  if (courseId !== undefined && !isDocumentId(courseId)) return [];
  const found = await listReviewsForModeration(courseId ?? null, MODERATION_LIST_MAX);
  return found.map(({ hiddenAt: _at, hiddenBy: _by, ...review }) => review);
}

const reviewResource = (review: StoredReview, courseTitle: string) => ({
  type: 'courseReview' as const,
  id: review.uid,
  label: `${review.authorName} on ${courseTitle}`,
});

/**
 * Hides a review with the admin's reason; its words stay as written. It leaves the course's rating,
 * its author is told by mail, and the audit log keeps who and why, all in one transaction.
 */
export async function hideCourseReview(reviewId: string, reason: string, actor: AuditActor): Promise<AdminReview> {
  if (!/^[0-9a-f]{32}$/.test(reviewId)) throw AppError.notFound('Review not found');
  const first = await findReviewById(reviewId);
  if (!first) throw AppError.notFound('Review not found');
  const [author, course] = await Promise.all([findUser(first.userId), findCourse(first.courseId)]);
  const courseTitle = course?.title ?? 'a course';
  const hidden = await hideReview(reviewId, { reason, by: actor.uid }, (tx, review) => {
    recordAuditInTransaction(
      tx,
      auditEntry(actor, reviewResource(review, courseTitle), 'updated', changedFields(review, { ...review, status: 'hidden' }, ['status']), reason),
    );
    if (!author) return null;
    const titleInTheirs = course ? localiseCourse(course, author.language).title : courseTitle;
    return reviewHiddenMail(author.email, greetingName(author), titleInTheirs, reason, `/courses/${review.courseId}`, author.language);
  });
  if (!hidden) throw AppError.notFound('Review not found');
  const { hiddenAt: _at, hiddenBy: _by, ...review } = hidden;
  return review;
}
