import type { ClaimResult, JoinView } from '@contract';

import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

const base = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/join`;

/** The join page's courses (titles in `locale` where they have a version), for a signed-in, proven address at the group's email domain (404 to anyone else). */
export async function getJoinView(groupId: string, locale: Locale, signal?: AbortSignal): Promise<JoinView> {
  return (
    await api.get<ApiEnvelope<JoinView>>(base(groupId), { signal, query: langQuery(locale), errorMessage: 'Failed to load the group' })
  ).data;
}

/** Takes one of the group's seats of the course: enrolled in one step. */
export async function joinGroupCourse(groupId: string, courseId: string): Promise<ClaimResult> {
  return (await api.post<ApiEnvelope<ClaimResult>>(base(groupId), { courseId }, { errorMessage: 'Could not take the seat' }))
    .data;
}
