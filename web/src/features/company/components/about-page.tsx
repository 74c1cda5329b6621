import { Button, Container, Title } from '@mantine/core';
import { IconArrowRight, IconEye, IconShieldCheck, IconTargetArrow, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '@/ui/content/page-hero';

import classes from './company-pages.module.css';

const VALUES = [
  { Icon: IconTargetArrow, title: msg('about.value.accuracy.title'), text: msg('about.value.accuracy.text') },
  { Icon: IconUsers, title: msg('about.value.people.title'), text: msg('about.value.people.text') },
  { Icon: IconEye, title: msg('about.value.open.title'), text: msg('about.value.open.text') },
  { Icon: IconShieldCheck, title: msg('about.value.reliable.title'), text: msg('about.value.reliable.text') },
];

const OFFER = [
  { title: msg('about.offer.review.title'), text: msg('about.offer.review.text') },
  { title: msg('about.offer.analysis.title'), text: msg('about.offer.analysis.text') },
  { title: msg('about.offer.production.title'), text: msg('about.offer.production.text') },
  { title: msg('about.offer.education.title'), text: msg('about.offer.education.text') },
];

export function AboutPage() {
  const t = useT();
  const facts = { site: SITE.name, foundedYear: String(SITE.foundedYear), parentDivision: SITE.parentDivision };
  usePageMeta(t('about.meta.title'), t('about.meta.description', facts));
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')}>
        {t('about.lead', facts)}
      </PageHero>
      <section className={classes.section}>
        <Container>
          <div className={classes.split}>
            <div>
              <p className={classes.eyebrow}>{t('about.work.eyebrow')}</p>
              <Title order={2} className={classes.title}>
                {t('about.work.title')}
              </Title>
              <p className={classes.text}>{t('about.work.text')}</p>
              <Button component={Link} to={paths.ourStory} mt="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
                {t('about.work.readStory')}
              </Button>
            </div>
            <ul className={classes.offer}>
              {OFFER.map((item) => (
                <li key={item.title}>
                  <h3>{t(item.title)}</h3>
                  <p>{t(item.text)}</p>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>
      <section className={classes.sectionAlt}>
        <Container>
          <p className={classes.eyebrowCenter}>{t('about.values.eyebrow')}</p>
          <Title order={2} className={classes.titleCenter}>
            {t('about.values.title')}
          </Title>
          <ul className={classes.values}>
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title}>
                <Icon size={28} stroke={1.6} aria-hidden />
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section className={classes.cta}>
        <Container className={classes.ctaInner}>
          <Title order={2} className={classes.ctaTitle}>
            {t('about.cta.title', { site: SITE.name })}
          </Title>
          <div className={classes.ctaActions}>
            <Button component={Link} to={paths.contact} size="md">
              {t('about.cta.contact')}
            </Button>
            <Button component={Link} to={paths.careers} size="md" variant="white" color="dark">
              {t('about.cta.join')}
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
