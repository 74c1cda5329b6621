import { Button, Container, Title } from '@mantine/core';
import { IconArrowDown, IconBroadcast, IconBuildingStadium, IconSchool } from '@tabler/icons-react';

import classes from './hero-section.module.css';
import { TrackingVisual } from './tracking-visual';

const AUDIENCES = [
  { label: 'Federations & governing bodies', Icon: IconBuildingStadium },
  { label: 'Academies & clubs', Icon: IconSchool },
  { label: 'Broadcasters & fans', Icon: IconBroadcast },
];

export function HeroSection() {
  return (
    <section id="home" className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.backdrop} aria-hidden="true" />
      <Container className={classes.inner}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>
            <span className={classes.liveDot} aria-hidden="true" />
            Cricket technology since 2020
          </p>
          <Title order={1} id="hero-title" className={classes.title}>
            Innovation in <span className={classes.accent}>Cricket Technology</span>
          </Title>
          <p className={classes.lead}>
            One platform for training, production and analytics, with decision review that reads LBW trajectory, impact point and
            angle, ball path and bat alignment, plus live streaming and monetisation for every level of the game.
          </p>
          <div className={classes.actions}>
            <Button
              component="a"
              href="#features"
              size="lg"
              rightSection={<IconArrowDown size={20} aria-hidden />}
              className={classes.primaryAction}
            >
              Explore Features
            </Button>
          </div>
          <ul className={classes.audiences} aria-label="Built for">
            {AUDIENCES.map(({ label, Icon }) => (
              <li key={label} className={classes.audience}>
                <Icon size={20} stroke={1.7} aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <TrackingVisual />
      </Container>
    </section>
  );
}
