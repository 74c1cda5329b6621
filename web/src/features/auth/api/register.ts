import type { RegisterBody, Session } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function register(body: RegisterBody): Promise<{ session: Session; message?: string }> {
  const res = await api.post<ApiEnvelope<Session>>('/auth/register', body, {
    errorMessage: 'Registration failed. Please try again.',
  });
  return { session: res.data, message: res.message };
}
