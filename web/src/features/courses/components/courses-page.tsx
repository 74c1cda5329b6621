import { Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { usePageMeta } from '@/lib/page-meta';
import pageBody from '@/ui/content/page-body.module.css';
import { PageHero } from '@/ui/content/page-hero';

import { CourseList } from './course-list';

export function CoursesPage() {
  usePageMeta('Courses', 'Certification courses in cricket video analysis and DRS operations, taught by working analysts.');
  return (
    <>
      <PageHero eyebrow="Courses" title="Certification courses">
        <p>Structured, hands-on courses with checkpoint quizzes and a verifiable certificate at the end.</p>
        <Button component={Link} to={paths.enroll} size="md" mt="md">
          New here? Register and enrol
        </Button>
      </PageHero>
      <Container className={pageBody.body}>
        <CourseList headingLevel={2} firstScreen />
      </Container>
    </>
  );
}
