import { useCurrentUser } from '@/features/auth/stores/session-store';
import { AdminLayout } from '@/features/admin/shared/admin-layout';

/** The back-office's frame around every admin screen. */
export function AdminShell() {
  return <AdminLayout user={useCurrentUser()} />;
}
