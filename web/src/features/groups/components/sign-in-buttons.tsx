import { Button } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { joinPath } from '@/config/paths';

import classes from './invitation-page.module.css';

/** 'Log in' and 'Join Us', each coming back to `here` once the visitor is signed in. */
export function SignInButtons({ here }: { here: string }) {
  return (
    <div className={classes.buttons}>
      <Button component={Link} to={joinPath('login', here)} size="md" leftSection={<IconLogin size={18} aria-hidden />}>
        Log in
      </Button>
      <Button
        component={Link}
        to={joinPath('register', here)}
        size="md"
        variant="outline"
        leftSection={<IconUserPlus size={18} aria-hidden />}
      >
        Join Us
      </Button>
    </div>
  );
}
