import type { Localised, Product } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** Home asks for 2, the products page for 100 (SPEC section 9); each in `locale` where it has a version in it. */
export async function getProducts(limit: number, locale: Locale, signal?: AbortSignal): Promise<Localised<Product>[]> {
  const res = await api.get<ApiEnvelope<Localised<Product>[]>>('/products', {
    query: { limit, ...langQuery(locale) },
    signal,
    errorMessage: 'Failed to load products',
  });
  return res.data;
}
