import { type AuditActor, type AuditChange, type StaffCourses, type StaffCoursesBody, type StaffKind } from '../../contract';
import { AppError } from '../../lib/app-error';
import { auditEntry } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { COURSE_NOT_FOUND, findCourses } from '../courses/catalog.service';
import { findUser } from '../users/users.service';

import {
  findStaffAssignment,
  listInstructorUidsOf,
  replaceStaffAssignment,
  type StoredStaffAssignment,
} from './staff.repository';

export type { StoredStaffAssignment } from './staff.repository';

const USER_NOT_FOUND = 'User not found';

/** The accounts that instruct a course (its questions' digest goes to them). */
export const instructorsOf = (courseId: string) => listInstructorUidsOf(courseId);

/** The caller's assignment, read once per request by the staff guards. */
export const findStaffAssignmentForAccess = (uid: string) => findStaffAssignment(uid);

/** The courses of one kind an assignment holds. */
export const coursesOfKind = (assignment: StoredStaffAssignment, kind: StaffKind): string[] =>
  kind === 'instructor' ? assignment.instructorOf : assignment.authorOf;

/** For the menu and the badge: read on every call, never from the token. */
export async function staffMembershipsOf(uid: string): Promise<{ instructorOf: string[]; authorOf: string[] }> {
  const { instructorOf, authorOf } = await findStaffAssignment(uid);
  return { instructorOf, authorOf };
}

async function requireUser(uid: string) {
  const user = await findUser(uid);
  if (!user) throw AppError.notFound(USER_NOT_FOUND);
  return user;
}

async function view(uid: string, assignment: StoredStaffAssignment): Promise<StaffCourses> {
  const courses = await findCourses([...assignment.instructorOf, ...assignment.authorOf]);
  const refs = (ids: string[]) => ids.map((id) => ({ id, title: courses.get(id)?.title ?? id }));
  return {
    uid,
    instructorOf: refs(assignment.instructorOf),
    authorOf: refs(assignment.authorOf),
    updatedAt: assignment.updatedAt,
  };
}

/** GET /api/admin/users/:uid/staff-courses */
export async function staffCoursesOf(uid: string): Promise<StaffCourses> {
  await requireUser(uid);
  return view(uid, await findStaffAssignment(uid));
}

/**
 * PUT /api/admin/users/:uid/staff-courses: replaces what the person instructs and authors. Every
 * course must exist (a 400 naming each one that does not, and nothing written); the change and its
 * audit entry land together.
 */
export async function setStaffCourses(uid: string, body: StaffCoursesBody, actor: AuditActor): Promise<StaffCourses> {
  const user = await requireUser(uid);
  const courses = await findCourses([...body.instructorOf, ...body.authorOf]);
  const errors = (['instructorOf', 'authorOf'] as const).flatMap((field) =>
    body[field].flatMap((id, i) => (courses.has(id) ? [] : [{ msg: COURSE_NOT_FOUND, path: `${field}.${i}` }])),
  );
  if (errors.length) throw AppError.badRequest(errors.map((error) => `${error.path}: ${error.msg}`).join(', '), errors);
  await replaceStaffAssignment(uid, body, actor.uid, (tx, before) => {
    const changes: AuditChange[] = (['instructorOf', 'authorOf'] as const).flatMap((field) =>
      before[field].join() === body[field].join() ? [] : [{ field, before: before[field], after: body[field] }],
    );
    if (changes.length)
      recordAuditInTransaction(tx, auditEntry(actor, { type: 'user', id: uid, label: user.email }, 'updated', changes));
  });
  return staffCoursesOf(uid);
}

/** What a staff route may touch: every course (an admin) or the caller's courses of the route's kind. */
export type StaffScope = { all: true } | { all: false; courseIds: string[] };

export const scopeCovers = (scope: StaffScope, courseId: string) => scope.all || scope.courseIds.includes(courseId);
