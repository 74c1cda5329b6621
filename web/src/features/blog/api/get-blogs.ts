import type { Blog, Localised } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** Each post in `locale` where it has a version in it, else in English. */
export async function getBlogs(locale: Locale, signal?: AbortSignal): Promise<Localised<Blog>[]> {
  const res = await api.get<ApiEnvelope<Localised<Blog>[]>>('/blogs', {
    signal,
    query: langQuery(locale),
    errorMessage: 'Failed to load blog posts',
  });
  if (!Array.isArray(res.data)) throw new Error('Invalid response from server');
  return res.data;
}
