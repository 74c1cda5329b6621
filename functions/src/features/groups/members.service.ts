import type { MemberList, MemberView } from '../../contract';
import { csvText } from '../../lib/csv';
import { findCourses, listModules } from '../courses/catalog.service';
import { hasStarted, findEnrollmentsByIds } from '../enrollments/enrollments.service';
import { findUsers } from '../users/users.service';

import type { StoredGroup } from './groups.repository';
import { findCourseAssignments, listAssignments, poolExists } from './seats.repository';

/** A learner holding a seat of a course in a group: what a cohort is made of. */
export interface SeatHolder {
  uid: string;
  email: string;
  enrollmentId: string;
  claimedAt: string | null;
}

/** Which of `uids` hold a seat of the course in the group now: one read each, not one per holder of the course. */
export async function seatHoldersAmong(groupId: string, courseId: string, uids: string[]): Promise<SeatHolder[]> {
  const seats = await findCourseAssignments(groupId, courseId, uids);
  return seats.map(({ uid, email, enrollmentId, claimedAt }) => ({ uid, email, enrollmentId, claimedAt }));
}

/** Whether the group ever bought seats of the course. */
export async function hasSeatsOf(groupId: string, courseId: string): Promise<boolean> {
  return poolExists(groupId, courseId);
}

/**
 * The group's people as a coordinator needs them: name, email, course, progress, each
 * checkpoint's best score, completion and certificate. Never their answers: the enrolment's
 * summary is read, not the attempts.
 */
export async function groupMembers(group: StoredGroup): Promise<MemberList> {
  const seats = await listAssignments(group.id);
  const courseIds = [...new Set(seats.map((seat) => seat.courseId))];
  const [users, enrollments, courses, modules] = await Promise.all([
    findUsers(seats.map((seat) => seat.uid)),
    findEnrollmentsByIds(seats.map((seat) => seat.enrollmentId)),
    findCourses(courseIds),
    Promise.all(courseIds.map(async (courseId) => [courseId, await listModules(courseId)] as const)).then((all) => new Map(all)),
  ]);
  const members = seats.map((seat): MemberView => {
    const enrollment = enrollments.get(seat.enrollmentId);
    const checkpoints = (modules.get(seat.courseId) ?? [])
      .filter((module) => module.isActive)
      .flatMap((module) => module.checkpoints)
      .map((checkpoint) => {
        const progress = enrollment?.progress.checkpoints[checkpoint.uid];
        return {
          checkpointUid: checkpoint.uid,
          title: checkpoint.title,
          bestScore: progress && progress.attempts > 0 ? progress.bestScore : null,
          passed: progress?.passed === true,
        };
      });
    return {
      uid: seat.uid,
      name: users.get(seat.uid)?.name ?? '',
      email: users.get(seat.uid)?.email ?? seat.email,
      courseId: seat.courseId,
      courseTitle: courses.get(seat.courseId)?.title ?? seat.courseId,
      progress: Math.max(0, Math.min(100, Math.round(enrollment?.progress.overall ?? 0))),
      completed: enrollment?.progress.completed === true,
      checkpoints,
      certificateId: enrollment?.certificateId ?? null,
      claimedAt: seat.claimedAt,
      assignmentId: seat.id,
      started: hasStarted(enrollment),
    };
  });
  members.sort((a, b) => a.courseTitle.localeCompare(b.courseTitle) || a.name.localeCompare(b.name));
  return { members };
}

/** The same as CSV, one row per member and course; checkpoint scores as "title: score" (formula-safe cells). */
export async function groupMembersCsv(group: StoredGroup): Promise<{ filename: string; csv: string }> {
  const { members } = await groupMembers(group);
  const rows: Array<Array<string | number | null>> = [
    ['Name', 'Email', 'Course', 'Progress (%)', 'Completed', 'Checkpoint best scores', 'Certificate'],
    ...members.map((member) => [
      member.name,
      member.email,
      member.courseTitle,
      member.progress,
      member.completed ? 'Yes' : 'No',
      member.checkpoints.map((checkpoint) => `${checkpoint.title}: ${checkpoint.bestScore ?? '–'}`).join('; '),
      member.certificateId,
    ]),
  ];
  const slug = group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'group';
  return { filename: `${slug}-members.csv`, csv: csvText(rows) };
}
