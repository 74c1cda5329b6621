import type { MarkSubmissionBody, STAFF_SUBMISSION_FILTERS, StaffSubmission, StaffSubmissionSummary } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** Which submissions the queue lists: those waiting for a mark (oldest first), or the latest marked. */
export type SubmissionFilter = (typeof STAFF_SUBMISSION_FILTERS)[number];

const submissionPath = (submissionId: string) => `/admin/assignments/${encodeURIComponent(submissionId)}`;

export async function getStaffSubmissions(show: SubmissionFilter, signal?: AbortSignal): Promise<StaffSubmissionSummary[]> {
  const res = await api.get<ApiEnvelope<{ submissions: StaffSubmissionSummary[] }>>('/admin/assignments', {
    query: { show },
    signal,
    errorMessage: 'Failed to load the submissions',
  });
  return res.data.submissions;
}

export async function getStaffSubmission(submissionId: string, signal?: AbortSignal): Promise<StaffSubmission> {
  const res = await api.get<ApiEnvelope<{ submission: StaffSubmission }>>(submissionPath(submissionId), {
    signal,
    errorMessage: 'Failed to load the submission',
  });
  return res.data.submission;
}

export async function markSubmission(
  submissionId: string,
  body: MarkSubmissionBody,
): Promise<{ message: string; submission: StaffSubmission }> {
  const res = await api.put<ApiEnvelope<{ submission: StaffSubmission }>>(`${submissionPath(submissionId)}/mark`, body, {
    errorMessage: 'Failed to save the mark',
  });
  return { message: res.message ?? 'Mark saved', submission: res.data.submission };
}
