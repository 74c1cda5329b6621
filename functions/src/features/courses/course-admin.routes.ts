import { Router, type Response } from 'express';

import { CourseInputSchema, ModuleInputSchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { readForm } from '../../http/multipart';
import { parse } from '../../http/validate';

import * as admin from './course-admin.service';

/** Course authoring (SPEC section 7, admin courses and modules); every route admin-only. */
export const courseAdminRouter = Router();
courseAdminRouter.use('/admin', requireRole('admin'));

function send(res: Response, status: number, body: object) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ success: true, ...body });
}

courseAdminRouter.get('/admin/courses', async (_req, res) => {
  send(res, 200, { data: { courses: await admin.listAdminCourses() } });
});

courseAdminRouter.get('/admin/courses/:id', async (req, res) => {
  send(res, 200, { data: await admin.getAdminCourse(req.params.id) });
});

courseAdminRouter.post('/admin/courses', async (req, res) => {
  const course = await admin.createAdminCourse(parse(CourseInputSchema, req.body), auditActorOf(req, res));
  send(res, 201, { message: 'Course created successfully!', data: { course } });
});

courseAdminRouter.put('/admin/courses/:id', async (req, res) => {
  const course = await admin.updateAdminCourse(req.params.id, parse(CourseInputSchema, req.body), auditActorOf(req, res));
  send(res, 200, { message: 'Course updated successfully!', data: { course } });
});

courseAdminRouter.delete('/admin/courses/:id', async (req, res) => {
  await admin.deleteAdminCourse(req.params.id, auditActorOf(req, res));
  send(res, 200, { message: 'Course deleted successfully' });
});

courseAdminRouter.get('/admin/modules/:moduleId', async (req, res) => {
  send(res, 200, { data: { module: await admin.getAdminModule(req.params.moduleId) } });
});

courseAdminRouter.post('/admin/courses/:courseId/modules', async (req, res) => {
  const module = await admin.createAdminModule(req.params.courseId, parse(ModuleInputSchema, req.body), auditActorOf(req, res));
  send(res, 201, { message: 'Module created successfully!', data: { module } });
});

courseAdminRouter.put('/admin/modules/:moduleId', async (req, res) => {
  const module = await admin.updateAdminModule(req.params.moduleId, parse(ModuleInputSchema, req.body), auditActorOf(req, res));
  send(res, 200, { message: 'Module updated successfully!', data: { module } });
});

courseAdminRouter.delete('/admin/modules/:moduleId', async (req, res) => {
  await admin.deleteAdminModule(req.params.moduleId, auditActorOf(req, res));
  send(res, 200, { message: 'Module deleted successfully' });
});

courseAdminRouter.post('/admin/uploads', async (req, res) => {
  const form = await readForm(req, ['file']);
  const url = await admin.uploadCourseMedia(form.fields.kind, form.files.file);
  send(res, 201, { message: 'File uploaded', data: { url } });
});
