import type { CourseSeats, LocalisedCourse } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** The course in `locale`, or in English (its `language`) when it has no version in it. */
export async function getCourse(uid: string, locale: Locale, signal?: AbortSignal): Promise<LocalisedCourse> {
  const res = await api.get<ApiEnvelope<{ course: LocalisedCourse }>>(`/courses/${encodeURIComponent(uid)}`, {
    signal,
    query: langQuery(locale),
  });
  return res.data.course;
}

/** How full the course is now: its page shows this over the copy the CDN kept (issue 39). */
export async function getCourseSeats(uid: string, signal?: AbortSignal): Promise<CourseSeats> {
  const res = await api.get<ApiEnvelope<CourseSeats>>(`/courses/${encodeURIComponent(uid)}/seats`, { signal });
  return res.data;
}
