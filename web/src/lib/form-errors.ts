import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from './api-client';

/** Puts the server's field errors (`errors[].path`) onto the matching form fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  let focused = false;
  for (const { msg, path } of error.fieldErrors) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message: msg }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The server's field errors by field name, for forms that keep their own state. */
export function fieldErrorMap(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.filter((e) => e.path).map((e) => [e.path!, e.msg]));
}
