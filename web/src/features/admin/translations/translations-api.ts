import type { TranslationLocale } from '@contract/locales';

import { api } from '@/lib/api-client';

const versionPath = (resource: string, locale: TranslationLocale) => `/admin/${resource}/translations/${locale}`;

/** Saves an item's version in `locale` (decision 0095); resolves with the server's message. */
export async function saveTranslation(resource: string, locale: TranslationLocale, body: object): Promise<string> {
  return (
    (await api.put<{ message?: string }>(versionPath(resource, locale), body, { errorMessage: 'Could not save the translation' }))
      .message ?? ''
  );
}

/** Removes an item's version in `locale`: the item shows its English there again. */
export async function removeTranslation(resource: string, locale: TranslationLocale): Promise<string> {
  return (
    (await api.delete<{ message?: string }>(versionPath(resource, locale), { errorMessage: 'Could not remove the translation' }))
      .message ?? ''
  );
}
