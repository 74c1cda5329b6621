import type { Career, Localised } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** Each job in `locale` where it has a version in it, else in English. */
export async function getCareers(locale: Locale, signal?: AbortSignal): Promise<Localised<Career>[]> {
  const res = await api.get<ApiEnvelope<Localised<Career>[]>>('/careers', {
    signal,
    query: langQuery(locale),
    errorMessage: 'Failed to load jobs',
  });
  return res.data;
}
