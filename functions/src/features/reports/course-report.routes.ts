import { Router } from 'express';

import { CourseReportQuerySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireAuth } from '../../http/authenticate';
import { requireCourseStaff } from '../../http/staff-access';
import { parse } from '../../http/validate';

import { courseReportFile, viewCourseReport } from './course-report.service';

/** A course's learners and results, on screen and as a CSV download: admins, and the course's instructors. */
export const courseReportRouter = Router();
courseReportRouter.use(
  ['/admin/courses/:courseId/report', '/admin/courses/:courseId/report.csv'],
  requireAuth,
  requireCourseStaff('instructor'),
);

courseReportRouter.get('/admin/courses/:courseId/report', async (req, res) => {
  const report = await viewCourseReport(req.params.courseId, parse(CourseReportQuerySchema, req.query), auditActorOf(req, res));
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: report });
});

courseReportRouter.get('/admin/courses/:courseId/report.csv', async (req, res) => {
  const { filename, csv } = await courseReportFile(
    req.params.courseId,
    parse(CourseReportQuerySchema, req.query),
    auditActorOf(req, res),
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  // The byte-order mark tells spreadsheets the file is UTF-8 (names in Indian scripts).
  res.send(`\uFEFF${csv}`);
});
