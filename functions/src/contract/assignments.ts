import { z } from 'zod';

import { requiredText, text, trimmed } from './common';

/*
 * Assignments that can be handed in (issue 39; decision 0087). An assignment lesson with settings
 * takes a learner's submission (text, links, files); the course's instructors (and admins) mark it
 * against the lesson's rubric with feedback, and the learner is told by mail.
 *   GET  /api/user/courses/:courseId/modules/:moduleId/lessons/:lessonId/assignment -> LearnerAssignment
 *   POST …/assignment/submissions  multipart: text, links (one a line), files file1…file3 -> AssignmentSubmission
 *   GET  /api/assignment-files/:submissionId/:index?exp&sig  the file, to a link signed for its readers
 *   GET  /api/admin/assignments?show=awaiting|marked        -> StaffSubmissionSummary[] (instructors: their courses)
 *   GET  /api/admin/assignments/:submissionId               -> StaffSubmission
 *   PUT  /api/admin/assignments/:submissionId/mark  MarkSubmissionBody -> StaffSubmission
 */

export const RUBRIC_CRITERIA_MAX = 10;
export const SUBMISSION_TEXT_MAX = 10_000;
export const SUBMISSION_LINKS_MAX = 5;
export const SUBMISSION_FILES_MAX = 3;
export const SUBMISSION_FILE_MB = 10;
export const SUBMISSION_FILE_BYTES = SUBMISSION_FILE_MB * 1024 * 1024;
/** The form fields the files come in. */
export const SUBMISSION_FILE_FIELDS = ['file1', 'file2', 'file3'] as const;
/** What a submission's files may be, by their content (never their name). */
export const SUBMISSION_FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
export const SUBMISSION_FILES_HINT = `Up to ${SUBMISSION_FILES_MAX} files, PDF or images (JPEG, PNG, WebP), ${SUBMISSION_FILE_MB} MB each`;
export const FEEDBACK_MAX = 5000;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const RubricCriterionSchema = z.strictObject({
  title: requiredText('Criterion', 200),
  description: trimmed(1000).default(''),
  points: wholeNumber('Criterion points', 1, 100),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

/** What an assignment lesson asks: its rubric, the share of points that passes, and its limits. */
export const AssignmentSettingsSchema = z.strictObject({
  rubric: z
    .array(RubricCriterionSchema)
    .min(1, 'An assignment needs at least one rubric criterion')
    .max(RUBRIC_CRITERIA_MAX, `An assignment has at most ${RUBRIC_CRITERIA_MAX} rubric criteria`),
  passPercent: wholeNumber('Pass mark', 1, 100).default(60),
  maxSubmissions: wholeNumber('Submissions allowed', 1, 10).default(3),
  /** Due this many days after the learner's enrolment (or their cohort's start); null: no due date. */
  dueDays: wholeNumber('Due after days', 1, 365).nullable().default(null),
  /** The days within which the course promises a mark. */
  turnaroundDays: wholeNumber('Marking turnaround', 1, 30).default(3),
});
export type AssignmentSettings = z.infer<typeof AssignmentSettingsSchema>;

/** The fewest whole points that pass: a total passes when it is at least `passPercent` % of the rubric's points. */
export const passMarkPoints = (outOf: number, passPercent: number) => Math.ceil((outOf * passPercent) / 100);

const LINK = z.url({ protocol: /^https?$/, error: 'Each link must be a full http(s) address' }).max(2048);

/** The submission form's text fields (its files come beside them). */
export const SubmissionFieldsSchema = z.strictObject({
  // A form's text area sends its line breaks as CRLF (the HTML form encoding); they are kept as LF.
  text: trimmed(SUBMISSION_TEXT_MAX)
    .default('')
    .transform((value) => value.replace(/\r\n?/g, '\n')),
  /** One address a line, as the form's text area sends them. */
  links: text()
    .default('')
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(LINK).max(SUBMISSION_LINKS_MAX, `At most ${SUBMISSION_LINKS_MAX} links`)),
});

export const MarkSubmissionBodySchema = z.strictObject({
  /** Points for each rubric criterion, in the rubric's order. */
  scores: z.array(z.number({ error: 'Each score must be a number' }).int('Scores are whole points').min(0, 'Scores start at 0')),
  feedback: text({ error: 'Feedback is required' })
    .trim()
    .min(1, 'Feedback is required: tell the learner what worked and what to change')
    .max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`),
});
export type MarkSubmissionBody = z.infer<typeof MarkSubmissionBodySchema>;

export const STAFF_SUBMISSION_FILTERS = ['awaiting', 'marked'] as const;
export const StaffSubmissionsQuerySchema = z.strictObject({
  show: z.enum(STAFF_SUBMISSION_FILTERS, { error: 'Show awaiting or marked' }).default('awaiting'),
});

export type SubmissionStatus = 'submitted' | 'passed' | 'needs_work';

export interface SubmissionFile {
  name: string;
  contentType: string;
  size: number;
  /** A link signed for the submission's readers, valid for an hour. */
  url: string;
}

export interface AssignmentMark {
  scores: Array<{ criterion: string; points: number; outOf: number }>;
  total: number;
  outOf: number;
  passed: boolean;
  feedback: string;
  /** The marker's first name and initial. */
  markedByName: string;
  markedAt: string;
}

export interface AssignmentSubmission {
  id: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  /** 1 for the first hand-in, 2 for the first resubmission… */
  attempt: number;
  text: string;
  links: string[];
  files: SubmissionFile[];
  submittedAt: string;
  /** Handed in after the due date. */
  late: boolean;
  status: SubmissionStatus;
  mark: AssignmentMark | null;
}

/** An assignment lesson as its learner sees it. */
export interface LearnerAssignment {
  settings: AssignmentSettings;
  dueAt: string | null;
  /** The course completes the lesson only once a submission passes (else handing in completes it). */
  requirePass: boolean;
  /** Newest first. */
  submissions: AssignmentSubmission[];
  submissionsLeft: number;
  /** Why the learner cannot hand in now, or null when they can. */
  closedReason: string | null;
}

export interface StaffSubmissionSummary {
  id: string;
  courseId: string;
  courseTitle: string;
  lessonTitle: string;
  learnerName: string;
  attempt: number;
  submittedAt: string;
  late: boolean;
  /** When the course's turnaround promises the mark by. */
  markBy: string;
  status: SubmissionStatus;
}

/** A submission as its marker sees it: the work first, the rubric and the lesson's brief beside it. */
export interface StaffSubmission extends AssignmentSubmission {
  courseTitle: string;
  lessonTitle: string;
  /** The lesson's instructions (Markdown). */
  brief: string;
  learnerName: string;
  learnerEmail: string;
  settings: AssignmentSettings;
  markBy: string;
}
