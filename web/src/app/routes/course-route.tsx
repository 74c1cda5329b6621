import { CoursePage } from '@/features/courses/components/course-page';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { useHydrated } from '@/lib/use-hydrated';

/** The course page needs to know who is looking (enrol, continue, or join first). */
export function CourseRoute() {
  const user = useCurrentUser();
  return <CoursePage user={useHydrated() ? user : null} />;
}
