import type { User } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getMe(signal?: AbortSignal): Promise<User> {
  const res = await api.get<ApiEnvelope<{ user: User }>>('/auth/me', { signal });
  return res.data.user;
}
