import { Text } from '@mantine/core';

import type { User } from '@contract';

import { AccountBadge } from '../role-badge';

import classes from './header.module.css';
import { UserAvatar } from './user-avatar';

/** Who is signed in, at the top of the account menu and of the phone menu's account part. */
export function AccountCard({ user }: { user: User }) {
  return (
    <div className={classes.menuUser}>
      <UserAvatar user={user} size={44} />
      <div className={classes.menuUserText}>
        <Text fw={700} truncate="end">
          {user.name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {user.email}
        </Text>
        <AccountBadge user={user} size="sm" mt={6} />
      </div>
    </div>
  );
}
