import { Router } from 'express';

import { AccommodationBodySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { listAccommodations, setAccommodation } from './accommodations.service';

/** Accommodations (extra time and attempts per learner): admin-only. */
export const accommodationsRouter = Router();
const base = '/admin/courses/:courseId/accommodations';
accommodationsRouter.use(base, requireRole('admin'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

accommodationsRouter.get(base, async (req, res) => {
  res.json({ success: true, data: await listAccommodations(req.params.courseId) });
});

accommodationsRouter.put(`${base}/:userId`, async (req, res) => {
  const body = parse(AccommodationBodySchema, req.body);
  const accommodation = await setAccommodation(req.params.courseId, req.params.userId, body, auditActorOf(req, res));
  res.json({ success: true, message: 'Accommodation saved', data: { accommodation } });
});
