import { z } from 'zod';

import { documentId } from './common';

/*
 * Scoped staff roles (issue 32; decision 0073): an admin assigns an account, per course, as its
 * instructor (reviews its essays, reads its report and item statistics) or its author (edits it).
 *   GET /api/admin/users/:uid/staff-courses  -> StaffCourses (admin)
 *   PUT /api/admin/users/:uid/staff-courses  StaffCoursesBody -> StaffCourses (admin)
 * Stored as `staffAssignments/{uid}`; the token keeps only `role`, so a change counts on the next request.
 */

export const STAFF_KINDS = ['instructor', 'author'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** The most courses one person can be given of each kind (a Firestore `in` filter takes 30). */
export const STAFF_COURSES_MAX = 30;

const courseIds = (label: string) =>
  z
    .array(documentId('Course'), { error: `${label} must be a list of course ids` })
    .max(STAFF_COURSES_MAX, `At most ${STAFF_COURSES_MAX} courses`)
    .transform((ids) => [...new Set(ids)]);

export const StaffCoursesBodySchema = z
  .object({
    instructorOf: courseIds('instructorOf'),
    authorOf: courseIds('authorOf'),
  })
  .strict();
export type StaffCoursesBody = z.infer<typeof StaffCoursesBodySchema>;

export interface StaffCourseRef {
  id: string;
  title: string;
}

export interface StaffCourses {
  uid: string;
  instructorOf: StaffCourseRef[];
  authorOf: StaffCourseRef[];
  updatedAt: string | null;
}

export const PRICE_ADMIN_ONLY = 'Only an administrator can change a price';
export const PUBLISH_ADMIN_ONLY = 'Only an administrator can publish or unpublish a course';
