import { useCurrentUser } from '@/features/auth/stores/session-store';
import { CourseModulesPage } from '@/features/admin/courses/course-modules-page';
import { backOfficeOf } from '@/lib/staff-roles';

/** A course's modules: its learner screens are linked for an admin only. */
export function AdminCourseModules() {
  return <CourseModulesPage learnerScreens={backOfficeOf(useCurrentUser())?.all ?? false} />;
}
