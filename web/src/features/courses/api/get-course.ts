import type { Course, CourseSeats } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getCourse(uid: string, signal?: AbortSignal): Promise<Course> {
  const res = await api.get<ApiEnvelope<{ course: Course }>>(`/courses/${encodeURIComponent(uid)}`, { signal });
  return res.data.course;
}

/** How full the course is now: its page shows this over the copy the CDN kept (issue 39). */
export async function getCourseSeats(uid: string, signal?: AbortSignal): Promise<CourseSeats> {
  const res = await api.get<ApiEnvelope<CourseSeats>>(`/courses/${encodeURIComponent(uid)}/seats`, { signal });
  return res.data;
}
