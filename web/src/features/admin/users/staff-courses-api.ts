import type { StaffCourses, StaffCoursesBody } from '@contract';
import { api, type ApiEnvelope } from '@/lib/api-client';

const path = (uid: string) => `/admin/users/${encodeURIComponent(uid)}/staff-courses`;

export async function getStaffCourses(uid: string, signal?: AbortSignal): Promise<StaffCourses> {
  return (await api.get<ApiEnvelope<StaffCourses>>(path(uid), { errorMessage: 'Failed to load staff courses', signal })).data;
}

export async function saveStaffCourses(uid: string, body: StaffCoursesBody): Promise<string> {
  const res = await api.put<ApiEnvelope<StaffCourses>>(path(uid), body, { errorMessage: 'Failed to save staff courses' });
  return res.message ?? 'Staff courses saved';
}
