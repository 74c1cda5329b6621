import { pageDataKeys } from '@contract/page-data';
import { Container, Skeleton } from '@mantine/core';

import { useApiData } from '@/lib/use-api-data';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import { getPartners, type PartnerKind } from '../api/get-partners';

import classes from './partners-section.module.css';

const COPY: Record<PartnerKind, { eyebrow: string; title: string; lead: string }> = {
  organizations: {
    eyebrow: 'Organizations',
    title: 'Trusted by associations and academies',
    lead: 'State associations, academies and clubs that run their cricket on our systems.',
  },
  leagues: {
    eyebrow: 'Leagues',
    title: 'Leagues we power',
    lead: 'T20 competitions covered with decision review, live production and streaming.',
  },
};

/** The organizations or leagues logo grid; a failed load shows an empty grid (SPEC section 8). */
export function PartnersSection({ kind }: { kind: PartnerKind }) {
  const partners = useApiData((signal) => getPartners(kind, signal), [kind], undefined, pageDataKeys.partners(kind));
  const copy = COPY[kind];
  if (partners.status === 'ready' && partners.data.length === 0) return null;
  return (
    <FadeInSection id={kind} className={classes.section} data-kind={kind} aria-labelledby={`${kind}-title`}>
      <Container>
        <SectionHeading eyebrow={copy.eyebrow} title={copy.title} id={`${kind}-title`}>
          {copy.lead}
        </SectionHeading>
        <ul className={classes.grid} aria-busy={partners.status === 'loading'}>
          {partners.status === 'loading'
            ? Array.from({ length: 5 }, (_, i) => (
                <li key={i} className={classes.tile}>
                  <Skeleton height={72} width={72} circle />
                  <Skeleton height={12} width="70%" />
                </li>
              ))
            : partners.status === 'ready' &&
              partners.data.map((partner) => (
                <li key={partner._id} className={classes.tile}>
                  {partner.imageUrl ? (
                    <img className={classes.logo} src={partner.imageUrl} alt="" loading="lazy" width={88} height={88} />
                  ) : (
                    <span className={classes.initial} aria-hidden="true">
                      {partner.name.charAt(0)}
                    </span>
                  )}
                  <span className={classes.name}>{partner.name}</span>
                </li>
              ))}
        </ul>
      </Container>
    </FadeInSection>
  );
}
