import { Router } from 'express';

import { authOf, requireAuth } from '../../http/authenticate';

import { listMyEnrollments } from './enrollments.service';

/** Enrolments of the signed-in learner (SPEC section 7). */
export const enrollmentsRouter = Router();

enrollmentsRouter.get('/enrollments', requireAuth, async (_req, res) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: { enrollments: await listMyEnrollments(authOf(res).uid) } });
});
