import {
  type AuditActor,
  type CourseModule,
  type MarkSubmissionBody,
  passMarkPoints,
  type StaffSubmission,
  type StaffSubmissionSummary,
  type User,
} from '../../contract';
import { lessonTitleIn, localiseCourse } from '../../contract/course-localisation';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { findCourse, listLiveModules } from '../courses/catalog.service';
import { authorNameOf } from '../course-reviews/course-reviews.service';
import { completeAssignmentLesson } from '../learning/learning.service';
import { assignmentMarkedMail, greetingName } from '../mail/mail-templates';
import { type StaffScope, scopeCovers } from '../staff/staff.service';
import { findUser } from '../users/users.service';

import { findSubmission, listForMarking, saveMark, type StoredSubmission } from './assignments.repository';
import { submissionView } from './assignments.service';

const SUBMISSION_NOT_FOUND = 'Submission not found';
const QUEUE_MAX = 200;

const lessonOf = (modules: CourseModule[], submission: StoredSubmission) =>
  modules.find((module) => module.uid === submission.moduleUid)?.lessons.find((lesson) => lesson.uid === submission.lessonUid);

/** The course's live modules and title for each course the submissions name: one read of each. */
async function placesOf(submissions: StoredSubmission[]) {
  const courseIds = [...new Set(submissions.map((submission) => submission.courseId))];
  return new Map(
    await Promise.all(
      courseIds.map(async (id) => {
        const [course, modules] = await Promise.all([findCourse(id), listLiveModules(id)]);
        return [id, { title: course?.title ?? 'A removed course', modules }] as const;
      }),
    ),
  );
}

/** The marking queue of the courses the staff member instructs (admins: all): waiting oldest first, or marked newest first. */
export async function staffSubmissions(scope: StaffScope, show: 'awaiting' | 'marked'): Promise<StaffSubmissionSummary[]> {
  const found = await listForMarking(scope.all ? null : scope.courseIds, show === 'marked', QUEUE_MAX);
  const places = await placesOf(found);
  return found.map((submission) => {
    const place = places.get(submission.courseId);
    return {
      id: submission.id,
      courseId: submission.courseId,
      courseTitle: place?.title ?? '',
      lessonTitle: (place && lessonOf(place.modules, submission)?.title) ?? 'A removed lesson',
      learnerName: submission.learnerName,
      attempt: submission.attempt,
      submittedAt: submission.submittedAt,
      late: submission.late,
      markBy: submission.markBy,
      status: submission.status,
    };
  });
}

/** A submission in a course the caller marks for, with its lesson; the same 404 for one outside their courses. */
async function markable(scope: StaffScope, id: string) {
  const submission = isDocumentId(id) ? await findSubmission(id) : null;
  if (!submission || !scopeCovers(scope, submission.courseId)) throw AppError.notFound(SUBMISSION_NOT_FOUND);
  const [course, modules, learner] = await Promise.all([
    findCourse(submission.courseId),
    listLiveModules(submission.courseId),
    findUser(submission.uid),
  ]);
  const lesson = lessonOf(modules, submission);
  if (!course || !lesson?.assignment) throw AppError.notFound('The lesson of this submission no longer takes submissions');
  return { submission, course, lesson, settings: lesson.assignment, learner };
}

async function staffView(found: Awaited<ReturnType<typeof markable>>): Promise<StaffSubmission> {
  const { submission, course, lesson, settings, learner } = found;
  return {
    ...submissionView(submission),
    courseTitle: course.title,
    lessonTitle: lesson.title,
    brief: lesson.content.content,
    learnerName: submission.learnerName,
    learnerEmail: learner?.email ?? '',
    settings,
    markBy: submission.markBy,
  };
}

export async function staffSubmission(scope: StaffScope, id: string): Promise<StaffSubmission> {
  return staffView(await markable(scope, id));
}

/**
 * Marks a waiting submission against its lesson's rubric: a score for each criterion, within its
 * points, and feedback. It passes at the lesson's pass mark. The learner is told by mail (at an
 * address proven theirs), the mark is audited with it, and a pass completes the lesson where the
 * course asks for passes.
 */
export async function markSubmission(
  marker: User,
  scope: StaffScope,
  id: string,
  body: MarkSubmissionBody,
  actor: AuditActor,
): Promise<StaffSubmission> {
  const found = await markable(scope, id);
  const { submission, course, lesson, settings, learner } = found;
  if (submission.status !== 'submitted') throw AppError.conflict('This submission is already marked.');
  if (body.scores.length !== settings.rubric.length)
    throw AppError.badRequest(`Give a score for each of the ${settings.rubric.length} rubric criteria`, [
      { msg: `Give a score for each of the ${settings.rubric.length} criteria`, path: 'scores' },
    ]);
  const over = body.scores.findIndex((points, index) => points > settings.rubric[index].points);
  if (over >= 0)
    throw AppError.badRequest(`${settings.rubric[over].title} is out of ${settings.rubric[over].points} points`, [
      { msg: `At most ${settings.rubric[over].points} points`, path: `scores.${over}` },
    ]);
  const total = body.scores.reduce((sum, points) => sum + points, 0);
  const outOf = settings.rubric.reduce((sum, criterion) => sum + criterion.points, 0);
  const passed = total >= passMarkPoints(outOf, settings.passPercent);
  const submissionsLeft = Math.max(0, settings.maxSubmissions - submission.attempt);
  const mail =
    learner?.isEmailVerified === true
      ? assignmentMarkedMail(
          learner.email,
          greetingName(learner),
          {
            courseTitle: localiseCourse(course, learner.language).title,
            lessonTitle: lessonTitleIn(lesson, learner.language),
            attempt: submission.attempt,
            passed,
            total,
            outOf,
            feedback: body.feedback,
            submissionsLeft,
          },
          `/user/courses/${submission.courseId}/modules/${submission.moduleUid}/lessons/${submission.lessonUid}`,
          learner.language,
        )
      : null;
  const marked = await saveMark(
    id,
    {
      scores: settings.rubric.map((criterion, index) => ({
        criterion: criterion.title,
        points: body.scores[index],
        outOf: criterion.points,
      })),
      total,
      outOf,
      passed,
      feedback: body.feedback,
      markedByUid: marker.uid,
      markedByName: authorNameOf(marker.name),
    },
    mail,
    (tx) =>
      recordAuditInTransaction(
        tx,
        auditEntry(
          actor,
          {
            type: 'assignmentSubmission',
            id,
            label: `${submission.learnerName}: ${lesson.title}, attempt ${submission.attempt}`,
          },
          'reviewed',
          [{ field: 'result', before: null, after: `${passed ? 'Passed' : 'Needs work'} · ${total} / ${outOf}` }],
        ),
      ),
  );
  if (passed && course.requirePassedAssignments && learner)
    await completeAssignmentLesson(learner, submission.courseId, submission.lessonUid).catch((error: unknown) => {
      // An enrolment closed since the hand-in has no lesson left to complete; the mark stands.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    });
  return staffView({ ...found, submission: marked });
}
