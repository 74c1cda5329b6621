import type { ClaimResult, InvitationPreview } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

const base = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** What a claim link is for; anyone holding the link may ask. */
export async function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return (await api.get<ApiEnvelope<InvitationPreview>>(base(token), { signal, errorMessage: 'Failed to load the invitation' }))
    .data;
}

/** The invitee, signed in with the invited address, takes the seat: enrolled in one step. */
export async function claimInvitation(token: string): Promise<ClaimResult> {
  return (
    await api.post<ApiEnvelope<ClaimResult>>(`${base(token)}/claim`, undefined, { errorMessage: 'Could not claim the seat' })
  ).data;
}
