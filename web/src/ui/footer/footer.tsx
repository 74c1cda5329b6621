import { ActionIcon, Container, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE, SITE_LINKS_ID, SOCIAL_LINKS, type SocialNetwork } from '@/config/site';

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
  label: string;
  to: string;
  /** Legal pages open in a new tab (SPEC section 2). */
  newTab?: boolean;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'Products', to: paths.products },
      { label: 'Courses', to: paths.courses },
      { label: 'Blog', to: paths.blog },
      { label: 'Join Us', to: paths.join },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Our Story', to: paths.ourStory },
      { label: 'Careers', to: paths.careers },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy, newTab: true },
      { label: 'Terms of Service', to: paths.terms, newTab: true },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.stripe} aria-hidden="true" />
      <Container className={classes.top}>
        <div className={classes.about}>
          <Link to={paths.home} className={classes.brand} aria-label={`${SITE.name} home`}>
            <Logo />
          </Link>
          <Text className={classes.blurb}>
            Founded in {SITE.foundedYear}, {SITE.name} is part of {SITE.parentDivision}. Our affiliate is India&apos;s first
            certified decision-review provider, trusted in over 1000 matches.
          </Text>
          <ul className={classes.social} aria-label="Social media">
            {SOCIAL_LINKS.map(({ network, label, href }) => {
              const SocialIcon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
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
            aria-label={column.title}
            className={classes.column}
          >
            <h2 className={classes.columnTitle}>{column.title}</h2>
            <ul className={classes.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.newTab ? (
                    <a href={link.to} target="_blank" rel="noopener" className={classes.link}>
                      {link.label}
                      <span className={classes.srOnly}> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link to={link.to} className={classes.link}>
                      {link.label}
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
          © {year} {SITE.legalName}. All rights reserved.
        </Text>
        <Text size="sm" className={classes.copyright}>
          {SITE.tagline}
        </Text>
      </Container>
    </footer>
  );
}
