import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingCommunity, IconChevronDown, IconLayoutDashboard, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import type { User } from '@contract';
import { paths } from '@/config/paths';

import { AccountBadge } from '../role-badge';

import { groupLinks } from './group-links';
import { LEARNER_LINKS } from './learner-links';
import { staffLinks } from './staff-links';
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
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUserEdit size={18} aria-hidden />}>
          Edit profile
        </Menu.Item>
        {LEARNER_LINKS.map(({ to, label, Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={18} aria-hidden />}>
            {label}
          </Menu.Item>
        ))}
        {groupLinks(user).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<IconBuildingCommunity size={18} aria-hidden />}>
            {link.label}
          </Menu.Item>
        ))}
        {staffLinks(user).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
            {link.label}
          </Menu.Item>
        ))}
        {user.role === 'admin' && (
          <Menu.Item component={Link} to={paths.admin} leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
            Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="ball.7" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} disabled={loggingOut}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
