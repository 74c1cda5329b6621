import type { ProfileUpdateBody, Session, User } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export interface ProfileUpdateResult {
  user: User;
  /** Present when the password changed: the server ended every other session and issued this one. */
  session?: Session;
}

export async function updateProfile(body: ProfileUpdateBody): Promise<{ result: ProfileUpdateResult; message?: string }> {
  const res = await api.put<ApiEnvelope<ProfileUpdateResult>>('/users/profile', body, {
    errorMessage: 'Failed to update profile',
  });
  return { result: res.data, message: res.message };
}
