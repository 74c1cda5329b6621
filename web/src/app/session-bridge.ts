import { useSessionStore } from '@/features/auth/stores/session-store';
import { connectSession } from '@/lib/api-client';
import { paths } from '@/config/paths';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/** Lets the API client read and renew the session, and send the user to /join when it ends. */
export function connectSessionToApi(router: Navigator): void {
  connectSession({
    getSession: () => useSessionStore.getState().session,
    setSession: (session) => useSessionStore.getState().setSession(session),
    clearSession: () => useSessionStore.getState().clear(),
    onSessionEnded: () => void router.navigate(paths.join, { replace: true }),
  });
}
