import { Router, type Response } from 'express';

import {
  AttendanceInputSchema,
  CohortInputSchema,
  CohortParamsSchema,
  LearnerSessionParamsSchema,
  LIVE_SESSION_NOT_FOUND,
  LiveSessionInputSchema,
  RemindParamsSchema,
  SessionParamsSchema,
} from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireAuth } from '../../http/authenticate';
import { groupOf, requireGroupManager } from '../../http/group-access';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';

import { cohortGrid, cohortGridCsv, remindMember } from './cohort-grid.service';
import { addCohort, cohortDetails, editCohort, listCohorts, removeCohort } from './cohorts.service';
import { cancelSession, editSession, learnerCalendar, markAttendance, scheduleSession } from './live-sessions.service';

const noStore = (res: Response) => res.setHeader('Cache-Control', 'private, no-store');

/** Cohorts and live sessions of a group: its managers (and admins) only, each other group a 404. */
export const cohortsRouter = Router();

const manager = [requireAuth, requireGroupManager()];
const cohorts = '/groups/:groupId/cohorts';
const cohort = `${cohorts}/:cohortId`;
const session = `${cohort}/sessions/:sessionId`;

cohortsRouter.get(cohorts, ...manager, async (_req, res) => {
  noStore(res);
  res.json({ success: true, data: await listCohorts(groupOf(res)) });
});

cohortsRouter.post(cohorts, ...manager, async (req, res) => {
  const data = await addCohort(groupOf(res), parse(CohortInputSchema, req.body), auditActorOf(req, res));
  res.status(201).json({ success: true, message: 'Cohort created', data });
});

cohortsRouter.get(cohort, ...manager, async (req, res) => {
  noStore(res);
  const { cohortId } = parse(CohortParamsSchema, req.params);
  res.json({ success: true, data: await cohortDetails(groupOf(res), cohortId) });
});

cohortsRouter.put(cohort, ...manager, async (req, res) => {
  const { cohortId } = parse(CohortParamsSchema, req.params);
  const data = await editCohort(groupOf(res), cohortId, parse(CohortInputSchema, req.body), auditActorOf(req, res));
  res.json({ success: true, message: 'Cohort saved', data });
});

cohortsRouter.delete(cohort, ...manager, async (req, res) => {
  const { cohortId } = parse(CohortParamsSchema, req.params);
  await removeCohort(groupOf(res), cohortId, auditActorOf(req, res));
  res.json({ success: true, message: 'Cohort deleted', data: { id: cohortId } });
});

cohortsRouter.get(`${cohort}/grid`, ...manager, async (req, res) => {
  noStore(res);
  const { cohortId } = parse(CohortParamsSchema, req.params);
  res.json({ success: true, data: await cohortGrid(groupOf(res), cohortId) });
});

cohortsRouter.get(`${cohort}/grid.csv`, ...manager, async (req, res) => {
  const { cohortId } = parse(CohortParamsSchema, req.params);
  const { filename, csv } = await cohortGridCsv(groupOf(res), cohortId);
  noStore(res);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  // The byte-order mark tells spreadsheets the file is UTF-8 (names in Indian scripts).
  res.send(`\uFEFF${csv}`);
});

cohortsRouter.post(`${cohort}/remind/:uid`, ...manager, async (req, res) => {
  const { cohortId, uid } = parse(RemindParamsSchema, req.params);
  const data = await remindMember(groupOf(res), cohortId, uid);
  res.json({ success: true, message: `Reminder sent to ${data.email}`, data });
});

cohortsRouter.post(`${cohort}/sessions`, ...manager, async (req, res) => {
  const { cohortId } = parse(CohortParamsSchema, req.params);
  const data = await scheduleSession(groupOf(res), cohortId, parse(LiveSessionInputSchema, req.body), auditActorOf(req, res));
  res.status(201).json({ success: true, message: 'Live session scheduled; the members are invited', data });
});

cohortsRouter.put(session, ...manager, async (req, res) => {
  const { cohortId, sessionId } = parse(SessionParamsSchema, req.params);
  const data = await editSession(groupOf(res), cohortId, sessionId, parse(LiveSessionInputSchema, req.body), auditActorOf(req, res));
  res.json({ success: true, message: 'Live session changed; the members have the update', data });
});

cohortsRouter.delete(session, ...manager, async (req, res) => {
  const { cohortId, sessionId } = parse(SessionParamsSchema, req.params);
  const data = await cancelSession(groupOf(res), cohortId, sessionId, auditActorOf(req, res));
  res.json({ success: true, message: 'Live session cancelled; the members are told', data });
});

cohortsRouter.put(`${session}/attendance`, ...manager, async (req, res) => {
  const { cohortId, sessionId } = parse(SessionParamsSchema, req.params);
  const data = await markAttendance(groupOf(res), cohortId, sessionId, parse(AttendanceInputSchema, req.body), auditActorOf(req, res));
  res.json({ success: true, message: 'Attendance saved', data });
});

/** A cohort member's "Add to calendar" on their course page; anyone else gets 404. */
cohortsRouter.get('/user/courses/:courseId/live-sessions/:sessionId/calendar.ics', requireAuth, async (req, res) => {
  // A malformed id is as unknown as any other: the learner area's 404, never a 400 that tells it apart.
  const params = LearnerSessionParamsSchema.safeParse(req.params);
  if (!params.success) throw AppError.notFound(LIVE_SESSION_NOT_FOUND);
  const { courseId, sessionId } = params.data;
  const { filename, ics } = await learnerCalendar(authOf(res).user, courseId, sessionId);
  noStore(res);
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(ics);
});
