import { LOCALES } from '@contract/locales';
import { Container } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';

import { SITE } from '@/config/site';
import { T, useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '@/ui/content/page-hero';

import { ContactForm } from './contact-form';
import classes from './contact-page.module.css';

const { contact } = SITE;

export function ContactPage() {
  const t = useT();
  const locale = useLocale();
  usePageMeta(t('contact.meta.title'), t('contact.meta.description', { site: SITE.name }));
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        {t('contact.lead')}
      </PageHero>
      <Container className={classes.body}>
        <div className={classes.layout}>
          <ContactForm />
          <aside className={classes.details} aria-label={t('contact.details')}>
            <ul className={classes.list}>
              <li>
                <IconMapPin size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>{t('contact.location')}</h2>
                  <p>{contact.address}</p>
                </div>
              </li>
              <li>
                <IconPhone size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>{t('contact.phone')}</h2>
                  <p>
                    <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
                  </p>
                </div>
              </li>
              <li>
                <IconMail size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>{t('contact.email')}</h2>
                  <p>
                    <T
                      id="contact.sales"
                      values={{ email: contact.salesEmail }}
                      components={{ 0: <a href={`mailto:${contact.salesEmail}`} /> }}
                    />
                  </p>
                  <p>
                    <T
                      id="contact.support"
                      values={{ email: contact.supportEmail }}
                      components={{ 0: <a href={`mailto:${contact.supportEmail}`} /> }}
                    />
                  </p>
                </div>
              </li>
              <li>
                <IconClock size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>{t('contact.hours')}</h2>
                  <p>{t('contact.hoursText')}</p>
                  <p>{t('contact.reply')}</p>
                </div>
              </li>
            </ul>
            <iframe
              className={classes.map}
              title={t('contact.map', { place: contact.mapQuery })}
              src={`https://www.google.com/maps?q=${encodeURIComponent(contact.mapQuery)}&output=embed&hl=${LOCALES[locale].hreflang}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </aside>
        </div>
      </Container>
    </>
  );
}
