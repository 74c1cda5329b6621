import { useCallback, useState, type FormEvent } from 'react';

import { ApiError } from './api-client';
import { fieldErrorMap } from './form-errors';
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

/**
 * A form's submit when the server's objections belong on its own fields: `errors` by field name
 * from a 400 (`toErrors` reads them, the plain field map unless given), anything else notified with
 * `failureTitle`, the form left as it was.
 */
export function useFieldErrorsSubmit(
  failureTitle: string,
  toErrors: (failure: ApiError) => Record<string, string> = fieldErrorMap,
) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await action();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setErrors(toErrors(failure));
      else notifyApiError(failure, failureTitle);
    } finally {
      setSaving(false);
    }
  };

  return { saving, errors, submit };
}
