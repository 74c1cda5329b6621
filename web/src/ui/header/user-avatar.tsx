import { Avatar, type AvatarProps } from '@mantine/core';

import type { User } from '@contract';

/** The profile picture, or the first letter of the name on a brand-red disc. */
export function UserAvatar({ user, ...props }: { user: Pick<User, 'name' | 'profilePicture'> } & AvatarProps) {
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar src={user.profilePicture || null} alt={user.name} color="ball" variant="filled" radius="50%" {...props}>
      {initial}
    </Avatar>
  );
}
