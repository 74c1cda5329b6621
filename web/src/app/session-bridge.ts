import { updateLanguage } from '@/features/auth/api/update-language';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { connectSession } from '@/lib/api-client';
import { keepLanguageWith } from '@/lib/i18n/language-choice';
import { paths } from '@/config/paths';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * Lets the API client read and renew the session, and send the user to /join when it ends; and
 * keeps a signed-in learner's choice of language on their profile, where their other devices find it.
 */
export function connectSessionToApi(router: Navigator): void {
  connectSession({
    getSession: () => useSessionStore.getState().session,
    setSession: (session) => useSessionStore.getState().setSession(session),
    clearSession: () => useSessionStore.getState().clear(),
    onSessionEnded: () => void router.navigate(paths.join, { replace: true }),
  });
  keepLanguageWith(async (language) => {
    const session = useSessionStore.getState().session;
    // Saved even when the stored user already says so: another device may have changed it since.
    if (!session) return;
    useSessionStore.getState().setUser(await updateLanguage(language));
  });
}
