import { Navigate, Outlet } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/stores/session-store';

/** Learner pages need a session; others go to /join. The API checks again on every call. */
export function RequireUser() {
  return useCurrentUser() ? <Outlet /> : <Navigate to={paths.join} replace />;
}
