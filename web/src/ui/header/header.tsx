import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import type { User } from '@contract';
import { joinPath, paths } from '@/config/paths';
import { MAIN_NAV, SITE, SITE_LINKS_ID } from '@/config/site';
import { useT } from '@/lib/i18n/use-t';
import { useHydrated } from '@/lib/use-hydrated';

import { Logo } from '../logo';

import { LanguageSwitcher } from '../language/language-switcher';

import classes from './header.module.css';
import { useHideOnScroll } from './use-hide-on-scroll';
import { UserAvatar } from './user-avatar';

/*
 * The account menu (Mantine Menu pulls in floating-ui, ~26 KB gzip) and the mobile drawer are
 * loaded only when needed, so a visitor's first page stays small (DESIGN.md "Speed").
 */
const loadUserMenu = () => import('./user-menu');
const loadMobileNav = () => import('./mobile-nav');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));

/** 'Log in' comes back to the page it was pressed on; from the home page or the sign-in pages, as the join page decides. */
const NO_RETURN = new Set<string>([paths.home, paths.join, paths.login]);
const loginHere = (pathname: string) => joinPath('login', NO_RETURN.has(pathname) ? undefined : pathname);

export interface HeaderProps {
  user: User | null;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Nobody knows yet who is signed in (the app shell's frame, before its scripts): the account's place is held. */
  accountPending?: boolean;
}

export function Header({ user, onLogout, loggingOut = false, accountPending = false }: HeaderProps) {
  const ready = useHydrated();
  const [menuOpen, menu] = useDisclosure(false);
  const [menuEverOpened, setMenuEverOpened] = useState(false);
  if (menuOpen && !menuEverOpened) setMenuEverOpened(true);
  const { hidden, reveal } = useHideOnScroll({ threshold: 100, sensitivity: 5, disabled: menuOpen });
  const location = useLocation();
  const t = useT();

  // Close the mobile menu whenever the page changes (also on back/forward).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    if (menuOpen) menu.close();
  }

  return (
    <header className={classes.header} data-hidden={hidden || undefined} onFocusCapture={reveal}>
      <Container className={classes.inner}>
        <Link to={paths.home} className={classes.brand} aria-label={t('nav.homeLink', { site: SITE.name })}>
          <Logo />
        </Link>

        <nav aria-label={t('nav.main')} className={classes.nav}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={classes.link}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>

        <Group gap="sm" wrap="nowrap" className={classes.actions}>
          <LanguageSwitcher className={classes.language} />
          {accountPending ? (
            <div className={classes.desktopOnly}>
              <span className={classes.avatarButton}>
                <span className={classes.pendingAvatar} />
                <IconChevronDown size={16} aria-hidden className={classes.chevron} />
              </span>
            </div>
          ) : user ? (
            <div className={classes.desktopOnly}>
              {/* A screen rendered for its user shows the avatar until hydrated: on the server the menu's
                  lazy module would leave a boundary that hydration can only render anew. */}
              {ready ? (
                <Suspense fallback={<AvatarButton user={user} />}>
                  <UserMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
                </Suspense>
              ) : (
                <AvatarButton user={user} />
              )}
            </div>
          ) : (
            <>
              <Link to={loginHere(location.pathname)} className={classes.login}>
                {t('nav.logIn')}
              </Link>
              <Button component={Link} to={paths.join} className={classes.join}>
                {t('nav.joinUs')}
              </Button>
            </>
          )}
          {ready ? (
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              onPointerEnter={() => void loadMobileNav()}
              onFocus={() => void loadMobileNav()}
              color="white"
              size="sm"
              className={classes.burger}
              aria-label={menuOpen ? t('nav.close') : t('nav.open')}
              aria-expanded={menuOpen}
              aria-controls="mobile-navigation"
            />
          ) : (
            // Until the app runs, and without JavaScript, the menu button leads to the site's links in the footer.
            <a href={`#${SITE_LINKS_ID}`} className={`${classes.burger} ${classes.burgerLink}`} aria-label={t('nav.siteLinks')}>
              <IconMenu2 size={24} stroke={1.75} aria-hidden />
            </a>
          )}
        </Group>
      </Container>

      {menuEverOpened && (
        <Suspense fallback={null}>
          <MobileNav opened={menuOpen} onClose={menu.close} user={user} onLogout={onLogout} loggingOut={loggingOut} />
        </Suspense>
      )}
    </header>
  );
}

/** The account menu's button as it looks before its module has loaded. */
function AvatarButton({ user }: { user: User }) {
  return (
    <span className={classes.avatarButton}>
      <UserAvatar user={user} size={38} />
      <IconChevronDown size={16} aria-hidden className={classes.chevron} />
    </span>
  );
}
