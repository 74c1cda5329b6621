import type { Product } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** Home asks for 2, the products page for 100 (SPEC section 9). */
export async function getProducts(limit: number, signal?: AbortSignal): Promise<Product[]> {
  const res = await api.get<ApiEnvelope<Product[]>>('/products', {
    query: { limit },
    signal,
    errorMessage: 'Failed to load products',
  });
  return res.data;
}
