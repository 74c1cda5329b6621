import type { Product } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const res = await api.get<ApiEnvelope<Product>>(`/products/single/${encodeURIComponent(id)}`, {
    signal,
    errorMessage: 'Failed to load product',
  });
  return res.data;
}
