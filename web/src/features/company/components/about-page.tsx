import { Button, Container, Title } from '@mantine/core';
import { IconArrowRight, IconEye, IconShieldCheck, IconTargetArrow, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '@/ui/content/page-hero';

import classes from './company-pages.module.css';

const VALUES = [
  {
    Icon: IconTargetArrow,
    title: 'Accuracy first',
    text: 'A decision changes a match. Every system we ship is calibrated, measured and documented before it goes on air.',
  },
  {
    Icon: IconUsers,
    title: 'Made for cricket people',
    text: 'Our crews, analysts and engineers play and follow the game, and build for the people who run it.',
  },
  {
    Icon: IconEye,
    title: 'Open about how it works',
    text: 'We explain what ball tracking can and cannot see, so that umpires, players and fans can trust the result.',
  },
  {
    Icon: IconShieldCheck,
    title: 'Reliable on match day',
    text: 'Redundant capture, tested failover and crews who have done it a thousand times before.',
  },
];

const OFFER = [
  {
    title: 'Decision review',
    text: 'Multi-camera ball tracking, edge detection and bat alignment for certified third-umpire reviews.',
  },
  {
    title: 'Video analysis',
    text: 'Capture, tagging and reporting tools that give coaches and selectors the full story of every ball.',
  },
  {
    title: 'Production and streaming',
    text: 'Compact multi-camera live production, graphics and OTT streaming with built-in monetisation.',
  },
  { title: 'Education', text: 'Certification courses that train the next generation of video analysts and DRS operators.' },
];

export function AboutPage() {
  usePageMeta(
    'About',
    `${SITE.name}: cricket technology for federations, academies, clubs and broadcasters since ${SITE.foundedYear}.`,
  );
  return (
    <>
      <PageHero eyebrow="About us" title="Technology that serves the game">
        {SITE.name} was founded in {SITE.foundedYear} and is part of {SITE.parentDivision}. We build the cameras, software and
        people behind fair decisions, better coaching and cricket that more fans can watch.
      </PageHero>
      <section className={classes.section}>
        <Container>
          <div className={classes.split}>
            <div>
              <p className={classes.eyebrow}>What we do</p>
              <Title order={2} className={classes.title}>
                From the academy nets to the league final
              </Title>
              <p className={classes.text}>
                Our affiliate was India’s first certified decision-review provider, and our systems have now been used in over
                1000 matches. The same technology that settles an LBW review in a televised final helps a 15-year-old fast bowler
                see where her front foot lands, and lets a small club stream its Sunday game to family abroad.
              </p>
              <Button component={Link} to={paths.ourStory} mt="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
                Read our story
              </Button>
            </div>
            <ul className={classes.offer}>
              {OFFER.map((item) => (
                <li key={item.title}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>
      <section className={classes.sectionAlt}>
        <Container>
          <p className={classes.eyebrowCenter}>Our values</p>
          <Title order={2} className={classes.titleCenter}>
            How we work
          </Title>
          <ul className={classes.values}>
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title}>
                <Icon size={28} stroke={1.6} aria-hidden />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section className={classes.cta}>
        <Container className={classes.ctaInner}>
          <Title order={2} className={classes.ctaTitle}>
            Bring {SITE.name} to your ground
          </Title>
          <div className={classes.ctaActions}>
            <Button component={Link} to={paths.contact} size="md">
              Contact us
            </Button>
            <Button component={Link} to={paths.careers} size="md" variant="white" color="dark">
              Join the team
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
