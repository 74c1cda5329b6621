import type { Career, Localised } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** The job in `locale`, or in English (its `language`) when it has no version in it. */
export async function getCareer(id: string, locale: Locale, signal?: AbortSignal): Promise<Localised<Career>> {
  const res = await api.get<ApiEnvelope<Localised<Career>>>(`/careers/${encodeURIComponent(id)}`, {
    signal,
    query: langQuery(locale),
    errorMessage: 'Failed to load job',
  });
  return res.data;
}
