import { logger } from 'firebase-functions/logger';

import { MEMBERS_PAGE_SIZE, type MemberList, type MemberListQuery, type MemberView } from '../../contract';
import { csvText } from '../../lib/csv';
import { findCourses, listModules } from '../courses/catalog.service';
import { hasStarted, findEnrollmentsByIds } from '../enrollments/enrollments.service';
import { findUser, findUsers } from '../users/users.service';

import type { StoredGroup } from './groups.repository';
import { sameTerms, searchKey, seatSearchTerms } from './member-search';
import {
  countAssignments,
  findCourseAssignments,
  listHolderAssignments,
  pageAssignments,
  poolExists,
  setSearchTerms,
  type StoredAssignment,
} from './seats.repository';

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

type Modules = Awaited<ReturnType<typeof listModules>>;

/** What seats of these courses show, read once per course and kept while a CSV goes through its batches. */
class CourseFacts {
  private readonly titles = new Map<string, string>();
  private readonly modules = new Map<string, Modules>();

  async load(courseIds: string[]): Promise<void> {
    const missing = [...new Set(courseIds)].filter((id) => !this.modules.has(id));
    if (!missing.length) return;
    const [courses, modules] = await Promise.all([
      findCourses(missing),
      Promise.all(missing.map(async (courseId) => [courseId, await listModules(courseId)] as const)),
    ]);
    for (const id of missing) this.titles.set(id, courses.get(id)?.title ?? id);
    for (const [id, list] of modules) this.modules.set(id, list);
  }

  title = (courseId: string) => this.titles.get(courseId) ?? courseId;
  checkpointsOf = (courseId: string) =>
    (this.modules.get(courseId) ?? []).filter((module) => module.isActive).flatMap((module) => module.checkpoints);
}

/**
 * These seats' members as a coordinator needs them: name, email, course, progress, each
 * checkpoint's best score, completion and certificate. Never their answers: the enrolment's
 * summary is read, not the attempts. Reads the seats' own profiles and enrolments only.
 */
async function membersOf(seats: StoredAssignment[], facts: CourseFacts): Promise<MemberView[]> {
  const [users, enrollments] = await Promise.all([
    findUsers(seats.map((seat) => seat.uid)),
    findEnrollmentsByIds(seats.map((seat) => seat.enrollmentId)),
    facts.load(seats.map((seat) => seat.courseId)),
  ]);
  return seats.map((seat): MemberView => {
    const enrollment = enrollments.get(seat.enrollmentId);
    const checkpoints = facts.checkpointsOf(seat.courseId).map((checkpoint) => {
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
      courseTitle: facts.title(seat.courseId),
      progress: Math.max(0, Math.min(100, Math.round(enrollment?.progress.overall ?? 0))),
      completed: enrollment?.progress.completed === true,
      checkpoints,
      certificateId: enrollment?.certificateId ?? null,
      claimedAt: seat.claimedAt,
      assignmentId: seat.id,
      started: hasStarted(enrollment),
    };
  });
}

/**
 * A page of the group's members after `cursor` (the previous page's last seat's enrolment id; only
 * this group's seats are read whatever it names), of one course and matching a search when asked.
 * One more seat than the page is read to tell whether another page follows; the total is a
 * count. However large the group, a page reads about 3 documents per row, its courses' modules, and
 * the count (one read per 1,000 seats).
 */
export async function groupMembers(group: StoredGroup, query: MemberListQuery): Promise<MemberList> {
  const cursor = query.cursor ?? null;
  const limit = query.limit ?? MEMBERS_PAGE_SIZE;
  const filter = { courseId: query.courseId ?? null, term: query.q ? searchKey(query.q) : null };
  const [seats, total] = await Promise.all([
    pageAssignments(group.id, { ...filter, after: cursor, limit: limit + 1 }),
    countAssignments(group.id, filter),
  ]);
  const page = seats.slice(0, limit);
  return {
    members: await membersOf(page, new CourseFacts()),
    total,
    nextCursor: seats.length > limit ? page[page.length - 1].enrollmentId : null,
  };
}

/** Seats read per batch for the CSV: every member, without holding the whole group in one read. */
const CSV_BATCH = 200;

/** Every member as CSV, one row per member and course; checkpoint scores as "title: score" (formula-safe cells). */
export async function groupMembersCsv(group: StoredGroup): Promise<{ filename: string; csv: string }> {
  const facts = new CourseFacts();
  const members: MemberView[] = [];
  for (let after: string | null = null; ; ) {
    const seats = await pageAssignments(group.id, { courseId: null, after, limit: CSV_BATCH });
    members.push(...(await membersOf(seats, facts)));
    if (seats.length < CSV_BATCH) break;
    after = seats[seats.length - 1].enrollmentId;
  }
  members.sort((a, b) => a.courseTitle.localeCompare(b.courseTitle) || a.name.localeCompare(b.name));
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

/**
 * After a person's name or address changed: the seats they hold are found by the new one (and no
 * longer by an old name). Reads their seats (one query) and writes only those whose terms changed.
 * The change itself is saved by then, so a failure here is logged, not answered: the search is a
 * copy, and scripts/ops/backfill-member-search.mjs mends it.
 */
export async function refreshMemberSearch(uid: string): Promise<void> {
  try {
    const [profile, seats] = await Promise.all([findUser(uid), listHolderAssignments(uid)]);
    const changes = seats
      .filter((seat) => !seat.released)
      .map((seat) => ({ id: seat.id, before: seat.searchTerms, terms: seatSearchTerms(seat.email, profile) }))
      .filter((change) => !sameTerms(change.before, change.terms));
    await setSearchTerms(changes);
  } catch (error) {
    logger.warn(`Seats of ${uid} keep their old search terms: ${error instanceof Error ? error.message : String(error)}`, {
      event: 'groups.member_search_stale',
    });
  }
}
