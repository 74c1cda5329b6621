import type { EmailPreferences, EmailPreferencesBody } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return (await api.get<ApiEnvelope<EmailPreferences>>('/user/email-preferences', { signal })).data;
}

export async function saveEmailPreferences(body: EmailPreferencesBody): Promise<EmailPreferences> {
  return (await api.put<ApiEnvelope<EmailPreferences>>('/user/email-preferences', body, { errorMessage: 'Could not save your choice' })).data;
}

/** The page's own one-click unsubscribe: the same signed address a mail provider POSTs to. */
export async function unsubscribeByLink(query: string): Promise<string> {
  const res = await api.post<ApiEnvelope<unknown>>(`/email-preferences/unsubscribe?${query}`, {}, { errorMessage: 'Could not unsubscribe' });
  return res.message ?? '';
}
