import type { Course, CourseInput, CourseModule, ModuleInput } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../http/multipart';
import { recordUpload } from '../../media/upload-records';
import { storeUpload, type MediaKind } from '../../media/uploads';
import { recordActivity } from '../activity/activity.repository';
import { countCourseEnrollments } from '../enrollments/enrollments.service';
import { checkRequireWatching } from '../learning/watch-requirement.service';

import { courseMedia, moduleMedia, removeDropped } from './course-media.service';
import { createCourse, deleteCourse, findCourse, listCourses, updateCourse } from './courses.repository';
import { createModule, deleteModule, findModule, listModules, summarise, updateModule } from './modules.repository';

const COURSE_NOT_FOUND = 'Course not found';
const MODULE_NOT_FOUND = 'Module not found';

async function existingCourse(id: string): Promise<Course> {
  const course = await findCourse(id);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  return course;
}

async function existingModule(id: string): Promise<CourseModule> {
  const module = await findModule(id);
  if (!module) throw AppError.notFound(MODULE_NOT_FOUND);
  return module;
}

/** Every course, active or not, newest first. */
export const listAdminCourses = () => listCourses({ activeOnly: false });

/** One course with its modules in full (answers included: this is the author's view). */
export async function getAdminCourse(id: string): Promise<{ course: Course; modules: CourseModule[] }> {
  const course = await existingCourse(id);
  const modules = await listModules(id);
  return { course: { ...course, modules: modules.map(summarise) }, modules };
}

export async function createAdminCourse(input: CourseInput, actorUid: string): Promise<Course> {
  const course = await createCourse(input);
  await recordActivity({ type: 'course', action: 'created', name: course.title, actorUid });
  return course;
}

export async function updateAdminCourse(id: string, input: CourseInput, actorUid: string): Promise<Course> {
  const written = isDocumentId(id) ? await updateCourse(id, input) : null;
  if (!written) throw AppError.notFound(COURSE_NOT_FOUND);
  await removeDropped(courseMedia(written.before), courseMedia(written.after));
  await recordActivity({ type: 'course', action: 'updated', name: written.after.title, actorUid });
  return written.after;
}

/** Learners' progress and certificates hang on a course: one with enrolments is deactivated, never deleted. */
async function refuseWhenEnrolled(courseId: string, what: 'course' | 'module'): Promise<void> {
  const enrolled = await countCourseEnrollments(courseId);
  if (enrolled > 0) {
    throw AppError.conflict(
      `This ${what} cannot be deleted: ${enrolled} learner${enrolled === 1 ? ' is' : 's are'} enrolled in the course. Deactivate it instead.`,
    );
  }
}

export async function deleteAdminCourse(id: string, actorUid: string): Promise<void> {
  if (!isDocumentId(id)) throw AppError.notFound(COURSE_NOT_FOUND);
  await refuseWhenEnrolled(id, 'course');
  for (const module of await listModules(id)) {
    const deleted = await deleteModule(module.uid);
    if (deleted) await removeDropped(moduleMedia(deleted), []);
  }
  const course = await deleteCourse(id);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  await removeDropped(courseMedia(course), []);
  await recordActivity({ type: 'course', action: 'deleted', name: course.title, actorUid });
}

export const getAdminModule = (id: string) => existingModule(id);

export async function createAdminModule(courseId: string, input: ModuleInput, actorUid: string): Promise<CourseModule> {
  await existingCourse(courseId);
  await checkRequireWatching(input.lessons);
  const module = await createModule(courseId, input);
  await recordActivity({ type: 'module', action: 'created', name: module.title, actorUid });
  return module;
}

/**
 * Replaces a module's fields, lessons and checkpoints. Items keep their uids, so learners keep
 * their progress on what remains; removed items simply stop counting (progress is recomputed
 * against the course as it is on every read).
 */
export async function updateAdminModule(id: string, input: ModuleInput, actorUid: string): Promise<CourseModule> {
  await checkRequireWatching(input.lessons);
  const written = isDocumentId(id) ? await updateModule(id, input) : null;
  if (!written) throw AppError.notFound(MODULE_NOT_FOUND);
  await removeDropped(moduleMedia(written.before), moduleMedia(written.after));
  await recordActivity({ type: 'module', action: 'updated', name: written.after.title, actorUid });
  return written.after;
}

export async function deleteAdminModule(id: string, actorUid: string): Promise<void> {
  const module = await existingModule(id);
  await refuseWhenEnrolled(module.courseId, 'module');
  const deleted = await deleteModule(id);
  if (!deleted) throw AppError.notFound(MODULE_NOT_FOUND);
  await removeDropped(moduleMedia(deleted), []);
  await recordActivity({ type: 'module', action: 'deleted', name: deleted.title, actorUid });
}

/** Stores a file for a course (cover, instructor) or a lesson (video, document); returns its URL. */
export async function uploadCourseMedia(kind: string | undefined, file: UploadedFile | undefined): Promise<string> {
  if (kind !== 'image' && kind !== 'video' && kind !== 'document') {
    throw AppError.badRequest('Kind must be image, video or document', [
      { msg: 'Kind must be image, video or document', path: 'kind' },
    ]);
  }
  if (!file) throw AppError.badRequest('File is required', [{ msg: 'File is required', path: 'file' }]);
  const url = await storeUpload(file, kind as MediaKind, kind === 'image' ? 'courses' : 'lessons');
  await recordUpload(url);
  return url;
}
