import {
  LIVE_SESSION_NOT_FOUND,
  type AttendanceInput,
  type AuditActor,
  type Course,
  type LearnerLiveSession,
  type LiveSessionInput,
  type LiveSessionView,
  type User,
} from '../../contract';
import { localiseCourse } from '../../contract/course-localisation';
import type { Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { findCourse } from '../courses/catalog.service';
import { findGroupForAccess, type StoredGroup } from '../groups/groups.service';
import { findUsers } from '../users/users.service';

import { endOf, sessionCalendar, sessionChangeMail, sessionReminderMail, type SessionChangeKind, type SessionFacts } from './cohort-mails';
import {
  findCohort,
  findSession,
  listCohortSessions,
  listMemberCohorts,
  listSessionsStartingBetween,
  recordAttendance,
  remindSessionOnce,
  writeSession,
  type StoredCohort,
  type StoredSession,
} from './cohorts.repository';
import { cohortOf, sessionView } from './cohorts.service';

const HOUR_MS = 60 * 60 * 1000;

function factsOf(session: StoredSession, cohort: StoredCohort, names: { courseTitle: string; groupName: string }): SessionFacts {
  return {
    id: session.id,
    title: session.title,
    startsAt: session.startsAt,
    durationMinutes: session.durationMinutes,
    meetingUrl: session.meetingUrl,
    sequence: session.sequence,
    courseId: session.courseId,
    courseTitle: names.courseTitle,
    cohortName: cohort.name,
    groupName: names.groupName,
  };
}

/** The members' addresses and languages, read before the transaction that queues their mails. */
async function memberAddresses(cohort: StoredCohort): Promise<Array<{ email: string; language: Locale }>> {
  const users = await findUsers(cohort.memberUids);
  return cohort.memberUids.flatMap((uid) => {
    const user = users.get(uid);
    return user?.email ? [{ email: user.email, language: user.language }] : [];
  });
}

/** A session's facts as a member reading in `language` gets them: the course's title in it, where the course has one. */
const factsIn = (facts: SessionFacts, course: Course | null, language: Locale): SessionFacts =>
  course ? { ...facts, courseTitle: localiseCourse(course, language).title } : facts;

async function sessionOf(cohort: StoredCohort, sessionId: string): Promise<StoredSession> {
  const session = await findSession(sessionId);
  if (!session || session.cohortId !== cohort.id) throw AppError.notFound(LIVE_SESSION_NOT_FOUND);
  return session;
}

function inputFields(input: LiveSessionInput) {
  return {
    title: input.title,
    startsAt: new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    meetingUrl: input.meetingUrl,
    recordingUrl: input.recordingUrl,
  };
}

const SESSION_FIELDS = ['title', 'startsAt', 'durationMinutes', 'meetingUrl', 'recordingUrl', 'status'] as const;

/** How the audit log names a session: its title, its cohort and its group. */
const sessionResource = (group: StoredGroup, cohort: StoredCohort, session: { id: string; title: string }) => ({
  type: 'liveSession' as const,
  id: session.id,
  label: `${session.title} (${cohort.name}, ${group.name})`,
});

/**
 * Writes a session's change with one mail per member and its audit entry in the same transaction;
 * the SEQUENCE is the stored one plus one (0 for a new session), so every version a calendar sees
 * is newer.
 */
async function changeSession(
  { group, cohort, actor }: { group: StoredGroup; cohort: StoredCohort; actor: AuditActor },
  sessionId: string | null,
  kind: SessionChangeKind,
  next: (current: StoredSession | null) => Omit<StoredSession, 'id' | 'sequence'> | null,
  now: Date,
): Promise<LiveSessionView> {
  const [addresses, course] = await Promise.all([memberAddresses(cohort), findCourse(cohort.courseId)]);
  const names = { courseTitle: course?.title ?? cohort.courseId, groupName: group.name };
  const saved = await writeSession(sessionId, (current, id) => {
    const fields = next(current);
    if (!fields) return null;
    const session = { ...fields, sequence: current ? current.sequence + 1 : 0 };
    const facts = factsOf({ id, ...session }, cohort, names);
    const entry = auditEntry(
      actor,
      sessionResource(group, cohort, { id, title: session.title }),
      current ? 'updated' : 'created',
      changedFields(current, session, SESSION_FIELDS),
    );
    return {
      session,
      mails: addresses.map((to) => sessionChangeMail(to.email, factsIn(facts, course, to.language), kind, now, to.language)),
      also: (tx) => recordAuditInTransaction(tx, entry),
    };
  });
  if (!saved) throw AppError.notFound(LIVE_SESSION_NOT_FOUND);
  return sessionView(saved);
}

function futureStart(input: LiveSessionInput, now: Date) {
  if (Date.parse(input.startsAt) <= now.getTime()) {
    const msg = 'A live session must start in the future';
    throw AppError.badRequest(msg, [{ path: 'startsAt', msg }]);
  }
}

export async function scheduleSession(
  group: StoredGroup,
  cohortId: string,
  input: LiveSessionInput,
  actor: AuditActor,
  now = new Date(),
) {
  const cohort = await cohortOf(group, cohortId);
  futureStart(input, now);
  return changeSession(
    { group, cohort, actor },
    null,
    'scheduled',
    () => ({ ...inputFields(input), cohortId: cohort.id, groupId: group.id, courseId: cohort.courseId, status: 'scheduled', attendance: {} }),
    now,
  );
}

export async function editSession(
  group: StoredGroup,
  cohortId: string,
  sessionId: string,
  input: LiveSessionInput,
  actor: AuditActor,
  now = new Date(),
) {
  const cohort = await cohortOf(group, cohortId);
  const session = await sessionOf(cohort, sessionId);
  if (session.status === 'cancelled') throw AppError.conflict('This session is cancelled; schedule a new one');
  if (input.startsAt !== session.startsAt.toISOString() && Date.parse(input.startsAt) !== session.startsAt.getTime()) futureStart(input, now);
  return changeSession(
    { group, cohort, actor },
    session.id,
    'updated',
    (current) => (current && current.status === 'scheduled' ? { ...current, ...inputFields(input) } : null),
    now,
  );
}

export async function cancelSession(group: StoredGroup, cohortId: string, sessionId: string, actor: AuditActor, now = new Date()) {
  const cohort = await cohortOf(group, cohortId);
  const session = await sessionOf(cohort, sessionId);
  if (session.status === 'cancelled') throw AppError.conflict('This session is already cancelled');
  return changeSession(
    { group, cohort, actor },
    session.id,
    'cancelled',
    (current) => (current && current.status === 'scheduled' ? { ...current, status: 'cancelled' } : null),
    now,
  );
}

export async function markAttendance(
  group: StoredGroup,
  cohortId: string,
  sessionId: string,
  input: AttendanceInput,
  actor: AuditActor,
) {
  const cohort = await cohortOf(group, cohortId);
  const session = await sessionOf(cohort, sessionId);
  const members = new Set(cohort.memberUids);
  const errors = Object.keys(input.attendance)
    .filter((uid) => !members.has(uid))
    .map((uid) => ({ path: `attendance.${uid}`, msg: 'Not a member of this cohort' }));
  if (errors.length) throw AppError.badRequest('Attendance names someone outside this cohort', errors);
  const saved = await recordAttendance(session.id, input.attendance, (tx, before) => {
    const changes = changedFields(before, { attendance: { ...before.attendance, ...input.attendance } }, ['attendance']);
    if (changes.length)
      recordAuditInTransaction(tx, auditEntry(actor, sessionResource(group, cohort, before), 'updated', changes));
  });
  if (!saved) throw AppError.notFound(LIVE_SESSION_NOT_FOUND);
  return sessionView(saved);
}

/** Upcoming (not yet ended) sessions of the learner's cohorts in a course, soonest first. */
export async function upcomingSessionsFor(uid: string, courseId: string, now = new Date()): Promise<LearnerLiveSession[]> {
  const cohorts = await listMemberCohorts(uid, courseId);
  const lists = await Promise.all(cohorts.map(async (cohort) => ({ cohort, sessions: await listCohortSessions(cohort.id) })));
  return lists
    .flatMap(({ cohort, sessions }) =>
      sessions
        .filter((session) => session.status === 'scheduled' && endOf(session) > now)
        .map((session) => ({
          id: session.id,
          title: session.title,
          startsAt: session.startsAt.toISOString(),
          endsAt: endOf(session).toISOString(),
          durationMinutes: session.durationMinutes,
          meetingUrl: session.meetingUrl,
          cohortName: cohort.name,
          calendarPath: `/api/user/courses/${encodeURIComponent(courseId)}/live-sessions/${encodeURIComponent(session.id)}/calendar.ics`,
        })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The learner's "Add to calendar", in their language: the session's current version; anyone outside its cohort gets 404. */
export async function learnerCalendar(
  { uid, language }: Pick<User, 'uid' | 'language'>,
  courseId: string,
  sessionId: string,
  now = new Date(),
) {
  const session = await findSession(sessionId);
  const cohort = session ? (await listMemberCohorts(uid, courseId)).find((c) => c.id === session.cohortId) : undefined;
  if (!session || !cohort || session.status !== 'scheduled') throw AppError.notFound(LIVE_SESSION_NOT_FOUND);
  const [course, group] = await Promise.all([findCourse(courseId), findGroupForAccess(cohort.groupId)]);
  const facts = factsOf(session, cohort, { courseTitle: course?.title ?? courseId, groupName: group?.name ?? '' });
  return { filename: 'live-session.ics', ics: sessionCalendar(factsIn(facts, course, language), 'PUBLISH', now, language) };
}

/**
 * The reminder an hour before: every scheduled session starting within the next hour gets one
 * reminder per start time (a moved session is reminded again for its new time). The scheduled
 * function runs it every 15 minutes; `now` is injected so tests and the local timer run the same
 * code. Answers how many sessions were reminded.
 */
export async function remindUpcomingSessions(now: Date): Promise<number> {
  const due = await listSessionsStartingBetween(now, new Date(now.getTime() + HOUR_MS));
  let reminded = 0;
  for (const session of due) {
    const cohort = await findCohort(session.cohortId);
    if (!cohort) continue;
    const [course, group, users] = await Promise.all([
      findCourse(session.courseId),
      findGroupForAccess(session.groupId),
      findUsers(cohort.memberUids),
    ]);
    const names = { courseTitle: course?.title ?? session.courseId, groupName: group?.name ?? '' };
    const key = `session_${session.id}_${session.startsAt.getTime()}`;
    const sent = await remindSessionOnce(key, session, (current, stored) =>
      stored.memberUids.flatMap((uid) => {
        const user = users.get(uid);
        return user?.email ? [sessionReminderMail(user.email, factsIn(factsOf(current, stored, names), course, user.language), user.language)] : [];
      }),
    );
    if (sent) reminded += 1;
  }
  return reminded;
}
