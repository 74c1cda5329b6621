import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ApiError } from '@/lib/api-client';

import { logout } from '../api/logout';
import { useSessionStore } from '../stores/session-store';

/**
 * Logs out on the server, then forgets the session and goes home — also when the call fails.
 * A 401 is the exception: the API client has already cleared the session and sent the user to /join.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setLoggingOut(false);
        return;
      }
    }
    // Leave the page first (committed synchronously), so a page that needs a session does not
    // see it vanish and bounce to /join on the way out.
    await navigate('/', { flushSync: true });
    useSessionStore.getState().clear();
    setLoggingOut(false);
  }, [navigate]);

  return { logOut, loggingOut };
}
