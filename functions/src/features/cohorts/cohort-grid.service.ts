import {
  ALREADY_REMINDED_TODAY,
  INACTIVE_DAYS,
  type CohortGrid,
  type GridRow,
  type RemindResult,
} from '../../contract';
import { localiseCourse } from '../../contract/course-localisation';
import { SOURCE_LOCALE } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { csvText } from '../../lib/csv';
import { findCourse, listModules } from '../courses/catalog.service';
import { findEnrollmentsByIds } from '../enrollments/enrollments.service';
import type { StoredGroup } from '../groups/groups.service';
import { seatHoldersAmong } from '../groups/members.service';
import { EMPTY_PROGRESS, moduleProgress, type StoredProgress } from '../learning/progress';
import { findUser } from '../users/users.service';

import { idleReminderMail } from './cohort-mails';
import { sendOnce, usedReminderKeys } from './cohorts.repository';
import { cohortMembers, cohortOf, cohortView } from './cohorts.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Indian calendar day of an instant, 2026-12-03: a reminder a day is counted in the learner's India. */
export const dayInIndia = (at: Date) => indianDay.format(at);

/** One idle reminder a day per learner, whichever cohort or manager sends it. */
const idleKey = (uid: string, day: string) => `idle_${uid}_${day}`;

/**
 * Members × modules for the coordinator: each module's share of lessons done, each checkpoint's best
 * score, last activity, completion and certificate. Read from the enrolments' summaries, never the
 * attempts, so no answer can reach the grid.
 */
export async function cohortGrid(group: StoredGroup, cohortId: string, now = new Date()): Promise<CohortGrid> {
  const cohort = await cohortOf(group, cohortId);
  const [course, allModules, holders, members] = await Promise.all([
    findCourse(cohort.courseId),
    listModules(cohort.courseId),
    seatHoldersAmong(group.id, cohort.courseId, cohort.memberUids),
    cohortMembers(cohort),
  ]);
  const seats = new Map(holders.map((holder) => [holder.uid, holder]));
  const modules = allModules.filter((module) => module.isActive).sort((a, b) => a.order - b.order);
  const checkpoints = modules.flatMap((module) =>
    [...module.checkpoints].sort((a, b) => a.order - b.order).map((checkpoint) => ({ checkpoint, moduleUid: module.uid })),
  );
  const today = dayInIndia(now);
  const [enrollments, reminded] = await Promise.all([
    findEnrollmentsByIds(members.flatMap((member) => seats.get(member.uid)?.enrollmentId ?? [])),
    usedReminderKeys(members.map((member) => idleKey(member.uid, today))),
  ]);
  const rows = members.map((member): GridRow => {
    const seat = seats.get(member.uid);
    const enrollment = seat ? enrollments.get(seat.enrollmentId) : undefined;
    const stored: StoredProgress = enrollment?.progress ?? EMPTY_PROGRESS;
    const lastActivityAt = enrollment?.progress.lastAccessedAt ?? null;
    const since = lastActivityAt ?? enrollment?.enrolledAt ?? seat?.claimedAt ?? null;
    return {
      ...member,
      email: member.email || seat?.email || '',
      progress: Math.max(0, Math.min(100, Math.round(enrollment?.progress.overall ?? 0))),
      completed: enrollment?.progress.completed === true,
      certificateId: enrollment?.certificateId ?? null,
      lastActivityAt,
      inactive: since === null || now.getTime() - Date.parse(since) >= INACTIVE_DAYS * DAY_MS,
      remindedToday: reminded.has(idleKey(member.uid, today)),
      modules: modules.map((module) => {
        const done = moduleProgress(module, stored);
        return {
          moduleUid: module.uid,
          percent: module.lessons.length ? Math.round((done.lessonsCompleted / module.lessons.length) * 100) : done.completed ? 100 : 0,
          completed: done.completed,
        };
      }),
      checkpoints: checkpoints.map(({ checkpoint }) => {
        const progress = stored.checkpoints[checkpoint.uid];
        return {
          checkpointUid: checkpoint.uid,
          bestScore: progress && progress.attempts > 0 ? progress.bestScore : null,
          passed: progress?.passed === true,
        };
      }),
    };
  });
  return {
    cohort: cohortView(cohort, course?.title ?? cohort.courseId),
    modules: modules.map((module) => ({ uid: module.uid, title: module.title })),
    checkpoints: checkpoints.map(({ checkpoint, moduleUid }) => ({ uid: checkpoint.uid, moduleUid, title: checkpoint.title })),
    rows,
    inactiveDays: INACTIVE_DAYS,
  };
}

/** The grid as CSV, the same columns; every cell formula-safe (lib/csv). */
export async function cohortGridCsv(group: StoredGroup, cohortId: string): Promise<{ filename: string; csv: string }> {
  const grid = await cohortGrid(group, cohortId);
  const header = [
    'Name',
    'Email',
    'Progress (%)',
    ...grid.modules.map((module) => `${module.title} (%)`),
    ...grid.checkpoints.map((checkpoint) => `${checkpoint.title} (best score)`),
    'Last activity',
    `Inactive ${grid.inactiveDays}+ days`,
    'Completed',
    'Certificate',
  ];
  const rows = grid.rows.map((row) => [
    row.name,
    row.email,
    row.progress,
    ...row.modules.map((cell) => cell.percent),
    ...row.checkpoints.map((cell) => cell.bestScore),
    row.lastActivityAt,
    row.inactive ? 'Yes' : 'No',
    row.completed ? 'Yes' : 'No',
    row.certificateId,
  ]);
  const slug = grid.cohort.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'cohort';
  return { filename: `${slug}-progress.csv`, csv: csvText([header, ...rows]) };
}

/** Mails one member a nudge to continue; a second the same Indian day is 409 and sends nothing. */
export async function remindMember(group: StoredGroup, cohortId: string, uid: string, now = new Date()): Promise<RemindResult> {
  const grid = await cohortGrid(group, cohortId, now);
  const row = grid.rows.find((member) => member.uid === uid);
  if (!row) throw AppError.notFound('Member not found in this cohort');
  if (!row.email) throw AppError.conflict('This member has no address to remind');
  const day = dayInIndia(now);
  const [member, course] = await Promise.all([findUser(uid), findCourse(grid.cohort.courseId)]);
  const language = member?.language ?? SOURCE_LOCALE;
  const mail = idleReminderMail(
    row.email,
    {
      name: row.name,
      courseId: grid.cohort.courseId,
      courseTitle: course ? localiseCourse(course, language).title : grid.cohort.courseTitle,
      cohortName: grid.cohort.name,
      groupName: group.name,
      progress: row.progress,
    },
    language,
  );
  const sent = await sendOnce(idleKey(uid, day), { kind: 'idle', uid, cohortId: grid.cohort.id, day }, mail);
  if (!sent) throw AppError.conflict(ALREADY_REMINDED_TODAY);
  return { uid, email: row.email, remindedOn: day };
}
