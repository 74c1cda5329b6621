import type { Course } from '../../contract';
import { AppError } from '../../lib/app-error';

import { findCourse, listCourses } from './courses.repository';
import { listActiveModules, summarise } from './modules.repository';

/** What other features read of a course, through this service (the repositories are private to courses). */
export { findCourse, findCourses } from './courses.repository';
export { findModule, listModules } from './modules.repository';

export const COURSE_NOT_FOUND = 'Course not found';

/** The courses visitors can browse and buy. */
export function listPublicCourses(): Promise<Course[]> {
  return listCourses({ activeOnly: true });
}

/** One active course with the summary of its active modules, or 404. */
export async function getPublicCourse(uid: string): Promise<Course> {
  const course = await findCourse(uid);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  const modules = (await listActiveModules(uid)).map(summarise);
  return { ...course, modules };
}
