import {
  COHORT_NOT_FOUND,
  COURSE_WITHOUT_SEATS,
  NO_SEAT_IN_COURSE,
  type CohortDetails,
  type CohortInput,
  type CohortList,
  type CohortMemberView,
  type AuditActor,
  type CohortView,
  type LiveSessionView,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { findCourse, findCourses } from '../courses/catalog.service';
import type { StoredGroup } from '../groups/groups.service';
import { hasSeatsOf, seatHoldersAmong, type SeatHolder } from '../groups/members.service';
import { findUsers } from '../users/users.service';

import { endOf } from './cohort-mails';
import {
  CohortHasSessionsError,
  createCohort,
  deleteCohort,
  findCohort,
  listCohortSessions,
  listGroupCohorts,
  updateCohort,
  type StoredCohort,
  listMemberCohorts,
  type StoredSession,
} from './cohorts.repository';

export type { StoredCohort } from './cohorts.repository';

export function cohortView(cohort: StoredCohort, courseTitle: string): CohortView {
  return { ...cohort, courseTitle };
}

export function sessionView(session: StoredSession): LiveSessionView {
  return {
    id: session.id,
    cohortId: session.cohortId,
    courseId: session.courseId,
    title: session.title,
    startsAt: session.startsAt.toISOString(),
    endsAt: endOf(session).toISOString(),
    durationMinutes: session.durationMinutes,
    meetingUrl: session.meetingUrl,
    recordingUrl: session.recordingUrl,
    sequence: session.sequence,
    status: session.status,
    attendance: session.attendance,
  };
}

/** The group's cohort named by the request; another group's (or none) is the same 404. */
export async function cohortOf(group: StoredGroup, cohortId: string): Promise<StoredCohort> {
  const cohort = await findCohort(cohortId);
  if (!cohort || cohort.groupId !== group.id) throw AppError.notFound(COHORT_NOT_FOUND);
  return cohort;
}

/**
 * Members must hold a seat of the cohort's course in this group: each other uid is a 400 naming
 * its place in the list. Answers the members' seats, for the caller's use (one read per member).
 */
async function checkMembers(group: StoredGroup, courseId: string, memberUids: string[]): Promise<SeatHolder[]> {
  if (!(await hasSeatsOf(group.id, courseId)))
    throw AppError.badRequest(COURSE_WITHOUT_SEATS, [{ path: 'courseId', msg: COURSE_WITHOUT_SEATS }]);
  const holders = await seatHoldersAmong(group.id, courseId, memberUids);
  const seated = new Set(holders.map((holder) => holder.uid));
  const errors = memberUids
    .map((uid, index) => ({ uid, index }))
    .filter(({ uid }) => !seated.has(uid))
    .map(({ index }) => ({ path: `memberUids.${index}`, msg: NO_SEAT_IN_COURSE }));
  if (errors.length) throw AppError.badRequest(NO_SEAT_IN_COURSE, errors);
  return holders;
}

export async function listCohorts(group: StoredGroup, now = new Date()): Promise<CohortList> {
  const cohorts = await listGroupCohorts(group.id);
  const [courses, sessions] = await Promise.all([
    findCourses([...new Set(cohorts.map((cohort) => cohort.courseId))]),
    Promise.all(cohorts.map((cohort) => listCohortSessions(cohort.id))),
  ]);
  return {
    cohorts: cohorts
      .map((cohort, index) => ({
        ...cohortView(cohort, courses.get(cohort.courseId)?.title ?? cohort.courseId),
        upcomingSessions: sessions[index].filter((s) => s.status === 'scheduled' && endOf(s) > now).length,
      }))
      .sort((a, b) => b.startsOn.localeCompare(a.startsOn) || a.name.localeCompare(b.name)),
  };
}

const COHORT_FIELDS = ['name', 'courseId', 'startsOn', 'endsOn', 'memberUids'] as const;

/** How the audit log names a cohort: its name and its group's. */
const cohortResource = (group: StoredGroup, cohort: { id: string; name: string }) => ({
  type: 'cohort' as const,
  id: cohort.id,
  label: `${cohort.name} (${group.name})`,
});

export async function addCohort(group: StoredGroup, input: CohortInput, actor: AuditActor): Promise<CohortView> {
  await checkMembers(group, input.courseId, input.memberUids);
  const course = await findCourse(input.courseId);
  const id = await createCohort({ groupId: group.id, ...input }, actor.uid, (tx, created) =>
    recordAuditInTransaction(
      tx,
      auditEntry(actor, cohortResource(group, { ...created, name: input.name }), 'created', changedFields(null, input, COHORT_FIELDS)),
    ),
  );
  const cohort = await findCohort(id);
  if (!cohort) throw AppError.notFound(COHORT_NOT_FOUND);
  return cohortView(cohort, course?.title ?? input.courseId);
}

export async function editCohort(group: StoredGroup, cohortId: string, input: CohortInput, actor: AuditActor): Promise<CohortView> {
  const cohort = await cohortOf(group, cohortId);
  if (input.courseId !== cohort.courseId) {
    const msg = "A cohort's course cannot change: make a new cohort";
    throw AppError.badRequest(msg, [{ path: 'courseId', msg }]);
  }
  await checkMembers(group, cohort.courseId, input.memberUids);
  const fields = { name: input.name, startsOn: input.startsOn, endsOn: input.endsOn, memberUids: input.memberUids };
  const found = await updateCohort(cohort.id, fields, (tx, before) => {
    const changes = changedFields(before, fields, COHORT_FIELDS.filter((field) => field !== 'courseId'));
    if (changes.length) recordAuditInTransaction(tx, auditEntry(actor, cohortResource(group, before), 'updated', changes));
  });
  if (!found) throw AppError.notFound(COHORT_NOT_FOUND);
  const [saved, course] = await Promise.all([findCohort(cohort.id), findCourse(cohort.courseId)]);
  if (!saved) throw AppError.notFound(COHORT_NOT_FOUND);
  return cohortView(saved, course?.title ?? cohort.courseId);
}

export async function removeCohort(group: StoredGroup, cohortId: string, actor: AuditActor): Promise<void> {
  const cohort = await cohortOf(group, cohortId);
  try {
    await deleteCohort(cohort.id, (tx, before) =>
      recordAuditInTransaction(
        tx,
        auditEntry(actor, cohortResource(group, before), 'deleted', changedFields(before, null, COHORT_FIELDS)),
      ),
    );
  } catch (err) {
    if (err instanceof CohortHasSessionsError)
      throw AppError.conflict('This cohort has scheduled live sessions: cancel them first');
    throw err;
  }
}

/** Names and addresses of the cohort's members (the seat's address when the profile has none). */
export async function cohortMembers(cohort: StoredCohort): Promise<CohortMemberView[]> {
  const users = await findUsers(cohort.memberUids);
  return cohort.memberUids
    .map((uid) => ({ uid, name: users.get(uid)?.name ?? '', email: users.get(uid)?.email ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function cohortDetails(group: StoredGroup, cohortId: string): Promise<CohortDetails> {
  const cohort = await cohortOf(group, cohortId);
  const [course, members, sessions] = await Promise.all([
    findCourse(cohort.courseId),
    cohortMembers(cohort),
    listCohortSessions(cohort.id),
  ]);
  return {
    cohort: cohortView(cohort, course?.title ?? cohort.courseId),
    members,
    sessions: sessions.map(sessionView).sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
  };
}

/** The earliest start (an Indian date) of the learner's cohorts in a course, or null outside any. */
export async function cohortStartFor(uid: string, courseId: string): Promise<string | null> {
  const starts = (await listMemberCohorts(uid, courseId)).map((cohort) => cohort.startsOn).sort();
  return starts[0] ?? null;
}
