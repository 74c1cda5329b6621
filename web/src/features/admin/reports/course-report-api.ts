import type { CourseReport, CourseReportQuery } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const reportPath = (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}/report`;

/** A course's learners and their results, enrolled within the days asked for. */
export async function getCourseReport(courseId: string, query: CourseReportQuery, signal?: AbortSignal): Promise<CourseReport> {
  return (
    await api.get<ApiEnvelope<CourseReport>>(reportPath(courseId), { query, signal, errorMessage: 'Failed to load the report' })
  ).data;
}

/** The same report as CSV text. */
export function downloadCourseReport(courseId: string, query: CourseReportQuery): Promise<string> {
  return api.get<string>(`${reportPath(courseId)}.csv`, { query, errorMessage: 'Could not download the report' });
}
