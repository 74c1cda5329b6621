import { Button, Container, Title } from '@mantine/core';
import { IconArrowDown, IconBroadcast, IconBuildingStadium, IconSchool } from '@tabler/icons-react';

import { msg } from '@/lib/i18n/message-id';
import { T, useT } from '@/lib/i18n/use-t';

import classes from './hero-section.module.css';
import { TrackingVisual } from './tracking-visual';

const AUDIENCES = [
  { label: msg('home.audience.federations'), Icon: IconBuildingStadium },
  { label: msg('home.audience.academies'), Icon: IconSchool },
  { label: msg('home.audience.broadcastersAndFans'), Icon: IconBroadcast },
];

export function HeroSection() {
  const t = useT();
  return (
    <section id="home" className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.backdrop} aria-hidden="true" />
      <Container className={classes.inner}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>
            <span className={classes.liveDot} aria-hidden="true" />
            {t('home.hero.eyebrow')}
          </p>
          <Title order={1} id="hero-title" className={classes.title}>
            <T id="home.hero.title" components={{ 0: <span className={classes.accent} /> }} />
          </Title>
          <p className={classes.lead}>{t('home.hero.lead')}</p>
          <div className={classes.actions}>
            <Button
              component="a"
              href="#features"
              size="lg"
              rightSection={<IconArrowDown size={20} aria-hidden />}
              className={classes.primaryAction}
            >
              {t('home.hero.explore')}
            </Button>
          </div>
          <ul className={classes.audiences} aria-label={t('home.hero.builtFor')}>
            {AUDIENCES.map(({ label, Icon }) => (
              <li key={label} className={classes.audience}>
                <Icon size={20} stroke={1.7} aria-hidden />
                {t(label)}
              </li>
            ))}
          </ul>
        </div>
        <TrackingVisual />
      </Container>
    </section>
  );
}
