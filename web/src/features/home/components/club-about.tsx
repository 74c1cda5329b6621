import { Button, Container, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { FadeInSection } from '@/ui/content/fade-in';

import classes from './club-about.module.css';

const MILESTONES = [
  { year: '2020', text: `${SITE.name} founded within ${SITE.parentDivision}.` },
  { year: '2021', text: 'Our affiliate becomes India’s first certified decision-review provider.' },
  { year: '2023', text: 'Eight-camera tracking rolled out to state T20 leagues.' },
  { year: '2025', text: '1000 matches covered; the analyst certification opens to learners.' },
];

/** The club/about block with its timeline (the #timeline anchor). */
export function ClubAbout() {
  return (
    <FadeInSection id="timeline" className={classes.section} aria-labelledby="about-title">
      <Container className={classes.inner}>
        <div>
          <p className={classes.eyebrow}>About us</p>
          <Title order={2} id="about-title" className={classes.title}>
            A cricket club’s eye for detail, a broadcaster’s standards
          </Title>
          <p className={classes.text}>
            {SITE.name} was founded in {SITE.foundedYear} and is part of {SITE.parentDivision}. Our affiliate was India’s first
            certified decision-review provider, and our systems have been used in over 1000 matches, from academy nets to
            televised league finals.
          </p>
          <div className={classes.actions}>
            <Button component={Link} to={paths.ourStory} size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
              Our Story
            </Button>
            <Button component={Link} to={paths.products} size="md" variant="default">
              Explore Products
            </Button>
          </div>
        </div>
        <ol className={classes.timeline} aria-label="Milestones">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className={classes.milestone}>
              <span className={classes.year}>{milestone.year}</span>
              <span>{milestone.text}</span>
            </li>
          ))}
        </ol>
      </Container>
    </FadeInSection>
  );
}
