import { Container } from '@mantine/core';
import { IconBuildingStadium, IconDeviceTv, IconHeartHandshake, IconSchool } from '@tabler/icons-react';

import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import classes from './stakeholder-cards.module.css';

const STAKEHOLDERS = [
  {
    title: 'Federations & governing bodies',
    Icon: IconBuildingStadium,
    points: [
      'Certified decision review for domestic cricket',
      'Central video library for selectors',
      'Umpire assessment with synced replays',
    ],
  },
  {
    title: 'Academies & clubs',
    Icon: IconSchool,
    points: [
      'Net sessions filmed and tagged automatically',
      'Player development reports by phase',
      'Affordable two-camera starter kits',
    ],
  },
  {
    title: 'Broadcasters',
    Icon: IconDeviceTv,
    points: [
      'Multi-camera live production in a flight case',
      'Ball-tracking graphics on air',
      'Instant replays and highlight packages',
    ],
  },
  {
    title: 'Fans',
    Icon: IconHeartHandshake,
    points: [
      'Every match streamed, even at grassroots',
      'Decisions explained on screen',
      'Clips to share moments after they happen',
    ],
  },
];

export function StakeholderCards() {
  return (
    <FadeInSection className={classes.section} aria-labelledby="stakeholders-title">
      <Container>
        <SectionHeading eyebrow="Who it is for" title="Built for everyone in the game" id="stakeholders-title">
          The same cameras and data serve the umpire, the coach, the producer and the supporter at home.
        </SectionHeading>
        <div className={classes.grid}>
          {STAKEHOLDERS.map(({ title, Icon, points }) => (
            <article key={title} className={classes.card}>
              <Icon size={30} stroke={1.6} className={classes.icon} aria-hidden />
              <h3 className={classes.title}>{title}</h3>
              <ul className={classes.points}>
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Container>
    </FadeInSection>
  );
}
