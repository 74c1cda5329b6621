import {
  type AssignmentSettings,
  type AssignmentSubmission,
  IST_OFFSET_MS,
  type LearnerAssignment,
  type Lesson,
  SUBMISSION_FILE_FIELDS,
  SubmissionFieldsSchema,
  type User,
} from '../../contract';
import type { MultipartBody } from '../../http/multipart';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { cohortStartFor } from '../cohorts/cohorts.service';
import { completeAssignmentLesson, type Enrolled, findModuleIn, loadEnrolled } from '../learning/learning.service';

import { deleteSubmissionFiles, signedFiles, storeSubmissionFiles } from './assignment-files.service';
import {
  createSubmission,
  listLessonSubmissions,
  type StoredSubmission,
  submissionId,
} from './assignments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An assignment lesson of the enrolment's course with its settings; 404 for any other lesson. */
function assignmentLessonIn(
  enrolled: Enrolled,
  moduleId: string,
  lessonUid: string,
): { lesson: Lesson; settings: AssignmentSettings } {
  const lesson = findModuleIn(enrolled, moduleId).lessons.find((item) => item.uid === lessonUid);
  if (!lesson) throw AppError.notFound('Lesson not found');
  if (lesson.type !== 'assignment' || !lesson.assignment) throw AppError.notFound('This lesson takes no submissions');
  return { lesson, settings: lesson.assignment };
}

/** The end (23:59:59 IST) of the Indian day `days` after the day `start` falls on. */
function endOfIndianDayAfter(start: Date, days: number): Date {
  const indianMidnight = Math.floor((start.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(indianMidnight + (days + 1) * DAY_MS - 1000);
}

/** Due `dueDays` after the learner's cohort starts, or after they enrolled when they are in none. */
async function dueDateFor(enrolled: Enrolled, settings: AssignmentSettings): Promise<Date | null> {
  if (settings.dueDays === null) return null;
  const cohortStart = await cohortStartFor(enrolled.enrollment.userId, enrolled.course.uid);
  const start = cohortStart ? new Date(`${cohortStart}T00:00:00+05:30`) : new Date(enrolled.enrollment.enrolledAt ?? Date.now());
  return endOfIndianDayAfter(start, settings.dueDays);
}

const markByFor = (submittedAt: Date, settings: AssignmentSettings) =>
  new Date(submittedAt.getTime() + settings.turnaroundDays * DAY_MS);

/** A submission as the learner and the course's markers see it, its files behind fresh signed links. */
export function submissionView(stored: StoredSubmission): AssignmentSubmission {
  return {
    id: stored.id,
    courseId: stored.courseId,
    moduleUid: stored.moduleUid,
    lessonUid: stored.lessonUid,
    attempt: stored.attempt,
    text: stored.text,
    links: stored.links,
    files: signedFiles(stored.id, stored.files),
    submittedAt: stored.submittedAt,
    late: stored.late,
    status: stored.status,
    mark: stored.mark && {
      scores: stored.mark.scores,
      total: stored.mark.total,
      outOf: stored.mark.outOf,
      passed: stored.mark.passed,
      feedback: stored.mark.feedback,
      markedByName: stored.mark.markedByName,
      markedAt: stored.mark.markedAt,
    },
  };
}

/** Why the learner cannot hand in now (the latest submission, newest first, decides), or null. */
function closedReason(previous: StoredSubmission[], settings: AssignmentSettings): string | null {
  const latest = previous[0];
  if (latest?.status === 'submitted') return 'Your submission is waiting for your instructor to mark it.';
  if (latest?.status === 'passed') return 'Your submission passed: there is nothing more to hand in.';
  if (previous.length >= settings.maxSubmissions)
    return `You have used all ${settings.maxSubmissions} submissions this assignment allows.`;
  return null;
}

/** Whether the submissions so far complete the lesson: any hand-in, or a pass where the course asks for one. */
const completesLesson = (submissions: StoredSubmission[], requirePass: boolean) =>
  submissions.some((item) => !requirePass || item.status === 'passed');

/**
 * The lesson's completion follows its submissions: a hand-in recorded before a crash that lost the
 * completion's write is completed the next time the learner opens the assignment.
 */
async function settleLesson(user: User, enrolled: Enrolled, lessonUid: string, submissions: StoredSubmission[]) {
  const done = enrolled.enrollment.progress.lessons[lessonUid]?.completed;
  if (!done && completesLesson(submissions, enrolled.course.requirePassedAssignments))
    await completeAssignmentLesson(user, enrolled, lessonUid);
}

export async function learnerAssignment(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
): Promise<LearnerAssignment> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const { settings } = assignmentLessonIn(enrolled, moduleId, lessonUid);
  const [submissions, dueAt] = await Promise.all([
    listLessonSubmissions(enrolled.enrollment.uid, lessonUid),
    dueDateFor(enrolled, settings),
  ]);
  await settleLesson(user, enrolled, lessonUid, submissions);
  return {
    settings,
    dueAt: dueAt?.toISOString() ?? null,
    requirePass: enrolled.course.requirePassedAssignments,
    submissions: submissions.map(submissionView),
    submissionsLeft: Math.max(0, settings.maxSubmissions - submissions.length),
    closedReason: closedReason(submissions, settings),
  };
}

/**
 * Hands in the learner's work: text, links and files (checked by content before any is stored).
 * Refused while an earlier hand-in waits for its mark, after a pass, and past the lesson's limit;
 * a late hand-in is taken and marked late. Handing in completes the lesson unless the course asks
 * for a pass.
 */
export async function submitAssignment(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
  form: MultipartBody,
): Promise<AssignmentSubmission> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const { settings } = assignmentLessonIn(enrolled, moduleId, lessonUid);
  const { text, links } = parse(SubmissionFieldsSchema, form.fields);
  const files = SUBMISSION_FILE_FIELDS.flatMap((field) => (form.files[field] ? [form.files[field]] : []));
  if (!text && links.length === 0 && files.length === 0)
    throw AppError.badRequest('Add your work: write an answer, add a link or attach a file.', [
      { msg: 'Write an answer, add a link or attach a file', path: 'text' },
    ]);
  const previous = await listLessonSubmissions(enrolled.enrollment.uid, lessonUid);
  const refused = closedReason(previous, settings);
  if (refused) throw AppError.conflict(refused);
  const attempt = (previous[0]?.attempt ?? 0) + 1;
  const id = submissionId(enrolled.enrollment.uid, lessonUid, attempt);
  const storedFiles = await storeSubmissionFiles(id, files);
  const submittedAt = new Date();
  let created: StoredSubmission;
  try {
    created = await createSubmission(
      {
        uid: user.uid,
        enrollmentId: enrolled.enrollment.uid,
        learnerName: user.name,
        courseId,
        moduleUid: moduleId,
        lessonUid,
        attempt,
        text,
        links,
        files: storedFiles,
      },
      { submittedAt, dueAt: await dueDateFor(enrolled, settings), markBy: markByFor(submittedAt, settings) },
      (current) => {
        const reason = closedReason(current, settings);
        if (reason) throw AppError.conflict(reason);
      },
    );
  } catch (error) {
    await deleteSubmissionFiles(storedFiles);
    throw error;
  }
  await settleLesson(user, enrolled, lessonUid, [created, ...previous]);
  return submissionView(created);
}
