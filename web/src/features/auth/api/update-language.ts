import type { User } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function updateLanguage(language: Locale): Promise<User> {
  const res = await api.put<ApiEnvelope<{ user: User }>>('/users/profile/language', { language });
  return res.data.user;
}
