import { useCurrentUser } from '@/features/auth/stores/session-store';
import { AdminCoursesPage } from '@/features/admin/courses/courses-page';
import { backOfficeOf } from '@/lib/staff-roles';

/** The course list, as the account may use it: every course for an admin, a staff member's own. */
export function AdminCourses() {
  return <AdminCoursesPage office={backOfficeOf(useCurrentUser()) ?? undefined} />;
}
