import { Badge, type BadgeProps } from '@mantine/core';

import type { Role } from '@contract';

/** Red 'Administrator' or green 'User' (SPEC section 2). */
export function RoleBadge({ role, ...props }: { role: Role } & Omit<BadgeProps, 'color' | 'children'>) {
  return role === 'admin' ? (
    <Badge color="red.9" variant="filled" {...props}>
      Administrator
    </Badge>
  ) : (
    <Badge color="pitch.8" variant="filled" {...props}>
      User
    </Badge>
  );
}
