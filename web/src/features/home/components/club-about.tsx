import { Button, Container, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { FadeInSection } from '@/ui/content/fade-in';

import classes from './club-about.module.css';

const MILESTONES = [
  { year: '2020', text: msg('home.milestone.2020') },
  { year: '2021', text: msg('home.milestone.2021') },
  { year: '2023', text: msg('home.milestone.2023') },
  { year: '2025', text: msg('home.milestone.2025') },
];

/** The club/about block with its timeline (the #timeline anchor). */
/** Brand facts the about block's sentences name. */
const FACTS = { site: SITE.name, foundedYear: String(SITE.foundedYear), parentDivision: SITE.parentDivision };

export function ClubAbout() {
  const t = useT();
  return (
    <FadeInSection id="timeline" className={classes.section} aria-labelledby="about-title">
      <Container className={classes.inner}>
        <div>
          <p className={classes.eyebrow}>{t('home.about.eyebrow')}</p>
          <Title order={2} id="about-title" className={classes.title}>
            {t('home.about.title')}
          </Title>
          <p className={classes.text}>{t('home.about.text', FACTS)}</p>
          <div className={classes.actions}>
            <Button component={Link} to={paths.ourStory} size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
              {t('home.about.ourStory')}
            </Button>
            <Button component={Link} to={paths.products} size="md" variant="default">
              {t('home.about.exploreProducts')}
            </Button>
          </div>
        </div>
        <ol className={classes.timeline} aria-label={t('home.about.milestones')}>
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className={classes.milestone}>
              <span className={classes.year}>{milestone.year}</span>
              <span>{t(milestone.text, FACTS)}</span>
            </li>
          ))}
        </ol>
      </Container>
    </FadeInSection>
  );
}
