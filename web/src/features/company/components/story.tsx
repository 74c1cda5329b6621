import { Container, Title } from '@mantine/core';

import { SITE } from '@/config/site';
import { PageHero } from '@/ui/content/page-hero';

import classes from './company-pages.module.css';

const STORY_STATS = [
  { value: '1000+', label: 'matches' },
  { value: '8', label: 'camera angles' },
  { value: 'First', label: 'certified DRS provider in India' },
];

const CHAPTERS = [
  {
    year: '2020',
    title: 'A broadcaster’s problem',
    text: `${SITE.name} began inside ${SITE.parentDivision} with a simple question from a state association: why could only international matches afford decision review? We set out to build a system that a domestic league could run.`,
  },
  {
    year: '2021',
    title: 'Certified',
    text: 'After a season of trials against high-speed reference cameras, our affiliate became India’s first certified decision-review provider. The first reviews went live that winter.',
  },
  {
    year: '2023',
    title: 'Eight angles, one timeline',
    text: 'We moved to eight synchronised cameras and a stump microphone on one clock, so that ball tracking, edge detection and bat alignment came from the same frames.',
  },
  {
    year: '2025',
    title: 'Teaching the craft',
    text: 'With analysts in short supply, we opened our training to everyone: the Certified Cricket Video Analyst course teaches the workflow our own crews use.',
  },
];

/** The story page's numbers and chapters; the products list follows it on the page. */
export function Story() {
  return (
    <>
      <PageHero eyebrow="Our story" title="From one question to 1000 matches">
        How a small team inside a broadcaster made decision review and video analysis affordable for cricket beyond the
        international game.
      </PageHero>
      <section className={classes.storyStats} aria-label="Our story in numbers">
        <Container>
          <dl className={classes.statsList}>
            {STORY_STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="md">
          <ol className={classes.chapters}>
            {CHAPTERS.map((chapter) => (
              <li key={chapter.year}>
                <span className={classes.chapterYear}>{chapter.year}</span>
                <div>
                  <Title order={2} className={classes.chapterTitle}>
                    {chapter.title}
                  </Title>
                  <p>{chapter.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    </>
  );
}
