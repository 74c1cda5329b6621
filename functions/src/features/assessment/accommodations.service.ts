import {
  describeAccommodation,
  type Accommodation,
  type AccommodationBody,
  type AuditActor,
  type CourseLearner,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { auditEntry, changedFields } from '../audit/audit.service';
import { COURSE_NOT_FOUND, findCourse, listModules } from '../courses/catalog.service';
import { enrollmentId } from '../enrollments/enrollment-id';
import { findEnrollment, listCourseLearnerUids } from '../enrollments/enrollments.service';
import { findUser, findUsers } from '../users/users.service';

import { findAccommodation, listCourseAccommodations, saveAccommodation } from './accommodations.repository';

/** A course's accommodations by the learner given each (a learner holds one per course). */
export async function accommodationsByLearner(courseId: string): Promise<Map<string, Accommodation>> {
  return new Map((await listCourseAccommodations(courseId)).map((accommodation) => [accommodation.userId, accommodation]));
}

async function existingCourse(courseId: string) {
  const course = await findCourse(courseId);
  if (!course) throw AppError.notFound(COURSE_NOT_FOUND);
  return course;
}

/** The most learners the accommodations screen offers to pick from. */
const LEARNERS_LISTED = 1000;

/** A course's accommodations, and its enrolled learners to give one to (by name). */
export async function listAccommodations(
  courseId: string,
): Promise<{ accommodations: Accommodation[]; learners: CourseLearner[] }> {
  await existingCourse(courseId);
  const [accommodations, learnerIds] = await Promise.all([
    listCourseAccommodations(courseId),
    listCourseLearnerUids(courseId, LEARNERS_LISTED),
  ]);
  const learners = [...(await findUsers(learnerIds)).values()]
    .map((user) => ({ userId: user.uid, name: user.name, email: user.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { accommodations, learners };
}

/** What an admin gives, as the audit log compares it. */
const ACCOMMODATION_FIELDS = ['timeMultiplier', 'note', 'checkpoints'];

/**
 * Sets one learner's accommodation in a course: a time multiplier for all its checkpoints and extra
 * attempts or minutes on single ones, with the reason. Only for an enrolled learner and the
 * course's own checkpoints; replaces what was given before.
 */
export async function setAccommodation(
  courseId: string,
  userId: string,
  body: AccommodationBody,
  actor: AuditActor,
): Promise<Accommodation> {
  const course = await existingCourse(courseId);
  const [enrollment, student, modules] = await Promise.all([
    findEnrollment(userId, courseId),
    findUser(userId),
    listModules(courseId),
  ]);
  if (!enrollment || !student) throw AppError.badRequest('This learner is not enrolled in this course.');
  const titles = new Map(modules.flatMap((module) => module.checkpoints.map((checkpoint) => [checkpoint.uid, checkpoint.title])));
  const unknown = body.checkpoints.find((item) => !titles.has(item.checkpointUid));
  if (unknown) throw AppError.badRequest(`The course has no checkpoint '${unknown.checkpointUid}'.`);

  const id = enrollmentId(userId, courseId);
  const resource = { type: 'accommodation' as const, id, label: `${student.name} · ${course.title}` };
  await saveAccommodation(id, { userId, courseId, studentName: student.name, updatedBy: actor.uid }, body, (tx, before) => {
    const changes = changedFields(before, body, ACCOMMODATION_FIELDS);
    if (changes.length) recordAuditInTransaction(tx, auditEntry(actor, resource, before ? 'updated' : 'created', changes));
  });
  await recordActivity({
    type: 'enrollment',
    action: 'given accommodations',
    name: `${student.name} · ${course.title}: ${describeAccommodation(body, titles) || 'none'}`,
    actorUid: actor.uid,
    actorName: actor.name,
  });
  return (await findAccommodation(id)) as Accommodation;
}
