import { useSessionStore } from '@/features/auth/stores/session-store';
import { sendPendingCompletions, startCompletionSync } from '@/features/learning/offline/completion-queue';
import { deleteOfflineCopies } from '@/lib/offline-copy';

import { forgetSignedOutUser, registerServiceWorker } from './service-worker';

/**
 * What makes the site an installable app that works offline: the service worker, lessons marked
 * complete offline sent when the connection returns, and nothing kept on this device for a learner
 * once someone else's session (or none) takes over.
 */
export function startInstalledApp(router: Parameters<typeof registerServiceWorker>[0]): void {
  registerServiceWorker(router);
  startCompletionSync();
  const uidOf = (state: ReturnType<typeof useSessionStore.getState>) => state.session?.user.uid ?? null;
  void deleteOfflineCopies(uidOf(useSessionStore.getState()));
  useSessionStore.subscribe((state, previous) => {
    const uid = uidOf(state);
    const was = uidOf(previous);
    if (uid === was) return;
    void deleteOfflineCopies(uid);
    if (was) void forgetSignedOutUser();
    if (uid) void sendPendingCompletions();
  });
}
