import type { Highlight, Localised } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** Each highlight in `locale` where it has a version in it, else in English. */
export async function getHighlights(locale: Locale, signal?: AbortSignal): Promise<Localised<Highlight>[]> {
  const res = await api.get<ApiEnvelope<Localised<Highlight>[]>>('/highlights', {
    signal,
    query: langQuery(locale),
    errorMessage: 'Failed to load highlights',
  });
  return res.data;
}
