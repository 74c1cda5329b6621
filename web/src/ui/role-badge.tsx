import { Badge, type BadgeProps } from '@mantine/core';

import type { Role, User } from '@contract';
import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { strongestRole } from '@/lib/staff-roles';

/** Red 'Administrator' or green 'User' (SPEC section 2). */
export function RoleBadge({ role, ...props }: { role: Role } & Omit<BadgeProps, 'color' | 'children'>) {
  const t = useT();
  return role === 'admin' ? (
    <Badge color="red.9" variant="filled" {...props}>
      {t('role.admin')}
    </Badge>
  ) : (
    <Badge color="pitch.8" variant="filled" {...props}>
      {t('role.user')}
    </Badge>
  );
}

const STAFF_LABELS = { manager: msg('role.manager'), instructor: msg('role.instructor'), author: msg('role.author') } as const;

/**
 * The account menu's badge: the spec's two for an admin and a learner, and for an account with
 * memberships the strongest of them (decision 0073), read from the server's answer, never the token.
 */
export function AccountBadge({ user, ...props }: { user: User } & Omit<BadgeProps, 'color' | 'children'>) {
  const t = useT();
  const role = strongestRole(user);
  if (role === 'admin' || role === 'user') return <RoleBadge role={role} {...props} />;
  return (
    <Badge color="navy.7" variant="filled" {...props}>
      {t(STAFF_LABELS[role])}
    </Badge>
  );
}
