import {
  type AskQuestionBody,
  type AuditActor,
  type LessonAnswer,
  type LessonQuestion,
  POSTS_PER_HOUR,
  type QuestionsView,
  type StaffQuestion,
  type User,
} from '../../contract';
import { lessonTitleIn, localiseCourse } from '../../contract/course-localisation';
import { SOURCE_LOCALE } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { COURSE_NOT_FOUND, findCourse, listLiveModules } from '../courses/catalog.service';
import { authorNameOf } from '../course-reviews/course-reviews.service';
import { loadEnrolled } from '../learning/learning.service';
import { assertMomentInLesson } from '../learning/lesson-moment.service';
import { greetingName, questionAnsweredMail } from '../mail/mail-templates';
import { enforceRateLimit } from '../rate-limit/rate-limit.service';
import { findStaffAssignmentForAccess, type StaffScope } from '../staff/staff.service';
import { findUser } from '../users/users.service';

import {
  createAnswer,
  createQuestion,
  findAnswer,
  findQuestion,
  hidePostWith,
  listCourseQuestions,
  listLessonQuestions,
  setResolved,
  setUpvote,
  type StoredAnswer,
  type StoredQuestion,
} from './questions.repository';

const QUESTION_NOT_FOUND = 'Question not found';
const POSTING_LIMIT = {
  name: 'lesson-posts',
  max: POSTS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: `You can post ${POSTS_PER_HOUR} questions and replies an hour. Please wait a while before posting again.`,
};

/**
 * How the caller takes part in a course's questions: an admin or an instructor of the course
 * answers as an instructor; a learner must be enrolled. Anyone else gets the course's 404.
 */
async function participation(user: User, courseId: string): Promise<{ instructor: boolean }> {
  if (!isDocumentId(courseId)) throw AppError.notFound(COURSE_NOT_FOUND);
  if (user.role === 'admin') {
    if (!(await findCourse(courseId))) throw AppError.notFound(COURSE_NOT_FOUND);
    return { instructor: true };
  }
  const assignment = await findStaffAssignmentForAccess(user.uid);
  if (assignment.instructorOf.includes(courseId)) return { instructor: true };
  await loadEnrolled(user.uid, courseId);
  return { instructor: false };
}

/** A lesson of the course's live modules, with its module; 404 when there is none. */
async function findLesson(courseId: string, moduleId: string, lessonUid: string) {
  const module = (await listLiveModules(courseId)).find((item) => item.uid === moduleId);
  const lesson = module?.lessons.find((item) => item.uid === lessonUid);
  if (!module || !lesson) throw AppError.notFound('Lesson not found');
  return { module, lesson };
}

function toAnswer(answer: StoredAnswer, user: User): LessonAnswer {
  return {
    id: answer.id,
    text: answer.text,
    authorName: answer.authorName,
    byInstructor: answer.byInstructor,
    mine: answer.authorUid === user.uid,
    createdAt: answer.createdAt,
    hiddenReason: answer.hiddenReason,
  };
}

/** A question as `user` sees it: learners never see a hidden post, instructors see it with its reason. */
function toQuestion(question: StoredQuestion, replies: StoredAnswer[], user: User, instructor: boolean): LessonQuestion {
  return {
    id: question.id,
    courseId: question.courseId,
    moduleUid: question.moduleUid,
    lessonUid: question.lessonUid,
    title: question.title,
    text: question.text,
    atSeconds: question.atSeconds,
    authorName: question.authorName,
    mine: question.authorUid === user.uid,
    status: question.status,
    answered: question.answered,
    upvotes: question.upvoterUids.length,
    upvotedByMe: question.upvoterUids.includes(user.uid),
    createdAt: question.createdAt,
    replies: replies.filter((reply) => instructor || reply.hiddenReason === null).map((reply) => toAnswer(reply, user)),
    hiddenReason: question.hiddenReason,
  };
}

/** Unresolved before resolved, then the most upvoted, then the newest. */
const listOrder = (a: LessonQuestion, b: LessonQuestion) =>
  Number(a.status === 'resolved') - Number(b.status === 'resolved') ||
  b.upvotes - a.upvotes ||
  b.createdAt.localeCompare(a.createdAt);

export async function lessonQuestions(user: User, courseId: string, moduleId: string, lessonUid: string): Promise<QuestionsView> {
  const { instructor } = await participation(user, courseId);
  await findLesson(courseId, moduleId, lessonUid);
  const found = await listLessonQuestions(courseId, lessonUid);
  return {
    instructor,
    questions: found
      .filter(({ question }) => instructor || question.hiddenReason === null)
      .map(({ question, replies }) => toQuestion(question, replies, user, instructor))
      .sort(listOrder),
  };
}

export async function askQuestion(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
  body: AskQuestionBody,
): Promise<LessonQuestion> {
  const { instructor } = await participation(user, courseId);
  const { module, lesson } = await findLesson(courseId, moduleId, lessonUid);
  await assertMomentInLesson(lesson, body.atSeconds, 'question');
  await enforceRateLimit(POSTING_LIMIT, user.uid);
  const question = await createQuestion({
    courseId,
    moduleUid: module.uid,
    lessonUid,
    authorUid: user.uid,
    authorName: authorNameOf(user.name),
    title: body.title,
    text: body.text,
    atSeconds: body.atSeconds === null ? null : Math.round(body.atSeconds),
  });
  return toQuestion(question, [], user, instructor);
}

/** A question the caller may see: 404 for one in a course they have no part in, or hidden from them. */
async function visibleQuestion(user: User, questionId: string) {
  const question = isDocumentId(questionId) ? await findQuestion(questionId) : null;
  if (!question) throw AppError.notFound(QUESTION_NOT_FOUND);
  const { instructor } = await participation(user, question.courseId);
  if (question.hiddenReason !== null && !instructor) throw AppError.notFound(QUESTION_NOT_FOUND);
  return { question, instructor };
}

/**
 * A reply; an instructor's is marked as the answer. The asker is told by mail when someone else
 * replies, at an address they have proven theirs (anyone can register any address).
 */
export async function replyToQuestion(user: User, questionId: string, text: string): Promise<LessonAnswer> {
  const { question, instructor } = await visibleQuestion(user, questionId);
  if (question.hiddenReason !== null) throw AppError.conflict('This question was hidden: it takes no more replies.');
  await enforceRateLimit(POSTING_LIMIT, user.uid);
  const [asker, course, modules] = await Promise.all([
    question.authorUid === user.uid ? null : findUser(question.authorUid),
    findCourse(question.courseId),
    listLiveModules(question.courseId),
  ]);
  // The asker's mail names the course and the lesson in their language, where the course has it.
  const language = asker?.language ?? SOURCE_LOCALE;
  const lesson = modules.flatMap((module) => module.lessons).find((candidate) => candidate.uid === question.lessonUid);
  const lessonTitle = lesson ? lessonTitleIn(lesson, language) : 'a lesson';
  const lessonPath = `/user/courses/${question.courseId}/modules/${question.moduleUid}/lessons/${question.lessonUid}`;
  const answer = await createAnswer(
    questionId,
    { authorUid: user.uid, authorName: authorNameOf(user.name), text, byInstructor: instructor },
    (current) => {
      if (!current) throw AppError.notFound(QUESTION_NOT_FOUND);
      if (current.hiddenReason !== null) throw AppError.conflict('This question was hidden: it takes no more replies.');
      if (!asker?.isEmailVerified) return null;
      return questionAnsweredMail(
        asker.email,
        greetingName(asker),
        {
          title: current.title,
          courseTitle: course ? localiseCourse(course, language).title : 'your course',
          lessonTitle,
          byInstructor: instructor,
          reply: text,
        },
        lessonPath,
        language,
      );
    },
  );
  return toAnswer(answer, user);
}

export async function upvoteQuestion(user: User, questionId: string, on: boolean): Promise<void> {
  const { question } = await visibleQuestion(user, questionId);
  if (question.authorUid === user.uid) throw AppError.badRequest('You cannot upvote your own question.');
  await setUpvote(questionId, user.uid, on);
}

/** The asker or an instructor marks a question resolved, or open again. */
export async function resolveQuestion(user: User, questionId: string, resolved: boolean): Promise<void> {
  const { question, instructor } = await visibleQuestion(user, questionId);
  if (!instructor && question.authorUid !== user.uid)
    throw AppError.forbidden('Only the person who asked or an instructor can mark a question resolved.');
  await setResolved(questionId, resolved);
}

/**
 * An instructor of the course (or an admin) hides a question or a reply, with the reason; its words
 * stay as written, and the audit log keeps who and why, in the same transaction.
 */
export async function hidePost(
  user: User,
  kind: 'question' | 'reply',
  id: string,
  reason: string,
  actor: AuditActor,
): Promise<void> {
  const post = isDocumentId(id) ? await (kind === 'question' ? findQuestion(id) : findAnswer(id)) : null;
  if (!post) throw AppError.notFound(kind === 'question' ? QUESTION_NOT_FOUND : 'Reply not found');
  const { instructor } = await participation(user, post.courseId);
  if (!instructor) throw AppError.forbidden('Only an instructor of the course can hide a post.');
  const resource = {
    type: kind === 'question' ? ('lessonQuestion' as const) : ('lessonReply' as const),
    id,
    label: `${post.authorName}: ${'title' in post ? post.title : post.text.slice(0, 80)}`,
  };
  await hidePostWith(kind, id, { reason, by: user.uid }, (tx) =>
    recordAuditInTransaction(
      tx,
      auditEntry(actor, resource, 'updated', [{ field: 'hidden', before: false, after: true }], reason),
    ),
  );
}

const STAFF_LIST_MAX = 100;

/** The questions in the staff member's courses, newest first, for the back-office's answering screen. */
export async function staffQuestions(user: User, scope: StaffScope, unansweredOnly: boolean): Promise<StaffQuestion[]> {
  const found = await listCourseQuestions(scope.all ? null : scope.courseIds, unansweredOnly, STAFF_LIST_MAX);
  const courseIds = [...new Set(found.map(({ question }) => question.courseId))];
  const courses = new Map(
    await Promise.all(
      courseIds.map(async (id) => [id, { course: await findCourse(id), modules: await listLiveModules(id) }] as const),
    ),
  );
  return found
    .filter(({ question }) => question.status === 'open' || !unansweredOnly)
    .map(({ question, replies }) => {
      const place = courses.get(question.courseId);
      const lesson = place?.modules.flatMap((module) => module.lessons).find((item) => item.uid === question.lessonUid);
      return {
        ...toQuestion(question, replies, user, true),
        courseTitle: place?.course?.title ?? question.courseId,
        lessonTitle: lesson?.title ?? question.lessonUid,
      };
    });
}
