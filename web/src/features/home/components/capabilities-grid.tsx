import { Container } from '@mantine/core';
import {
  IconAnalyze,
  IconBroadcast,
  IconCash,
  IconDeviceTv,
  IconPresentation,
  IconRobot,
  IconShare,
  IconTag,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';

import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';

import classes from './capabilities-grid.module.css';

const CAPABILITIES = [
  { name: msg('home.capability.capture.name'), Icon: IconVideo, text: msg('home.capability.capture.text') },
  { name: msg('home.capability.tag.name'), Icon: IconTag, text: msg('home.capability.tag.text') },
  { name: msg('home.capability.analyze.name'), Icon: IconAnalyze, text: msg('home.capability.analyze.text') },
  { name: msg('home.capability.present.name'), Icon: IconPresentation, text: msg('home.capability.present.text') },
  { name: msg('home.capability.collaborate.name'), Icon: IconUsersGroup, text: msg('home.capability.collaborate.text') },
  { name: msg('home.capability.automatic.name'), Icon: IconRobot, text: msg('home.capability.automatic.text') },
  { name: msg('home.capability.stream.name'), Icon: IconBroadcast, text: msg('home.capability.stream.text') },
  { name: msg('home.capability.engage.name'), Icon: IconDeviceTv, text: msg('home.capability.engage.text') },
  { name: msg('home.capability.distribute.name'), Icon: IconShare, text: msg('home.capability.distribute.text') },
  { name: msg('home.capability.monetize.name'), Icon: IconCash, text: msg('home.capability.monetize.text') },
];

/** The ten core capabilities (SPEC section 2, home page). */
export function CapabilitiesGrid() {
  const t = useT();
  return (
    <FadeInSection id="technology" className={classes.section} aria-labelledby="technology-title">
      <Container>
        <SectionHeading eyebrow={t('home.technology.eyebrow')} title={t('home.technology.title')} id="technology-title" light>
          {t('home.technology.lead')}
        </SectionHeading>
        <ul className={classes.grid}>
          {CAPABILITIES.map(({ name, Icon, text }) => (
            <li key={name} className={classes.card}>
              <span className={classes.icon}>
                <Icon size={24} stroke={1.7} aria-hidden />
              </span>
              <h3 className={classes.name}>{t(name)}</h3>
              <p className={classes.text}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </FadeInSection>
  );
}
