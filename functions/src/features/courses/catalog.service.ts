import type { Course, CourseModule, CourseSeats } from '../../contract';
// Not the index: the public pages' renderer reads courses through here, and must not load every schema.
import { localiseCourse, type LocalisedCourse } from '../../contract/course-localisation';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';

import { findCourse as readCourse, findCourses as readCourses, listCourses } from './courses.repository';
import { findModule as readModule, listActiveModules, listModules as readModules, summarise } from './modules.repository';

export const COURSE_NOT_FOUND = 'Course not found';

/** A course by id, active or not (learners keep the courses they took); null for none, or an id that cannot be one. */
export function findCourse(uid: string): Promise<Course | null> {
  return readCourse(uid);
}

/** Several courses by id, in one batched read; ids that name none are left out. */
export function findCourses(uids: string[]): Promise<Map<string, Course>> {
  return readCourses(uids);
}

/** A module by id, active or not; null for none. */
export function findModule(uid: string): Promise<CourseModule | null> {
  return readModule(uid);
}

/** Every module of a course, deactivated ones included (the back-office, reports and accommodations name them). */
export function listModules(courseId: string): Promise<CourseModule[]> {
  return readModules(courseId);
}

/**
 * The modules a learner takes: the course's active ones. Progress, completion and certificates
 * count these alone, so a deactivated module stops counting and counts again when reactivated.
 */
export async function listLiveModules(courseId: string): Promise<CourseModule[]> {
  return (await readModules(courseId)).filter((module) => module.isActive);
}

/** The courses visitors can browse and buy, each in `locale` where it has a version in it, else in English. */
export async function listPublicCourses(locale: Locale = SOURCE_LOCALE): Promise<LocalisedCourse[]> {
  return (await listCourses({ activeOnly: true })).map((course) => localiseCourse(course, locale));
}

/** How full a course is now: the course page refreshes this figure over its cached copy (issue 39). */
export async function getCourseSeats(uid: string): Promise<CourseSeats> {
  const course = await findCourse(uid);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  return { currentStudents: course.currentStudents, maxStudents: course.maxStudents };
}

/** One active course in `locale` (English where it has no version in it) with the summary of its active modules, or 404. */

export async function getPublicCourse(uid: string, locale: Locale = SOURCE_LOCALE): Promise<LocalisedCourse> {
  const course = await findCourse(uid);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  const modules = (await listActiveModules(uid)).map(summarise);
  return localiseCourse({ ...course, modules }, locale);
}
