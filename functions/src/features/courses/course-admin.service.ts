import {
  CourseInputSchema,
  ModuleInputSchema,
  PRICE_ADMIN_ONLY,
  PUBLISH_ADMIN_ONLY,
  type AuditActor,
  type Course,
  type CourseInput,
  type CourseModule,
  type ModuleInput,
} from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../http/multipart';
import { storeUpload, type MediaKind } from '../../media/uploads';
import { recordActivity } from '../activity/activity.repository';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { countCourseEnrollments } from '../enrollments/enrollments.service';
import { checkRequireWatching } from '../learning/watch-requirement.service';
import { scopeCovers, type StaffScope } from '../staff/staff.service';
import { recordUpload } from '../video/upload-records.service';

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

/** A module of a course the scope covers; any other is as unknown as a missing one. */
async function existingModule(id: string, scope: StaffScope): Promise<CourseModule> {
  const module = await findModule(id);
  if (!module || !scopeCovers(scope, module.courseId)) throw AppError.notFound(MODULE_NOT_FOUND);
  return module;
}

/** Every course the scope covers, active or not, newest first. */
export async function listAdminCourses(scope: StaffScope): Promise<Course[]> {
  const courses = await listCourses({ activeOnly: false });
  return scope.all ? courses : courses.filter((course) => scope.courseIds.includes(course.uid));
}

/** What only an administrator may change on a course (decision 0073): its price, and whether it is on sale. */
function refuseAdminOnlyChanges(before: Course, input: CourseInput): void {
  const priceChanged =
    input.price !== before.price ||
    (input.originalPrice !== undefined && (input.originalPrice ?? null) !== (before.originalPrice ?? null));
  if (priceChanged) throw AppError.badRequest(PRICE_ADMIN_ONLY, [{ msg: PRICE_ADMIN_ONLY, path: 'price' }]);
  if (input.isActive !== before.isActive)
    throw AppError.badRequest(PUBLISH_ADMIN_ONLY, [{ msg: PUBLISH_ADMIN_ONLY, path: 'isActive' }]);
}

/** One course with its modules in full (answers included: this is the author's view). */
export async function getAdminCourse(id: string): Promise<{ course: Course; modules: CourseModule[] }> {
  const course = await existingCourse(id);
  const modules = await listModules(id);
  return { course: { ...course, modules: modules.map(summarise) }, modules };
}

/** The fields an admin edits, as the audit log compares them. */
const COURSE_FIELDS = Object.keys(CourseInputSchema.shape);
/** What the input sets: an optional field left out keeps its stored value. */
const given = (input: object) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
const courseResource = (id: string, title: string) => ({ type: 'course' as const, id, label: title });
const MODULE_FIELDS = Object.keys(ModuleInputSchema.shape);
const moduleResource = (module: CourseModule) => ({ type: 'module' as const, id: module.uid, label: module.title });

export async function createAdminCourse(input: CourseInput, actor: AuditActor): Promise<Course> {
  const course = await createCourse(input, (batch, id) =>
    recordAuditInTransaction(
      batch,
      auditEntry(actor, courseResource(id, input.title), 'created', changedFields(null, given(input), COURSE_FIELDS)),
    ),
  );
  await recordActivity({ type: 'course', action: 'created', name: course.title, actorUid: actor.uid });
  return course;
}

/** Replaces a course's fields; an author (a scope short of every course) keeps its price and publication as they are. */
export async function updateAdminCourse(id: string, input: CourseInput, actor: AuditActor, scope: StaffScope): Promise<Course> {
  const written = isDocumentId(id)
    ? await updateCourse(id, input, (tx, before) => {
        if (!scope.all) refuseAdminOnlyChanges(before, input);
        const changes = changedFields(before, { ...before, ...given(input) }, COURSE_FIELDS);
        if (changes.length) recordAuditInTransaction(tx, auditEntry(actor, courseResource(id, input.title), 'updated', changes));
      })
    : null;
  if (!written) throw AppError.notFound(COURSE_NOT_FOUND);
  await removeDropped(courseMedia(written.before), courseMedia(written.after));
  await recordActivity({ type: 'course', action: 'updated', name: written.after.title, actorUid: actor.uid });
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

export async function deleteAdminCourse(id: string, actor: AuditActor): Promise<void> {
  if (!isDocumentId(id)) throw AppError.notFound(COURSE_NOT_FOUND);
  await refuseWhenEnrolled(id, 'course');
  for (const module of await listModules(id)) {
    const deleted = await deleteModule(module.uid);
    if (deleted) await removeDropped(moduleMedia(deleted), []);
  }
  const course = await deleteCourse(id, (tx, deleted) =>
    recordAuditInTransaction(
      tx,
      auditEntry(actor, courseResource(id, deleted.title), 'deleted', changedFields(deleted, null, COURSE_FIELDS)),
    ),
  );
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  await removeDropped(courseMedia(course), []);
  await recordActivity({ type: 'course', action: 'deleted', name: course.title, actorUid: actor.uid });
}

export const getAdminModule = (id: string, scope: StaffScope) => existingModule(id, scope);

export async function createAdminModule(courseId: string, input: ModuleInput, actor: AuditActor): Promise<CourseModule> {
  await existingCourse(courseId);
  await checkRequireWatching(input.lessons);
  const module = await createModule(courseId, input, (batch, created) =>
    recordAuditInTransaction(
      batch,
      auditEntry(actor, moduleResource(created), 'created', changedFields(null, created, MODULE_FIELDS)),
    ),
  );
  await recordActivity({ type: 'module', action: 'created', name: module.title, actorUid: actor.uid });
  return module;
}

/**
 * Replaces a module's fields, lessons and checkpoints. Items keep their uids, so learners keep
 * their progress on what remains; removed items simply stop counting (progress is recomputed
 * against the course as it is on every read).
 */
export async function updateAdminModule(
  id: string,
  input: ModuleInput,
  actor: AuditActor,
  scope: StaffScope,
): Promise<CourseModule> {
  await checkRequireWatching(input.lessons);
  const written = isDocumentId(id)
    ? await updateModule(id, input, (tx, before, after) => {
        if (!scopeCovers(scope, before.courseId)) throw AppError.notFound(MODULE_NOT_FOUND);
        const changes = changedFields(before, after, MODULE_FIELDS);
        if (changes.length) recordAuditInTransaction(tx, auditEntry(actor, moduleResource(after), 'updated', changes));
      })
    : null;
  if (!written) throw AppError.notFound(MODULE_NOT_FOUND);
  await removeDropped(moduleMedia(written.before), moduleMedia(written.after));
  await recordActivity({ type: 'module', action: 'updated', name: written.after.title, actorUid: actor.uid });
  return written.after;
}

export async function deleteAdminModule(id: string, actor: AuditActor, scope: StaffScope): Promise<void> {
  const module = await existingModule(id, scope);
  await refuseWhenEnrolled(module.courseId, 'module');
  const deleted = await deleteModule(id, (tx, gone) =>
    recordAuditInTransaction(tx, auditEntry(actor, moduleResource(gone), 'deleted', changedFields(gone, null, MODULE_FIELDS))),
  );
  if (!deleted) throw AppError.notFound(MODULE_NOT_FOUND);
  await removeDropped(moduleMedia(deleted), []);
  await recordActivity({ type: 'module', action: 'deleted', name: deleted.title, actorUid: actor.uid });
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
  // The file's own name, for the media library: the browser sends it with the file.
  await recordUpload(url, file.filename.split(/[\\/]/).pop()?.trim().slice(0, 200) || undefined);
  return url;
}
