import { SOURCE_LOCALE } from '@contract/locales';

import { notifyApiError, notifyError } from '../notify';

import type { MessageId } from './message-id';
import { useLocale, useT } from './use-t';

/**
 * A failure told in the page's language (or what a success did: the server says both in English
 * only). An English page shows the server's own words when it gave some (SPEC section 8), and
 * message `id` otherwise; a page in another language always shows message `id`, with `values`.
 */
export function useFailureMessage(): (id: MessageId, serverMessage?: string, values?: Record<string, unknown>) => string {
  const t = useT();
  const locale = useLocale();
  return (id, serverMessage, values) => (locale === SOURCE_LOCALE && serverMessage ? serverMessage : t(id, values));
}

/**
 * notifyApiError in the page's language: a failed call's toast says the server's words on an English
 * page when it gave some, and on a page in another language always `fallback` (in that language).
 */
export function useNotifyFailure(): (error: unknown, fallback: string) => void {
  const locale = useLocale();
  return (error, fallback) => (locale === SOURCE_LOCALE ? notifyApiError(error, fallback) : notifyError(fallback));
}
