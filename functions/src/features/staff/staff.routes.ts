import { Router } from 'express';

import { StaffCoursesBodySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { setStaffCourses, staffCoursesOf } from './staff.service';

/** Who instructs and authors which courses: the admin assigns them. */
export const staffAdminRouter = Router();
const path = '/admin/users/:uid/staff-courses';
staffAdminRouter.use(path, requireRole('admin'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

staffAdminRouter.get(path, async (req, res) => {
  res.json({ success: true, data: await staffCoursesOf(String(req.params.uid)) });
});

staffAdminRouter.put(path, async (req, res) => {
  const body = parse(StaffCoursesBodySchema, req.body);
  const data = await setStaffCourses(String(req.params.uid), body, auditActorOf(req, res));
  res.json({ success: true, message: 'Staff courses saved', data });
});
