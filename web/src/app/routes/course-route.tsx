import { CoursePage } from '@/features/courses/components/course-page';
import { useCurrentUser } from '@/features/auth/stores/session-store';

/** The course page needs to know who is looking (enrol, continue, or join first). */
export function CourseRoute() {
  return <CoursePage user={useCurrentUser()} />;
}
