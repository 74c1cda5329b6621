import { Router } from 'express';

import { EnrollmentBodySchema } from '../../contract';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { enroll, listMyEnrollments } from './enrollments.service';

/** Enrolments of the signed-in learner (SPEC section 7). */
export const enrollmentsRouter = Router();

enrollmentsRouter.get('/enrollments', requireAuth, async (_req, res) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: { enrollments: await listMyEnrollments(authOf(res).uid) } });
});

enrollmentsRouter.post('/enrollments', requireAuth, async (req, res) => {
  const body = parse(EnrollmentBodySchema, req.body);
  const enrollmentId = await enroll(authOf(res).user, body);
  res.status(201).json({ success: true, message: 'Enrollment Successful!', data: { enrollmentId, courseId: body.courseId } });
});
