import { z } from 'zod';

import { requiredText, text } from './common';
import { videoMoment } from './lesson-notes';

/*
 * Questions under each lesson (issue 36): a learner asks (at a moment of the video, if it has one),
 * the course's learners upvote and reply, its instructors answer, and the asker or an instructor
 * marks it resolved. Text is plain: links become clickable, nothing else is rendered.
 */

export const QUESTION_TITLE_MAX = 150;
export const POST_TEXT_MAX = 5000;
export const HIDE_POST_REASON_MAX = 500;
/** Questions and replies one account may post in an hour. */
export const POSTS_PER_HOUR = 20;

const postText = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(POST_TEXT_MAX, `${label} must be at most ${POST_TEXT_MAX} characters`);

export const AskQuestionBodySchema = z.strictObject({
  title: requiredText('Title', QUESTION_TITLE_MAX),
  text: postText('Question'),
  /** Seconds into the lesson's video the question is about; null for none. */
  atSeconds: videoMoment(),
});
export type AskQuestionBody = z.infer<typeof AskQuestionBodySchema>;

export const ReplyBodySchema = z.strictObject({ text: postText('Reply') });
export type ReplyBody = z.infer<typeof ReplyBodySchema>;

export const ResolveBodySchema = z.strictObject({
  resolved: z.boolean({ error: 'Resolved must be true or false' }),
});

export const HidePostBodySchema = z.strictObject({
  reason: text({ error: 'A reason is required' })
    .trim()
    .min(5, 'A reason of at least 5 characters is required')
    .max(HIDE_POST_REASON_MAX, `The reason must be at most ${HIDE_POST_REASON_MAX} characters`),
});

export const STAFF_QUESTION_FILTERS = ['unanswered', 'all'] as const;
export const StaffQuestionsQuerySchema = z.strictObject({
  show: z.enum(STAFF_QUESTION_FILTERS, { error: 'Show unanswered or all' }).default('unanswered'),
});

/** A reply as the course's people see it. */
export interface LessonAnswer {
  id: string;
  text: string;
  /** First name and initial ("Priya S."). */
  authorName: string;
  /** Written by an instructor of the course (or an admin): marked as the instructor's answer. */
  byInstructor: boolean;
  mine: boolean;
  createdAt: string;
  /** Instructors see hidden replies with the reason; learners never see them. */
  hiddenReason: string | null;
}

export interface LessonQuestion {
  id: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  title: string;
  text: string;
  atSeconds: number | null;
  authorName: string;
  mine: boolean;
  status: 'open' | 'resolved';
  /** An instructor has replied. */
  answered: boolean;
  upvotes: number;
  upvotedByMe: boolean;
  createdAt: string;
  replies: LessonAnswer[];
  hiddenReason: string | null;
}

/** What the caller may do in a course's questions. */
export interface QuestionsView {
  questions: LessonQuestion[];
  /** The caller answers as an instructor (marked answers, resolving any question, hiding posts). */
  instructor: boolean;
}

/** A question in the staff's list across their courses. */
export interface StaffQuestion extends LessonQuestion {
  courseTitle: string;
  lessonTitle: string;
}
