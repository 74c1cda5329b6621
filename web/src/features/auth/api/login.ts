import type { LoginBody, Session } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function login(body: LoginBody): Promise<{ session: Session; message?: string }> {
  const res = await api.post<ApiEnvelope<Session>>('/auth/login', body, {
    errorMessage: 'Login failed. Please check your credentials.',
  });
  return { session: res.data, message: res.message };
}
