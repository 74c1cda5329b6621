import type { Blog, Localised } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** The post in `locale`, or in English (its `language`) when it has no version in it. */
export async function getBlog(id: string, locale: Locale, signal?: AbortSignal): Promise<Localised<Blog>> {
  const res = await api.get<ApiEnvelope<Localised<Blog>>>(`/blogs/${encodeURIComponent(id)}`, {
    signal,
    query: langQuery(locale),
    errorMessage: 'Failed to load blog post',
  });
  return res.data;
}
