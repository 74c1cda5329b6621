import { Router } from 'express';

import { EnrollmentRequestSchema } from '../../contract';
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
  const body = parse(EnrollmentRequestSchema, req.body);
  const result = await enroll(authOf(res).user, body);
  res.setHeader('Cache-Control', 'private, no-store');
  if (typeof result === 'string') {
    res
      .status(201)
      .json({ success: true, message: 'Enrollment Successful!', data: { enrollmentId: result, courseId: body.courseId } });
    return;
  }
  const message = result.status === 'active' ? 'Enrollment Successful!' : 'Order created: complete the payment to enrol';
  res.status(201).json({ success: true, message, data: result });
});
