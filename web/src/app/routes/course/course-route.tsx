import { CoursePage } from '@/features/courses/components/course-page';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { useHydrated } from '@/lib/use-hydrated';

import { EnrollAction } from './enroll-action';

/** The course page needs to know who is looking (enrol, continue, or join first). */
export function CourseRoute() {
  const user = useCurrentUser();
  const viewer = useHydrated() ? user : null;
  return <CoursePage enrollAction={(course) => <EnrollAction course={course} user={viewer} />} signedIn={viewer !== null} />;
}
