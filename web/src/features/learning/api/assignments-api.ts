import type { AssignmentSubmission, LearnerAssignment } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const id = encodeURIComponent;

const assignmentPath = (courseId: string, moduleUid: string, lessonUid: string) =>
  `/user/courses/${id(courseId)}/modules/${id(moduleUid)}/lessons/${id(lessonUid)}/assignment`;

export async function getAssignment(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  signal?: AbortSignal,
): Promise<LearnerAssignment> {
  return (await api.get<ApiEnvelope<LearnerAssignment>>(assignmentPath(courseId, moduleUid, lessonUid), { signal })).data;
}

/** Hands in the work: `form` carries text, links (one a line) and file1…file3. */
export async function submitAssignment(
  courseId: string,
  moduleUid: string,
  lessonUid: string,
  form: FormData,
): Promise<AssignmentSubmission> {
  return (
    await api.post<ApiEnvelope<{ submission: AssignmentSubmission }>>(
      `${assignmentPath(courseId, moduleUid, lessonUid)}/submissions`,
      form,
      { errorMessage: 'Could not hand in your work' },
    )
  ).data.submission;
}
