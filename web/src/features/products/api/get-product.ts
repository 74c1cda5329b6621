import type { Localised, Product } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** The product in `locale`, or in English (its `language`) when it has no version in it. */
export async function getProduct(id: string, locale: Locale, signal?: AbortSignal): Promise<Localised<Product>> {
  const res = await api.get<ApiEnvelope<Localised<Product>>>(`/products/single/${encodeURIComponent(id)}`, {
    signal,
    query: langQuery(locale),
    errorMessage: 'Failed to load product',
  });
  return res.data;
}
