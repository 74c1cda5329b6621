import type { User } from '@contract';
import { groupPath } from '@/config/paths';

/** The account menu's 'Your group' entries: one per group the user manages, named when there are several. */
export function groupLinks(user: User): { to: string; label: string }[] {
  const groups = user.memberships?.managerOf ?? [];
  return groups.map((group) => ({
    to: groupPath(group.id),
    label: groups.length === 1 ? 'Your group' : `Your group: ${group.name}`,
  }));
}
