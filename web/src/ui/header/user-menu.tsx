import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import type { User } from '@contract';

import { AccountCard } from './account-card';
import { accountLinks } from './account-links';
import classes from './header.module.css';
import { UserAvatar } from './user-avatar';

/** Above toasts (400): an open menu is what the user is looking at, so a toast must not cover it. */
const MENU_Z_INDEX = 500;

export function UserMenu({ user, onLogout, loggingOut }: { user: User; onLogout: () => void; loggingOut: boolean }) {
  return (
    <Menu position="bottom-end" width={280} shadow="lg" radius="md" offset={10} withinPortal zIndex={MENU_Z_INDEX}>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={`Account menu for ${user.name}`}>
          <UserAvatar user={user} size={38} />
          <IconChevronDown size={16} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>

      <Menu.Dropdown>
        <AccountCard user={user} />
        <Menu.Divider />
        {accountLinks(user, 'Dashboard').map(({ to, label, Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={18} aria-hidden />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="ball.7" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} disabled={loggingOut}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
