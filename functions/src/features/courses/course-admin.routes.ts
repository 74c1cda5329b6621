import { Router, type Response } from 'express';

import { CourseInputSchema, MediaLibraryQuerySchema, ModuleInputSchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireAuth, requireRole } from '../../http/authenticate';
import { readForm } from '../../http/multipart';
import { requireCourseStaff, requireStaff, staffScopeOf } from '../../http/staff-access';
import { parse } from '../../http/validate';

import * as admin from './course-admin.service';
import { mediaLibrary } from './media-library.service';

/**
 * Course authoring (SPEC section 7, admin courses and modules). Admins do everything; a course's
 * authors (decision 0073) read and edit it and its modules, never its price or publication, and
 * create or delete no course. Each route carries its own guard.
 */
export const courseAdminRouter = Router();
const adminOnly = requireRole('admin');
const author = [requireAuth, requireStaff('author')];
/** The course list names courses only (no learner): instructors pick their report from it too. */
const anyStaff = [requireAuth, requireStaff('instructor', 'author')];
const authorOf = (param: string) => [requireAuth, requireCourseStaff('author', param)];

function send(res: Response, status: number, body: object) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ success: true, ...body });
}

courseAdminRouter.get('/admin/courses', ...anyStaff, async (_req, res) => {
  send(res, 200, { data: { courses: await admin.listAdminCourses(staffScopeOf(res)) } });
});

courseAdminRouter.get('/admin/courses/:id', ...authorOf('id'), async (req, res) => {
  send(res, 200, { data: await admin.getAdminCourse(String(req.params.id)) });
});

courseAdminRouter.post('/admin/courses', adminOnly, async (req, res) => {
  const course = await admin.createAdminCourse(parse(CourseInputSchema, req.body), auditActorOf(req, res));
  send(res, 201, { message: 'Course created successfully!', data: { course } });
});

courseAdminRouter.put('/admin/courses/:id', ...authorOf('id'), async (req, res) => {
  const input = parse(CourseInputSchema, req.body);
  const course = await admin.updateAdminCourse(String(req.params.id), input, auditActorOf(req, res), staffScopeOf(res));
  send(res, 200, { message: 'Course updated successfully!', data: { course } });
});

courseAdminRouter.delete('/admin/courses/:id', adminOnly, async (req, res) => {
  await admin.deleteAdminCourse(String(req.params.id), auditActorOf(req, res));
  send(res, 200, { message: 'Course deleted successfully' });
});

courseAdminRouter.get('/admin/modules/:moduleId', ...author, async (req, res) => {
  send(res, 200, { data: { module: await admin.getAdminModule(String(req.params.moduleId), staffScopeOf(res)) } });
});

courseAdminRouter.post('/admin/courses/:courseId/modules', ...authorOf('courseId'), async (req, res) => {
  const module = await admin.createAdminModule(
    String(req.params.courseId),
    parse(ModuleInputSchema, req.body),
    auditActorOf(req, res),
  );
  send(res, 201, { message: 'Module created successfully!', data: { module } });
});

courseAdminRouter.put('/admin/modules/:moduleId', ...author, async (req, res) => {
  const input = parse(ModuleInputSchema, req.body);
  const module = await admin.updateAdminModule(String(req.params.moduleId), input, auditActorOf(req, res), staffScopeOf(res));
  send(res, 200, { message: 'Module updated successfully!', data: { module } });
});

courseAdminRouter.delete('/admin/modules/:moduleId', ...author, async (req, res) => {
  await admin.deleteAdminModule(String(req.params.moduleId), auditActorOf(req, res), staffScopeOf(res));
  send(res, 200, { message: 'Module deleted successfully' });
});

// The files the caller's courses use, by name: an author picks one instead of uploading it again.
courseAdminRouter.get('/admin/media-library', ...author, async (req, res) => {
  const { kind } = parse(MediaLibraryQuerySchema, req.query);
  send(res, 200, { data: { items: await mediaLibrary(staffScopeOf(res), kind) } });
});

courseAdminRouter.post('/admin/uploads', adminOnly, async (req, res) => {
  const form = await readForm(req, ['file']);
  const url = await admin.uploadCourseMedia(form.fields.kind, form.files.file);
  send(res, 201, { message: 'File uploaded', data: { url } });
});
