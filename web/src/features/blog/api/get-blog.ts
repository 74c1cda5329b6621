import type { Blog } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  const res = await api.get<ApiEnvelope<Blog>>(`/blogs/${encodeURIComponent(id)}`, {
    signal,
    errorMessage: 'Failed to load blog post',
  });
  return res.data;
}
