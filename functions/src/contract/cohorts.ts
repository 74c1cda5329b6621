import { z } from 'zod';

/*
 * Cohorts and live sessions (issue 32; decision 0075). A group's manager (or an admin) puts
 * members holding a seat of one course into a cohort, follows them on a progress grid, reminds the
 * idle, and schedules live sessions whose invitations carry an RFC 5545 `.ics`. Endpoints (all
 * `{ success, data }`; the group guard answers 404 GROUP_NOT_FOUND to anyone not managing it):
 *   GET    /api/groups/:groupId/cohorts                                        CohortList
 *   POST   /api/groups/:groupId/cohorts                                        CohortInput -> 201 CohortView
 *   GET    /api/groups/:groupId/cohorts/:cohortId                              CohortDetails
 *   PUT    /api/groups/:groupId/cohorts/:cohortId                              CohortInput -> CohortView
 *   DELETE /api/groups/:groupId/cohorts/:cohortId                              (only without scheduled sessions)
 *   GET    /api/groups/:groupId/cohorts/:cohortId/grid                         CohortGrid
 *   GET    /api/groups/:groupId/cohorts/:cohortId/grid.csv                     the same as CSV
 *   POST   /api/groups/:groupId/cohorts/:cohortId/remind/:uid                  -> RemindResult (409 the same Indian day again)
 *   POST   /api/groups/:groupId/cohorts/:cohortId/sessions                     LiveSessionInput -> 201 LiveSessionView
 *   PUT    /api/groups/:groupId/cohorts/:cohortId/sessions/:sessionId          LiveSessionInput -> LiveSessionView
 *   DELETE /api/groups/:groupId/cohorts/:cohortId/sessions/:sessionId          -> LiveSessionView (cancelled)
 *   PUT    /api/groups/:groupId/cohorts/:cohortId/sessions/:sessionId/attendance  AttendanceInput -> LiveSessionView
 *   GET    /api/user/courses/:courseId/live-sessions/:sessionId/calendar.ics   the learner's .ics (cohort members only)
 * Stored as `cohorts`, `liveSessions` and `remindersSent` (de-duplication keys of reminders).
 */

import { documentId, requiredText, text } from './common';

export const COHORT_NOT_FOUND = 'Cohort not found';
export const LIVE_SESSION_NOT_FOUND = 'Live session not found';
export const NO_SEAT_IN_COURSE = 'This person holds no seat of this course in your group';
export const COURSE_WITHOUT_SEATS = 'Your group has no seats of this course';
export const ALREADY_REMINDED_TODAY = 'Already reminded today: a learner gets at most one reminder a day';
/** A cohort's live-session mails go out in one transaction with the session: one mail per member. */
export const MAX_COHORT_MEMBERS = 200;
/** Members who opened nothing for this many days are flagged on the grid. */
export const INACTIVE_DAYS = 7;

const IndianDate = (label: string) => z.iso.date(`${label}: use a date like 2026-12-01`);

export const CohortInputSchema = z
  .strictObject({
    courseId: documentId('Course'),
    name: requiredText('Name', 120),
    startsOn: IndianDate('Start date'),
    endsOn: IndianDate('End date'),
    memberUids: z
      .array(documentId('Member'), { error: 'Members must be a list of learners' })
      .max(MAX_COHORT_MEMBERS, `A cohort has at most ${MAX_COHORT_MEMBERS} members`)
      .default([])
      .transform((uids) => [...new Set(uids)]),
  })
  .superRefine((cohort, ctx) => {
    if (cohort.endsOn < cohort.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The end date cannot be before the start date' });
  });
export type CohortInput = z.infer<typeof CohortInputSchema>;

export const CohortParamsSchema = z.object({ cohortId: documentId('Cohort') });
export const SessionParamsSchema = z.object({ cohortId: documentId('Cohort'), sessionId: documentId('Live session') });
export const RemindParamsSchema = z.object({ cohortId: documentId('Cohort'), uid: documentId('Member') });
export const LearnerSessionParamsSchema = z.object({ courseId: documentId('Course'), sessionId: documentId('Live session') });

/** Meet, Zoom, Teams or any other: an https address, never http or a script. */
const HttpsUrl = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} is at most 2048 characters`)
    .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address` }));

export const LiveSessionInputSchema = z.strictObject({
  title: requiredText('Title', 120),
  /** An instant with its offset, e.g. 2026-12-03T18:30:00+05:30 (the form sends Indian time). */
  startsAt: z.iso.datetime({ offset: true, error: 'Start: use a date and time like 2026-12-03T18:30:00+05:30' }),
  durationMinutes: z.coerce
    .number({ error: 'Duration must be a number of minutes' })
    .int('Duration is a whole number of minutes')
    .min(5, 'A session lasts at least 5 minutes')
    .max(480, 'A session lasts at most 8 hours'),
  meetingUrl: HttpsUrl('Meeting link'),
  recordingUrl: z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    HttpsUrl('Recording link').nullable(),
  ),
});
export type LiveSessionInput = z.infer<typeof LiveSessionInputSchema>;

export const AttendanceInputSchema = z.strictObject({
  attendance: z.record(documentId('Member'), z.boolean({ error: 'Attendance is true or false' })),
});
export type AttendanceInput = z.infer<typeof AttendanceInputSchema>;

export interface CohortMemberView {
  uid: string;
  name: string;
  email: string;
}

export interface CohortView {
  id: string;
  groupId: string;
  courseId: string;
  courseTitle: string;
  name: string;
  startsOn: string;
  endsOn: string;
  memberUids: string[];
  createdAt: string | null;
  updatedAt: string | null;
}

export interface CohortList {
  cohorts: (CohortView & { upcomingSessions: number })[];
}

export type LiveSessionStatus = 'scheduled' | 'cancelled';

export interface LiveSessionView {
  id: string;
  cohortId: string;
  courseId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  meetingUrl: string;
  recordingUrl: string | null;
  /** RFC 5545 SEQUENCE of its calendar entry: 0 when scheduled, one more on every change. */
  sequence: number;
  status: LiveSessionStatus;
  attendance: Record<string, boolean>;
}

/** A cohort with its members (name and email) and its sessions, newest first. */
export interface CohortDetails {
  cohort: CohortView;
  members: CohortMemberView[];
  sessions: LiveSessionView[];
}

export interface GridModuleCell {
  moduleUid: string;
  /** Lessons completed of the module's lessons, 0–100. */
  percent: number;
  completed: boolean;
}

export interface GridCheckpointCell {
  checkpointUid: string;
  bestScore: number | null;
  passed: boolean;
}

/** One member's row: what a coordinator needs, never an answer. */
export interface GridRow extends CohortMemberView {
  progress: number;
  completed: boolean;
  certificateId: string | null;
  /** When they last opened a lesson or checkpoint; null when never. */
  lastActivityAt: string | null;
  /** Nothing opened for INACTIVE_DAYS days (counted from the enrolment when never). */
  inactive: boolean;
  remindedToday: boolean;
  modules: GridModuleCell[];
  checkpoints: GridCheckpointCell[];
}

export interface CohortGrid {
  cohort: CohortView;
  modules: { uid: string; title: string }[];
  checkpoints: { uid: string; moduleUid: string; title: string }[];
  rows: GridRow[];
  inactiveDays: number;
}

export interface RemindResult {
  uid: string;
  email: string;
  remindedOn: string;
}

/** An upcoming session on the learner's course page. */
export interface LearnerLiveSession {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  meetingUrl: string;
  cohortName: string;
  /** The `.ics` to add it to a calendar (signed-in GET). */
  calendarPath: string;
}
