import type { Blog } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const res = await api.get<ApiEnvelope<Blog[]>>('/blogs', { signal, errorMessage: 'Failed to load blog posts' });
  if (!Array.isArray(res.data)) throw new Error('Invalid response from server');
  return res.data;
}
