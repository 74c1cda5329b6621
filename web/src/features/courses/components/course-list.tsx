import { inLanguage, pageDataKeys } from '@contract/page-data';
import { useLocale } from '@/lib/i18n/use-t';
import { useApiData } from '@/lib/use-api-data';
import cardGrid from '@/ui/content/card-grid.module.css';
import { CardGridSkeleton, EmptyState } from '@/ui/content/data-states';

import { getCourses } from '../api/get-courses';

import { CourseCard } from './course-card';

/**
 * Published courses; a failed load is logged and shows the empty text (SPEC section 8). `firstScreen`:
 * the list opens the page, so its first card's image loads at once (course-card.tsx).
 */
export function CourseList({ headingLevel, firstScreen = false }: { headingLevel?: 2 | 3; firstScreen?: boolean }) {
  const locale = useLocale();
  const courses = useApiData(
    (signal) => getCourses(signal, locale),
    [locale],
    undefined,
    inLanguage(pageDataKeys.courses, locale),
  );
  if (courses.status === 'loading') return <CardGridSkeleton count={2} />;
  const list = courses.status === 'ready' ? courses.data : [];
  if (list.length === 0) return <EmptyState message="No courses found. Please check back later!" />;
  return (
    <div className={cardGrid.grid}>
      {list.map((course, index) => (
        <CourseCard key={course.uid} course={course} headingLevel={headingLevel} first={firstScreen && index === 0} />
      ))}
    </div>
  );
}
