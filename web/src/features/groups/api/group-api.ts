import {
  MAX_MEMBERS_PAGE_SIZE,
  type Course,
  type GroupView,
  type InvitationInput,
  type InvitationList,
  type InvitationsCreated,
  type InvitationView,
  type MemberList,
  type MemberView,
  type ReassignResult,
  type SeatOrderCheckout,
  type SeatOrderCreated,
  type SeatOrderInput,
  type SeatOrderList,
  type SeatOrderView,
} from '@contract';

import { api, apiFile, type ApiEnvelope } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A manager's calls on their group (an admin may make them too); another group's id answers 404. */
const base = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;

export async function getGroup(groupId: string, signal?: AbortSignal): Promise<GroupView> {
  return (await api.get<ApiEnvelope<GroupView>>(base(groupId), { signal, errorMessage: 'Failed to load the group' })).data;
}

export async function getSeatOrders(groupId: string, signal?: AbortSignal): Promise<SeatOrderList> {
  return (
    await api.get<ApiEnvelope<SeatOrderList>>(`${base(groupId)}/seat-orders`, {
      signal,
      errorMessage: 'Failed to load the orders',
    })
  ).data;
}

export async function orderSeats(groupId: string, body: SeatOrderInput): Promise<{ message: string; order: SeatOrderCreated }> {
  const res = await api.post<ApiEnvelope<SeatOrderCreated>>(`${base(groupId)}/seat-orders`, body, {
    errorMessage: 'Could not place the order',
  });
  return { message: res.message ?? '', order: res.data };
}

/** Checkout again for an unpaid Razorpay order (409 once it is paid or its time to pay ran out). */
export async function getSeatOrderCheckout(groupId: string, orderId: string): Promise<SeatOrderCheckout> {
  return (
    await api.get<ApiEnvelope<SeatOrderCheckout>>(`${base(groupId)}/seat-orders/${encodeURIComponent(orderId)}/checkout`, {
      errorMessage: 'Could not open the payment',
    })
  ).data;
}

export async function downloadProforma(groupId: string, orderId: string): Promise<void> {
  const { file, filename } = await apiFile(
    `${base(groupId)}/seat-orders/${encodeURIComponent(orderId)}/proforma.pdf`,
    'Could not download the proforma',
  );
  saveFile(file, filename ?? 'proforma.pdf');
}

export async function invite(groupId: string, body: InvitationInput): Promise<InvitationsCreated> {
  return (
    await api.post<ApiEnvelope<InvitationsCreated>>(`${base(groupId)}/invitations`, body, {
      errorMessage: 'Could not send the invitations',
    })
  ).data;
}

export async function getInvitations(groupId: string, signal?: AbortSignal): Promise<InvitationList> {
  return (
    await api.get<ApiEnvelope<InvitationList>>(`${base(groupId)}/invitations`, {
      signal,
      errorMessage: 'Failed to load the invitations',
    })
  ).data;
}

export async function resendInvitation(groupId: string, invitationId: string): Promise<string> {
  const res = await api.post<ApiEnvelope<InvitationView>>(
    `${base(groupId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
    undefined,
    { errorMessage: 'Could not send the invitation again' },
  );
  return res.message ?? '';
}

export async function revokeInvitation(groupId: string, invitationId: string): Promise<string> {
  const res = await api.delete<ApiEnvelope<InvitationView>>(`${base(groupId)}/invitations/${encodeURIComponent(invitationId)}`, {
    errorMessage: 'Could not revoke the invitation',
  });
  return res.message ?? '';
}

/**
 * A page of the members list (`MEMBERS_PAGE_SIZE` unless `limit` says), after `cursor`, of one course
 * and those whose name, a word of it, or email starts with `q`, when asked.
 */
export async function getMembers(
  groupId: string,
  page: { cursor?: string | null; courseId?: string; q?: string; limit?: number } = {},
  signal?: AbortSignal,
): Promise<MemberList> {
  const query = new URLSearchParams();
  if (page.cursor) query.set('cursor', page.cursor);
  if (page.courseId) query.set('courseId', page.courseId);
  if (page.q) query.set('q', page.q);
  if (page.limit) query.set('limit', String(page.limit));
  const search = query.size ? `?${query}` : '';
  return (
    await api.get<ApiEnvelope<MemberList>>(`${base(groupId)}/members${search}`, { signal, errorMessage: 'Failed to load the members' })
  ).data;
}

/** Every member (of one course when given), page after page: what a cohort's member picker chooses from. */
export async function getEveryMember(groupId: string, courseId: string | undefined, signal?: AbortSignal): Promise<MemberView[]> {
  const members: MemberView[] = [];
  let cursor: string | null = null;
  do {
    const page: MemberList = await getMembers(groupId, { courseId, cursor, limit: MAX_MEMBERS_PAGE_SIZE }, signal);
    members.push(...page.members);
    cursor = page.nextCursor;
  } while (cursor);
  return members;
}

export async function downloadMembersCsv(groupId: string): Promise<void> {
  const { file, filename } = await apiFile(`${base(groupId)}/members.csv`, 'Could not download the members');
  saveFile(file, filename ?? 'members.csv');
}

/** The published courses a group can buy seats of (the public catalogue). */
export async function getCatalogue(signal?: AbortSignal): Promise<Course[]> {
  return (await api.get<ApiEnvelope<Course[]>>('/courses', { signal, errorMessage: 'Failed to load the courses' })).data;
}

/** Gives a seat whose learner has not started to another address (they are invited; the learner is told). */
export async function reassignSeat(groupId: string, assignmentId: string, email: string): Promise<string> {
  const res = await api.post<ApiEnvelope<ReassignResult>>(
    `${base(groupId)}/seats/${encodeURIComponent(assignmentId)}/reassign`,
    { email },
    { errorMessage: 'Could not reassign the seat' },
  );
  return res.message ?? '';
}

/** Returns unused seats of a paid order; the key makes a retried click the same return, never a second. */
export async function refundSeats(groupId: string, orderId: string, seats: number, idempotencyKey: string): Promise<string> {
  const res = await api.post<ApiEnvelope<SeatOrderView>>(
    `${base(groupId)}/seat-orders/${encodeURIComponent(orderId)}/refund-seats`,
    { seats },
    { errorMessage: 'Could not return the seats', headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return res.message ?? '';
}
