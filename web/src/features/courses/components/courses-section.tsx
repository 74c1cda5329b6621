import { Container } from '@mantine/core';

import { useT } from '@/lib/i18n/use-t';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import { CourseList } from './course-list';
import classes from './courses-section.module.css';

/** The home page's courses list. */
export function CoursesSection() {
  const t = useT();
  return (
    <FadeInSection id="courses" className={classes.section} aria-labelledby="courses-title">
      <Container>
        <SectionHeading eyebrow={t('home.courses.eyebrow')} title={t('home.courses.title')} id="courses-title">
          {t('home.courses.lead')}
        </SectionHeading>
        <CourseList />
      </Container>
    </FadeInSection>
  );
}
