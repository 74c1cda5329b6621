import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';

import { ApiError } from './api-client';

/** Toasts: one look for the whole site (4 s, top right; see the Notifications provider). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, icon: <IconCheck size={18} aria-hidden /> });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, icon: <IconX size={18} aria-hidden /> });
}

/** What the server said of a failed call: its field messages joined with commas when it sent any, else its message. */
function apiErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return (error.fieldErrors.length ? error.fieldErrors.map((e) => e.msg).join(', ') : error.message) || undefined;
}

/** The toast for a failed call: what the server said of it, else `fallback` (SPEC section 8). */
export function notifyApiError(error: unknown, fallback: string): void {
  notifyError(apiErrorText(error) ?? fallback);
}
