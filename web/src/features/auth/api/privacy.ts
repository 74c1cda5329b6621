import { api, type ApiEnvelope } from '@/lib/api-client';

/** Everything the platform keeps about the signed-in user, as the server exports it. */
export async function fetchMyData(): Promise<Record<string, unknown>> {
  return (await api.get<ApiEnvelope<Record<string, unknown>>>('/users/me/data', { errorMessage: 'Could not prepare your data' }))
    .data;
}

export async function closeMyAccount(password: string): Promise<string> {
  const res = await api.post<ApiEnvelope<never>>(
    '/users/me/close',
    { password },
    { errorMessage: 'Could not close your account' },
  );
  return res.message ?? '';
}
