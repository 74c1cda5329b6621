import type { AskQuestionBody, LessonAnswer, LessonQuestion, QuestionsView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const id = encodeURIComponent;

const lessonQuestionsPath = (courseId: string, moduleUid: string, lessonUid: string) =>
  `/user/courses/${id(courseId)}/modules/${id(moduleUid)}/lessons/${id(lessonUid)}/questions`;

export async function listLessonQuestions(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  signal?: AbortSignal,
): Promise<QuestionsView> {
  return (await api.get<ApiEnvelope<QuestionsView>>(lessonQuestionsPath(courseId, moduleUid, lessonUid), { signal })).data;
}

export async function askQuestion(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  body: AskQuestionBody,
): Promise<LessonQuestion> {
  return (
    await api.post<ApiEnvelope<{ question: LessonQuestion }>>(lessonQuestionsPath(courseId, moduleUid, lessonUid), body, {
      errorMessage: 'Could not post your question',
    })
  ).data.question;
}

export async function replyToQuestion(questionId: string, text: string): Promise<LessonAnswer> {
  return (await api.post<ApiEnvelope<{ reply: LessonAnswer }>>(`/user/questions/${id(questionId)}/replies`, { text })).data.reply;
}

export async function upvoteQuestion(questionId: string, on: boolean): Promise<void> {
  const path = `/user/questions/${id(questionId)}/upvote`;
  await (on ? api.put(path) : api.delete(path));
}

export async function resolveQuestion(questionId: string, resolved: boolean): Promise<void> {
  await api.put(`/user/questions/${id(questionId)}/resolved`, { resolved });
}

export async function hidePost(reason: string, questionId: string, replyId?: string): Promise<void> {
  await api.put(replyId ? `/user/replies/${id(replyId)}/hidden` : `/user/questions/${id(questionId)}/hidden`, { reason });
}
