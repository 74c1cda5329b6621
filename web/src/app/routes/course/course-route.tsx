import { CoursePage } from '@/features/courses/components/course-page';
import { useCurrentUser } from '@/features/auth/stores/session-store';

import { EnrollAction } from './enroll-action';

/** The course page needs to know who is looking (enrol, continue, or join first). */
export function CourseRoute() {
  // Null while the server's page, rendered for everyone, hydrates.
  const viewer = useCurrentUser();
  return <CoursePage enrollAction={(course) => <EnrollAction course={course} user={viewer} />} signedIn={viewer !== null} />;
}
