import { Router } from 'express';

import { ReviewBodySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireAuth } from '../../http/authenticate';
import { requireStaff, staffScopeOf } from '../../http/staff-access';
import { parse } from '../../http/validate';

import { attemptForReview, reviewAttempt, reviewQueue } from './reviews.service';

/** The back-office review queue: essays marked by a person; admins see all, an instructor their courses' only. */
export const reviewsRouter = Router();
reviewsRouter.use('/admin/reviews', requireAuth, requireStaff('instructor'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

reviewsRouter.get('/admin/reviews', async (_req, res) => {
  res.json({ success: true, data: { reviews: await reviewQueue(staffScopeOf(res)) } });
});

reviewsRouter.get('/admin/reviews/:attemptId', async (req, res) => {
  const attempt = await attemptForReview(req.params.attemptId, auditActorOf(req, res), staffScopeOf(res));
  res.json({ success: true, data: { attempt } });
});

reviewsRouter.post('/admin/reviews/:attemptId', async (req, res) => {
  const body = parse(ReviewBodySchema, req.body);
  const result = await reviewAttempt(req.params.attemptId, body, auditActorOf(req, res), staffScopeOf(res));
  res.json({ success: true, message: 'Review saved', data: result });
});
