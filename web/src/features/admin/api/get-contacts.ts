import type { ContactMessage } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

import type { PagedList } from './admin-content';

export async function getContacts(page: number, signal?: AbortSignal): Promise<PagedList<ContactMessage>> {
  const res = await api.get<ApiEnvelope<{ contacts: ContactMessage[]; pagination: { totalContacts: number } }>>('/contact', {
    query: { page, limit: 10 },
    signal,
    errorMessage: 'Failed to load contacts',
  });
  return { items: res.data.contacts, total: res.data.pagination.totalContacts };
}
