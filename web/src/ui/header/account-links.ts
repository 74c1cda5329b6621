import { IconBuildingCommunity, IconLayoutDashboard, IconUserEdit, type Icon } from '@tabler/icons-react';

import type { User } from '@contract';
import { paths } from '@/config/paths';

import { groupLinks } from './group-links';
import { LEARNER_LINKS } from './learner-links';
import { staffLinks } from './staff-links';

/**
 * What the account menu and the phone menu offer a signed-in user, in order. The admin's entry is
 * named by the caller: the account menu says 'Dashboard', the phone menu 'Admin Panel'.
 */
export function accountLinks(user: User, adminLabel: string): { to: string; label: string; Icon: Icon }[] {
  return [
    { to: paths.profile, label: 'Edit profile', Icon: IconUserEdit },
    ...LEARNER_LINKS,
    ...groupLinks(user).map((link) => ({ ...link, Icon: IconBuildingCommunity })),
    ...staffLinks(user).map((link) => ({ ...link, Icon: IconLayoutDashboard })),
    ...(user.role === 'admin' ? [{ to: paths.admin, label: adminLabel, Icon: IconLayoutDashboard }] : []),
  ];
}
