import { useState } from 'react';

import { notifyApiError, notifySuccess } from '@/lib/notify';

/**
 * Runs a row action (delete, toggle, status): toasts the server's message or the failure text,
 * reloads the list on success, and says which row is busy so buttons can wait.
 */
export function useAdminAction(reload: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (id: string, action: () => Promise<string>, failure: string) => {
    setBusy(id);
    try {
      notifySuccess(await action());
      reload();
    } catch (error) {
      notifyApiError(error, failure);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
