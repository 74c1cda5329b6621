import { Router } from 'express';

import { MarkSubmissionBodySchema, StaffSubmissionsQuerySchema, SUBMISSION_FILE_FIELDS } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireAuth } from '../../http/authenticate';
import { readForm } from '../../http/multipart';
import { requireStaff, staffScopeOf } from '../../http/staff-access';
import { parse } from '../../http/validate';

import { openSubmissionFile } from './assignment-files.service';
import { markSubmission, staffSubmission, staffSubmissions } from './assignment-marking.service';
import { learnerAssignment, submitAssignment } from './assignments.service';

/** Assignments that can be handed in (issue 39): learners hand in, the course's instructors mark. */
export const assignmentsRouter = Router();

// Under /user, whose guard (learning.routes.ts) asks for a session and keeps responses private.
const assignment = '/user/courses/:courseId/modules/:moduleId/lessons/:lessonId/assignment';

assignmentsRouter.get(assignment, async (req, res) => {
  const { courseId, moduleId, lessonId } = req.params;
  res.json({ success: true, data: await learnerAssignment(authOf(res).user, courseId, moduleId, lessonId) });
});

assignmentsRouter.post(`${assignment}/submissions`, async (req, res) => {
  const form = await readForm(req, SUBMISSION_FILE_FIELDS);
  const { courseId, moduleId, lessonId } = req.params;
  const submission = await submitAssignment(authOf(res).user, courseId, moduleId, lessonId, form);
  res.status(201).json({ success: true, message: 'Your work is handed in', data: { submission } });
});

// A file opens to a link signed for the submission's readers (the learner, its markers): a PDF or image opened in a new tab carries no bearer token.
// It is a PDF or an image by its content (checked on the way in) and sent with nosniff; no CSP sandbox, which stops Chrome's PDF viewer.
assignmentsRouter.get('/assignment-files/:submissionId/:index', async (req, res) => {
  const file = await openSubmissionFile(req.params.submissionId, req.params.index, req.query.exp, req.query.sig);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  await new Promise<void>((resolve, reject) => {
    file.stream.on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
  });
});

const staff = '/admin/assignments';
assignmentsRouter.use([staff, `${staff}/*rest`], requireAuth, requireStaff('instructor'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

assignmentsRouter.get(staff, async (req, res) => {
  const { show } = parse(StaffSubmissionsQuerySchema, req.query);
  res.json({ success: true, data: { submissions: await staffSubmissions(staffScopeOf(res), show) } });
});

assignmentsRouter.get(`${staff}/:submissionId`, async (req, res) => {
  res.json({ success: true, data: { submission: await staffSubmission(staffScopeOf(res), req.params.submissionId) } });
});

assignmentsRouter.put(`${staff}/:submissionId/mark`, async (req, res) => {
  const body = parse(MarkSubmissionBodySchema, req.body);
  const submission = await markSubmission(authOf(res).user, staffScopeOf(res), req.params.submissionId, body, auditActorOf(req, res));
  res.json({ success: true, message: submission.mark?.passed ? 'Marked: passed' : 'Marked: needs work', data: { submission } });
});
