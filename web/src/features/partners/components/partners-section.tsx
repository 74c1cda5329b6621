import { pageDataKeys } from '@contract/page-data';
import { Container, Skeleton } from '@mantine/core';

import { useApiData } from '@/lib/use-api-data';
import { FadeInSection } from '@/ui/content/fade-in';
import { msg, type MessageId } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from '@/ui/content/section-heading';

import { getPartners, type PartnerKind } from '../api/get-partners';

import classes from './partners-section.module.css';

const COPY: Record<PartnerKind, { eyebrow: MessageId; title: MessageId; lead: MessageId }> = {
  organizations: {
    eyebrow: msg('home.organizations.eyebrow'),
    title: msg('home.organizations.title'),
    lead: msg('home.organizations.lead'),
  },
  leagues: {
    eyebrow: msg('home.leagues.eyebrow'),
    title: msg('home.leagues.title'),
    lead: msg('home.leagues.lead'),
  },
};

/** The organizations or leagues logo grid; a failed load shows an empty grid (SPEC section 8). */
export function PartnersSection({ kind }: { kind: PartnerKind }) {
  const partners = useApiData((signal) => getPartners(kind, signal), [kind], undefined, pageDataKeys.partners(kind));
  const copy = COPY[kind];
  const t = useT();
  if (partners.status === 'ready' && partners.data.length === 0) return null;
  return (
    <FadeInSection id={kind} className={classes.section} data-kind={kind} aria-labelledby={`${kind}-title`}>
      <Container>
        <SectionHeading eyebrow={t(copy.eyebrow)} title={t(copy.title)} id={`${kind}-title`}>
          {t(copy.lead)}
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
