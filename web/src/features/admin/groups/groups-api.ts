import type {
  AdminGroupList,
  AdminGroupView,
  GroupInput,
  GroupListQuery,
  ReceiptInput,
  RefundPayoutInput,
  SeatOrderView,
} from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const groupPath = (id: string) => `/admin/groups/${encodeURIComponent(id)}`;

export async function searchGroups(query: GroupListQuery, signal?: AbortSignal): Promise<AdminGroupList> {
  return (
    await api.get<ApiEnvelope<AdminGroupList>>('/admin/groups', {
      query: { ...query },
      signal,
      errorMessage: 'Failed to load groups',
    })
  ).data;
}

export async function getGroup(id: string, signal?: AbortSignal): Promise<AdminGroupView> {
  return (await api.get<ApiEnvelope<AdminGroupView>>(groupPath(id), { signal, errorMessage: 'Failed to load the group' })).data;
}

/** Creates a group (no id) or replaces its details; resolves with the server's message and the group. */
export async function saveGroup(id: string | null, body: GroupInput): Promise<{ message: string; group: AdminGroupView }> {
  const res = id
    ? await api.put<ApiEnvelope<AdminGroupView>>(groupPath(id), body, { errorMessage: 'Failed to update the group' })
    : await api.post<ApiEnvelope<AdminGroupView>>('/admin/groups', body, { errorMessage: 'Failed to create the group' });
  return { message: res.message ?? '', group: res.data };
}

export async function addManager(id: string, email: string): Promise<{ message: string; group: AdminGroupView }> {
  const res = await api.post<ApiEnvelope<AdminGroupView>>(
    `${groupPath(id)}/managers`,
    { email },
    { errorMessage: 'Could not add the manager' },
  );
  return { message: res.message ?? '', group: res.data };
}

export async function removeManager(id: string, uid: string): Promise<{ message: string; group: AdminGroupView }> {
  const res = await api.delete<ApiEnvelope<AdminGroupView>>(`${groupPath(id)}/managers/${encodeURIComponent(uid)}`, {
    errorMessage: 'Could not remove the manager',
  });
  return { message: res.message ?? '', group: res.data };
}

export async function recordReceipt(groupId: string, orderId: string, body: ReceiptInput): Promise<string> {
  const res = await api.post<ApiEnvelope<SeatOrderView>>(
    `${groupPath(groupId)}/seat-orders/${encodeURIComponent(orderId)}/receipts`,
    body,
    { errorMessage: 'Could not record the payment' },
  );
  return res.message ?? '';
}

export async function recordRefundPayout(groupId: string, orderId: string, refundId: string, body: RefundPayoutInput): Promise<string> {
  const res = await api.post<ApiEnvelope<SeatOrderView>>(
    `${groupPath(groupId)}/seat-orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/payout`,
    body,
    { errorMessage: 'Could not record the transfer' },
  );
  return res.message ?? '';
}
