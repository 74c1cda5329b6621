import { SOURCE_LOCALE } from '@contract/locales';

import { notifyApiError, notifyError } from '../notify';

import type { MessageId } from './message-id';
import { useLocale, useT } from './use-t';

/**
 * A failure told in the page's language. The API explains failures in English only: an English page
 * shows the server's own words when it gave some (SPEC section 8), and message `id` otherwise; a page
 * in another language always shows message `id`, named with `msg()`.
 */
export function useFailureMessage(): (id: MessageId, serverMessage?: string) => string {
  const t = useT();
  const locale = useLocale();
  return (id, serverMessage) => (locale === SOURCE_LOCALE && serverMessage ? serverMessage : t(id));
}

/**
 * notifyApiError in the page's language: a failed call's toast says the server's words on an English
 * page when it gave some, and on a page in another language always `fallback` (in that language).
 */
export function useNotifyFailure(): (error: unknown, fallback: string) => void {
  const locale = useLocale();
  return (error, fallback) => (locale === SOURCE_LOCALE ? notifyApiError(error, fallback) : notifyError(fallback));
}
