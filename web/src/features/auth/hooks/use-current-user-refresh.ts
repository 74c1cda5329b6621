import { pageDataKeys } from '@contract/page-data';
import { useEffect, useState } from 'react';

import { usePreloaded } from '@/lib/page-data';

import { getMe } from '../api/get-me';
import { useSessionStore } from '../stores/session-store';

/**
 * Re-reads the signed-in user from the server (role, last login, blocked state may have changed)
 * and mirrors it into the session. A 401 is handled by the API client (clears the session, /join).
 * Not on a screen the server has just rendered for the user: it read the user for it.
 */
export function useCurrentUserRefresh(wanted: boolean) {
  const rendered = usePreloaded(pageDataKeys.me) !== undefined;
  const enabled = wanted && !rendered;
  const [loading, setLoading] = useState(enabled);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((user) => useSessionStore.getState().setUser(user))
      .catch(() => {
        // Keep showing the stored user; the session rules above already ran.
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [enabled]);

  return { loading };
}
