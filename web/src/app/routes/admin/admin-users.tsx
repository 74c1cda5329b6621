import { useCurrentUser } from '@/features/auth/stores/session-store';
import { UsersPage } from '@/features/admin/users/users-page';

export function AdminUsers() {
  return <UsersPage currentUid={useCurrentUser()?.uid ?? ''} />;
}
