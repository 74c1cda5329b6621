import { pageDataKeys } from '@contract/page-data';
import { useApiData } from '@/lib/use-api-data';
import cardGrid from '@/ui/content/card-grid.module.css';
import { CardGridSkeleton, EmptyState } from '@/ui/content/data-states';

import { getCourses } from '../api/get-courses';

import { CourseCard } from './course-card';

/** Published courses; a failed load is logged and shows the empty text (SPEC section 8). */
export function CourseList({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const courses = useApiData((signal) => getCourses(signal), [], undefined, pageDataKeys.courses);
  if (courses.status === 'loading') return <CardGridSkeleton count={2} />;
  const list = courses.status === 'ready' ? courses.data : [];
  if (list.length === 0) return <EmptyState message="No courses found. Please check back later!" />;
  return (
    <div className={cardGrid.grid}>
      {list.map((course) => (
        <CourseCard key={course.uid} course={course} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
