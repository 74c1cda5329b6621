import { useCallback, useState, type FormEvent } from 'react';

import { ApiError } from './api-client';
import { notifyApiError } from './notify';

/**
 * A modal form's submit: `saving` while the request runs; a refusal the person can act on (any 4xx,
 * bad input or a conflict such as a seat already started) shown on the form as `error`; anything
 * else (the network, the server) notified with `failureTitle`, the form left as it was.
 */
export function useFormSubmit(failureTitle: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    (action: () => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      setSaving(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) setError(failure.message);
        else notifyApiError(failure, failureTitle);
      } finally {
        setSaving(false);
      }
    },
    [failureTitle],
  );

  return { saving, error, setError, submit };
}
