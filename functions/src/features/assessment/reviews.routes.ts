import { Router } from 'express';

import { ReviewBodySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { attemptForReview, reviewAttempt, reviewQueue } from './reviews.service';

/** The back-office review queue: essays marked by a person; every route admin-only. */
export const reviewsRouter = Router();
reviewsRouter.use('/admin/reviews', requireRole('admin'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

reviewsRouter.get('/admin/reviews', async (_req, res) => {
  res.json({ success: true, data: { reviews: await reviewQueue() } });
});

reviewsRouter.get('/admin/reviews/:attemptId', async (req, res) => {
  res.json({ success: true, data: { attempt: await attemptForReview(req.params.attemptId, auditActorOf(req, res)) } });
});

reviewsRouter.post('/admin/reviews/:attemptId', async (req, res) => {
  const body = parse(ReviewBodySchema, req.body);
  const result = await reviewAttempt(req.params.attemptId, body, auditActorOf(req, res));
  res.json({ success: true, message: 'Review saved', data: result });
});
