import { Container } from '@mantine/core';

import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import { CourseList } from './course-list';
import classes from './courses-section.module.css';

/** The home page's courses list. */
export function CoursesSection() {
  return (
    <FadeInSection id="courses" className={classes.section} aria-labelledby="courses-title">
      <Container>
        <SectionHeading eyebrow="Learn" title="Certification courses" id="courses-title">
          Learn the craft from analysts and DRS operators who work live matches, and earn a certificate anyone can verify.
        </SectionHeading>
        <CourseList />
      </Container>
    </FadeInSection>
  );
}
