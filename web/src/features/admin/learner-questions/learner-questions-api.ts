import type { StaffQuestion } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const id = encodeURIComponent;

export async function getStaffQuestions(show: 'unanswered' | 'all', signal?: AbortSignal): Promise<StaffQuestion[]> {
  return (await api.get<ApiEnvelope<{ questions: StaffQuestion[] }>>(`/admin/questions?show=${show}`, { signal })).data.questions;
}

export async function answerQuestion(questionId: string, text: string): Promise<void> {
  await api.post(`/user/questions/${id(questionId)}/replies`, { text }, { errorMessage: 'Could not post your answer' });
}

export async function resolveQuestion(questionId: string, resolved: boolean): Promise<void> {
  await api.put(`/user/questions/${id(questionId)}/resolved`, { resolved });
}

export async function hidePost(reason: string, questionId: string, replyId?: string): Promise<void> {
  await api.put(replyId ? `/user/replies/${id(replyId)}/hidden` : `/user/questions/${id(questionId)}/hidden`, { reason });
}
