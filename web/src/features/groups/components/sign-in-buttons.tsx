import { Button } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { joinPath } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

import classes from './invitation-page.module.css';

/** 'Log in' and 'Join Us', each coming back to `here` once the visitor is signed in. */
export function SignInButtons({ here }: { here: string }) {
  const t = useT();
  return (
    <div className={classes.buttons}>
      <Button component={Link} to={joinPath('login', here)} size="md" leftSection={<IconLogin size={18} aria-hidden />}>
        {t('nav.logIn')}
      </Button>
      <Button
        component={Link}
        to={joinPath('register', here)}
        size="md"
        variant="outline"
        leftSection={<IconUserPlus size={18} aria-hidden />}
      >
        {t('nav.joinUs')}
      </Button>
    </div>
  );
}
