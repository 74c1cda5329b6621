import { Button, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';

import type { User } from '@contract';
import { paths } from '@/config/paths';
import { MAIN_NAV } from '@/config/site';
import { useT } from '@/lib/i18n/use-t';

import { LanguageSwitcher } from '../language/language-switcher';
import { Logo } from '../logo';

import { AccountCard } from './account-card';
import { accountLinks } from './account-links';
import classes from './header.module.css';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  user: User | null;
  onLogout: () => void;
  loggingOut: boolean;
}

export function MobileNav({ opened, onClose, user, onLogout, loggingOut }: MobileNavProps) {
  // This chunk mounts on the first open. Mantine remembers where focus was (to give it back on
  // close) only when `opened` changes after mounting, so the drawer mounts closed and follows
  // `opened` a frame later.
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(opened));
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      position="right"
      size="min(88vw, 360px)"
      id="mobile-navigation"
      title={<Logo tone="dark" />}
      closeButtonProps={{ 'aria-label': t('nav.close') }}
      classNames={{ body: classes.drawerBody }}
    >
      <nav aria-label={t('nav.mobile')}>
        <Stack gap={2}>
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={classes.mobileLink} onClick={onClose}>
              {t(item.label)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <LanguageSwitcher className={classes.mobileLanguage} />

      <div className={classes.mobileAccount}>
        {user ? (
          <>
            <AccountCard user={user} />
            <Stack gap="xs" mt="md">
              {accountLinks(user, 'Admin Panel').map(({ to, label, Icon }) => (
                <Button
                  key={to}
                  component={Link}
                  to={to}
                  variant="default"
                  leftSection={<Icon size={18} aria-hidden />}
                  onClick={onClose}
                >
                  {label}
                </Button>
              ))}
              <Button
                variant="outline"
                color="ball.7"
                leftSection={<IconLogout size={18} aria-hidden />}
                loading={loggingOut}
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                {t('nav.logOut')}
              </Button>
            </Stack>
          </>
        ) : (
          <Stack gap="xs">
            <Button component={Link} to={paths.join} fullWidth size="md" onClick={onClose}>
              {t('nav.joinUs')}
            </Button>
            <Button component={Link} to={paths.login} fullWidth size="md" variant="default" onClick={onClose}>
              {t('nav.logIn')}
            </Button>
          </Stack>
        )}
      </div>
    </Drawer>
  );
}
