import type { Session } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** The mailed-link flows: forgotten password, reset, email verification. `language`: the page's. */
export async function requestPasswordReset(email: string, language: Locale): Promise<string> {
  const res = await api.post<ApiEnvelope<never>>(
    '/auth/forgot-password',
    { email, language },
    { errorMessage: 'Could not send the link' },
  );
  return res.message ?? '';
}

export async function checkResetLink(oobCode: string): Promise<{ email: string }> {
  return (await api.post<ApiEnvelope<{ email: string }>>('/auth/reset-password/check', { oobCode })).data;
}

export async function resetPassword(body: { oobCode: string; password: string; confirmPassword: string }): Promise<Session> {
  const res = await api.post<ApiEnvelope<Session>>('/auth/reset-password', body, { errorMessage: 'Could not set the password' });
  return res.data;
}

export async function verifyEmail(oobCode: string): Promise<{ email: string; session?: Session }> {
  return (await api.post<ApiEnvelope<{ email: string; session?: Session }>>('/auth/verify-email', { oobCode })).data;
}

export async function resendVerification(): Promise<string> {
  const res = await api.post<ApiEnvelope<never>>('/auth/verify-email/resend', undefined, {
    errorMessage: 'Could not send the link',
  });
  return res.message ?? '';
}
