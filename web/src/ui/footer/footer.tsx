import { ActionIcon, Container, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { Link, useHref } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE, SITE_LINKS_ID, SOCIAL_LINKS, type SocialNetwork } from '@/config/site';
import { msg, type MessageId } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';

import { LanguageSwitcher } from '../language/language-switcher';
import { Logo } from '../logo';

import classes from './footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, Icon> = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  youtube: IconBrandYoutube,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
};

interface FooterLink {
  label: MessageId;
  to: string;
  /** Legal pages open in a new tab (SPEC section 2). */
  newTab?: boolean;
}

const COLUMNS: { title: MessageId; links: FooterLink[] }[] = [
  {
    title: msg('footer.platform'),
    links: [
      { label: msg('nav.products'), to: paths.products },
      { label: msg('nav.courses'), to: paths.courses },
      { label: msg('nav.blog'), to: paths.blog },
      { label: msg('nav.joinUs'), to: paths.join },
    ],
  },
  {
    title: msg('footer.company'),
    links: [
      { label: msg('nav.about'), to: paths.about },
      { label: msg('nav.ourStory'), to: paths.ourStory },
      { label: msg('nav.careers'), to: paths.careers },
      { label: msg('nav.contact'), to: paths.contact },
    ],
  },
  {
    title: msg('footer.legal'),
    links: [
      { label: msg('footer.privacy'), to: paths.privacy, newTab: true },
      { label: msg('footer.terms'), to: paths.terms, newTab: true },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  const t = useT();
  const href = useHref('/');
  // Legal pages open in a new tab through a plain link: it carries the language's prefix by hand.
  const prefix = href === '/' ? '' : href.replace(/\/$/, '');
  return (
    <footer className={classes.footer}>
      <div className={classes.stripe} aria-hidden="true" />
      <Container className={classes.top}>
        <div className={classes.about}>
          <Link to={paths.home} className={classes.brand} aria-label={t('nav.homeLink', { site: SITE.name })}>
            <Logo />
          </Link>
          <Text className={classes.blurb}>
            {t('footer.blurb', { foundedYear: String(SITE.foundedYear), site: SITE.name, parentDivision: SITE.parentDivision })}
          </Text>
          <ul className={classes.social} aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ network, label, href }) => {
              const SocialIcon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(label, { site: SITE.name })}
                    variant="subtle"
                    size="lg"
                    radius="xl"
                    className={classes.socialLink}
                  >
                    <SocialIcon size={20} stroke={1.6} aria-hidden />
                  </ActionIcon>
                </li>
              );
            })}
          </ul>
        </div>

        {COLUMNS.map((column, index) => (
          <nav
            key={column.title}
            id={index === 0 ? SITE_LINKS_ID : undefined}
            aria-label={t(column.title)}
            className={classes.column}
          >
            <h2 className={classes.columnTitle}>{t(column.title)}</h2>
            <ul className={classes.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.newTab ? (
                    <a href={`${prefix}${link.to}`} target="_blank" rel="noopener" className={classes.link}>
                      {t(link.label)}
                      <span className={classes.srOnly}> {t('common.newTab')}</span>
                    </a>
                  ) : (
                    <Link to={link.to} className={classes.link}>
                      {t(link.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>

      <Container className={classes.bottom}>
        <Text size="sm" className={classes.copyright}>
          {t('footer.copyright', { year: String(year), legalName: SITE.legalName })}
        </Text>
        <Text size="sm" className={classes.copyright}>
          {t('site.tagline')}
        </Text>
        <LanguageSwitcher className={classes.language} />
      </Container>
    </footer>
  );
}
