import { useCurrentUser } from '@/features/auth/stores/session-store';
import { CourseFormPage } from '@/features/admin/courses/course-form-page';
import { backOfficeOf } from '@/lib/staff-roles';

/** A course's form: its price and publication an admin's only. */
export function AdminCourseForm() {
  return <CourseFormPage pricing={backOfficeOf(useCurrentUser())?.all ?? false} />;
}
