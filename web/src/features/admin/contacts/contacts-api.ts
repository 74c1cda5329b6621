import type { ContactMessage } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import type { PagedList } from '../shared/admin-api';

export async function getContacts(page: number, signal?: AbortSignal): Promise<PagedList<ContactMessage>> {
  const res = await api.get<ApiEnvelope<{ contacts: ContactMessage[]; pagination: { totalContacts: number } }>>('/contact', {
    query: { page, limit: 10 },
    signal,
    errorMessage: 'Failed to load contacts',
  });
  return { items: res.data.contacts, total: res.data.pagination.totalContacts };
}

/** One message: the one a contact notification's link names (`/admin/contacts?contact=<id>`). */
export async function getContact(uid: string, signal?: AbortSignal): Promise<ContactMessage> {
  const res = await api.get<ApiEnvelope<ContactMessage>>(`/contact/${encodeURIComponent(uid)}`, {
    signal,
    errorMessage: 'Failed to load the message',
  });
  return res.data;
}
