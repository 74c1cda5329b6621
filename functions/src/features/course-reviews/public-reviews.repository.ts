import { createHash } from 'node:crypto';

import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { AdminReview, PublicReview } from '../../contract';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

/*
 * Course reviews as stored, and the public list the course page renders with: a module of its own,
 * so the ssr function's render loads no more than this (no zod, no other feature).
 */

const COLLECTION = 'courseReviews';
export const reviews = () => getDb().collection(COLLECTION);

export interface StoredReview extends AdminReview {
  hiddenAt: string | null;
  hiddenBy: string | null;
}

/**
 * One review per learner and course: the id says so (a hash, so the public page never shows a uid),
 * and creating refuses a second.
 */
export const reviewIdOf = (userId: string, courseId: string) =>
  createHash('sha256').update(`${userId}/${courseId}`).digest('hex').slice(0, 32);

export function reviewFromSnapshot(snap: DocumentSnapshot): StoredReview | null {
  const d = snap.data();
  if (!d) return null;
  return {
    uid: snap.id,
    courseId: d.courseId,
    userId: d.userId,
    rating: Number(d.rating),
    title: d.title ?? '',
    text: d.text ?? '',
    authorName: d.authorName ?? '',
    completedCourse: d.completedCourse === true,
    status: d.status === 'hidden' ? 'hidden' : 'visible',
    hiddenReason: d.hiddenReason ?? null,
    hiddenAt: toIso(d.hiddenAt),
    hiddenBy: d.hiddenBy ?? null,
    createdAt: toIso(d.createdAt) ?? '',
    updatedAt: toIso(d.updatedAt) ?? '',
  };
}

export const toPublicReview = (review: StoredReview): PublicReview => ({
  uid: review.uid,
  rating: review.rating,
  title: review.title,
  text: review.text,
  authorName: review.authorName,
  completedCourse: review.completedCourse,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

/** A course's visible reviews, newest first, `limit` after the cursor (one more read to know if there is a next page). */
export async function listVisibleReviews(
  courseId: string,
  cursor: string | null,
  limit: number,
): Promise<{ items: StoredReview[]; nextCursor: string | null }> {
  let query = reviews().where('courseId', '==', courseId).where('status', '==', 'visible').orderBy('sortKey', 'desc');
  if (cursor) query = query.where('sortKey', '<', cursor);
  const snap = await query.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const more = snap.docs.length > limit;
  return {
    items: docs.map((doc) => reviewFromSnapshot(doc) as StoredReview),
    nextCursor: more ? (docs[docs.length - 1].get('sortKey') as string) : null,
  };
}

