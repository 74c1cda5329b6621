import type {
  AttendanceInput,
  CohortDetails,
  CohortGrid,
  CohortInput,
  CohortList,
  CohortView,
  LiveSessionInput,
  LiveSessionView,
  RemindResult,
} from '@contract';

import { api, apiFile, type ApiEnvelope } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A group's cohorts and their live sessions (its managers, and admins); another group's ids answer 404. */
const cohorts = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/cohorts`;
const cohort = (groupId: string, cohortId: string) => `${cohorts(groupId)}/${encodeURIComponent(cohortId)}`;
const session = (groupId: string, cohortId: string, sessionId: string) =>
  `${cohort(groupId, cohortId)}/sessions/${encodeURIComponent(sessionId)}`;

export async function getCohorts(groupId: string, signal?: AbortSignal): Promise<CohortList> {
  return (await api.get<ApiEnvelope<CohortList>>(cohorts(groupId), { signal, errorMessage: 'Failed to load the cohorts' })).data;
}

export async function createCohort(groupId: string, body: CohortInput): Promise<CohortView> {
  return (await api.post<ApiEnvelope<CohortView>>(cohorts(groupId), body, { errorMessage: 'Could not create the cohort' })).data;
}

export async function saveCohort(groupId: string, cohortId: string, body: CohortInput): Promise<CohortView> {
  return (await api.put<ApiEnvelope<CohortView>>(cohort(groupId, cohortId), body, { errorMessage: 'Could not save the cohort' }))
    .data;
}

export async function getCohort(groupId: string, cohortId: string, signal?: AbortSignal): Promise<CohortDetails> {
  return (
    await api.get<ApiEnvelope<CohortDetails>>(cohort(groupId, cohortId), { signal, errorMessage: 'Failed to load the cohort' })
  ).data;
}

export async function getCohortGrid(groupId: string, cohortId: string, signal?: AbortSignal): Promise<CohortGrid> {
  return (
    await api.get<ApiEnvelope<CohortGrid>>(`${cohort(groupId, cohortId)}/grid`, {
      signal,
      errorMessage: 'Failed to load the progress',
    })
  ).data;
}

export async function downloadCohortCsv(groupId: string, cohortId: string): Promise<void> {
  const { file, filename } = await apiFile(`${cohort(groupId, cohortId)}/grid.csv`, 'Could not download the progress');
  saveFile(file, filename ?? 'cohort-progress.csv');
}

export async function remind(groupId: string, cohortId: string, uid: string): Promise<string> {
  const res = await api.post<ApiEnvelope<RemindResult>>(
    `${cohort(groupId, cohortId)}/remind/${encodeURIComponent(uid)}`,
    undefined,
    {
      errorMessage: 'Could not send the reminder',
    },
  );
  return res.message ?? '';
}

export async function scheduleSession(groupId: string, cohortId: string, body: LiveSessionInput): Promise<string> {
  const res = await api.post<ApiEnvelope<LiveSessionView>>(`${cohort(groupId, cohortId)}/sessions`, body, {
    errorMessage: 'Could not schedule the session',
  });
  return res.message ?? '';
}

export async function editSession(groupId: string, cohortId: string, sessionId: string, body: LiveSessionInput): Promise<string> {
  const res = await api.put<ApiEnvelope<LiveSessionView>>(session(groupId, cohortId, sessionId), body, {
    errorMessage: 'Could not change the session',
  });
  return res.message ?? '';
}

export async function cancelSession(groupId: string, cohortId: string, sessionId: string): Promise<string> {
  const res = await api.delete<ApiEnvelope<LiveSessionView>>(session(groupId, cohortId, sessionId), {
    errorMessage: 'Could not cancel the session',
  });
  return res.message ?? '';
}

export async function saveAttendance(
  groupId: string,
  cohortId: string,
  sessionId: string,
  body: AttendanceInput,
): Promise<string> {
  const res = await api.put<ApiEnvelope<LiveSessionView>>(`${session(groupId, cohortId, sessionId)}/attendance`, body, {
    errorMessage: 'Could not save the attendance',
  });
  return res.message ?? '';
}
