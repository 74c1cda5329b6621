import type { ClaimResult, JoinView } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const base = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/join`;

/** The join page's courses, for a signed-in, proven address at the group's email domain (404 to anyone else). */
export async function getJoinView(groupId: string, signal?: AbortSignal): Promise<JoinView> {
  return (await api.get<ApiEnvelope<JoinView>>(base(groupId), { signal, errorMessage: 'Failed to load the group' })).data;
}

/** Takes one of the group's seats of the course: enrolled in one step. */
export async function joinGroupCourse(groupId: string, courseId: string): Promise<ClaimResult> {
  return (await api.post<ApiEnvelope<ClaimResult>>(base(groupId), { courseId }, { errorMessage: 'Could not take the seat' }))
    .data;
}
