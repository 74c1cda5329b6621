import { Container } from '@mantine/core';
import { IconBuildingStadium, IconDeviceTv, IconHeartHandshake, IconSchool } from '@tabler/icons-react';

import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';

import classes from './stakeholder-cards.module.css';

const STAKEHOLDERS = [
  {
    title: msg('home.stakeholder.federations.title'),
    Icon: IconBuildingStadium,
    points: [
      msg('home.stakeholder.federations.point1'),
      msg('home.stakeholder.federations.point2'),
      msg('home.stakeholder.federations.point3'),
    ],
  },
  {
    title: msg('home.stakeholder.academies.title'),
    Icon: IconSchool,
    points: [
      msg('home.stakeholder.academies.point1'),
      msg('home.stakeholder.academies.point2'),
      msg('home.stakeholder.academies.point3'),
    ],
  },
  {
    title: msg('home.stakeholder.broadcasters.title'),
    Icon: IconDeviceTv,
    points: [
      msg('home.stakeholder.broadcasters.point1'),
      msg('home.stakeholder.broadcasters.point2'),
      msg('home.stakeholder.broadcasters.point3'),
    ],
  },
  {
    title: msg('home.stakeholder.fans.title'),
    Icon: IconHeartHandshake,
    points: [msg('home.stakeholder.fans.point1'), msg('home.stakeholder.fans.point2'), msg('home.stakeholder.fans.point3')],
  },
];

export function StakeholderCards() {
  const t = useT();
  return (
    <FadeInSection className={classes.section} aria-labelledby="stakeholders-title">
      <Container>
        <SectionHeading eyebrow={t('home.stakeholders.eyebrow')} title={t('home.stakeholders.title')} id="stakeholders-title">
          {t('home.stakeholders.lead')}
        </SectionHeading>
        <div className={classes.grid}>
          {STAKEHOLDERS.map(({ title, Icon, points }) => (
            <article key={title} className={classes.card}>
              <Icon size={30} stroke={1.6} className={classes.icon} aria-hidden />
              <h3 className={classes.title}>{t(title)}</h3>
              <ul className={classes.points}>
                {points.map((point) => (
                  <li key={point}>{t(point)}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Container>
    </FadeInSection>
  );
}
