import { Router } from 'express';

import { CourseReviewBodySchema, HideReviewBodySchema, ReviewsPageQuerySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireAuth, requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { createReview, editReview, hideCourseReview, myReview, reviewsForModeration } from './course-reviews.service';
import { listCourseReviews } from './public-reviews.service';

/** Learners' reviews of a course (issue 36): read by anyone, written by its learners, hidden by admins. */
export const courseReviewsRouter = Router();

// As long as the course page itself is kept: a new review shows within five minutes.
const PUBLIC_REVIEWS_CACHE = 'public, max-age=60, s-maxage=300';

courseReviewsRouter.get('/courses/:courseId/reviews', async (req, res) => {
  const { cursor } = parse(ReviewsPageQuerySchema, req.query);
  const data = await listCourseReviews(req.params.courseId, cursor);
  res.setHeader('Cache-Control', PUBLIC_REVIEWS_CACHE);
  res.json({ success: true, data });
});

courseReviewsRouter.use('/courses/:courseId/reviews/mine', requireAuth, (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

courseReviewsRouter.get('/courses/:courseId/reviews/mine', async (req, res) => {
  res.json({ success: true, data: await myReview(authOf(res).user, req.params.courseId) });
});

courseReviewsRouter.post('/courses/:courseId/reviews', requireAuth, async (req, res) => {
  const body = parse(CourseReviewBodySchema, req.body);
  const review = await createReview(authOf(res).user, String(req.params.courseId), body);
  res.setHeader('Cache-Control', 'no-store');
  res.status(201).json({ success: true, message: 'Thank you for your review', data: { review } });
});

courseReviewsRouter.put('/courses/:courseId/reviews/mine', async (req, res) => {
  const body = parse(CourseReviewBodySchema, req.body);
  const review = await editReview(authOf(res).user, req.params.courseId, body);
  res.json({ success: true, message: 'Your review is updated', data: { review } });
});

courseReviewsRouter.use('/admin/course-reviews', requireRole('admin'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

courseReviewsRouter.get('/admin/course-reviews', async (req, res) => {
  const courseId = typeof req.query.courseId === 'string' && req.query.courseId ? req.query.courseId : undefined;
  res.json({ success: true, data: { reviews: await reviewsForModeration(courseId) } });
});

courseReviewsRouter.post('/admin/course-reviews/:reviewId/hide', async (req, res) => {
  const { reason } = parse(HideReviewBodySchema, req.body);
  const review = await hideCourseReview(req.params.reviewId, reason, auditActorOf(req, res));
  res.json({ success: true, message: 'The review is hidden and its author told', data: { review } });
});
