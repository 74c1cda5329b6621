import type { Course } from '@contract';
import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';

import { coursePath, paths } from '@/config/paths';

import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePreloaded } from '@/lib/page-data';
import { usePageMeta } from '@/lib/page-meta';
import { courseList } from '@/lib/structured-data';
import pageBody from '@/ui/content/page-body.module.css';
import { PageHero } from '@/ui/content/page-hero';

import { CourseList } from './course-list';

export function CoursesPage() {
  const t = useT();
  // The markup is written on the server only, from the list the page was rendered with.
  const preloaded = usePreloaded(inLanguage(pageDataKeys.courses, useLocale()));
  const courses = preloaded && 'data' in preloaded ? (preloaded.data as Course[]) : [];
  usePageMeta(t('courses.meta.title'), t('courses.meta.description'), {
    structuredData: (origin) => (courses.length > 0 ? [courseList(origin, courses, (item) => coursePath(item.uid))] : []),
  });
  return (
    <>
      <PageHero eyebrow={t('courses.eyebrow')} title={t('courses.title')}>
        <p>{t('courses.lead')}</p>
        <Button component={Link} to={paths.enroll} size="md" mt="md">
          {t('courses.register')}
        </Button>
      </PageHero>
      <Container className={pageBody.body}>
        <CourseList headingLevel={2} firstScreen />
      </Container>
    </>
  );
}
