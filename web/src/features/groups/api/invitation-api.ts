import type { ClaimResult, InvitationPreview } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

const base = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** What a claim link is for, the course's title in `locale` where it has a version; anyone holding the link may ask. */
export async function getInvitation(token: string, locale: Locale, signal?: AbortSignal): Promise<InvitationPreview> {
  return (
    await api.get<ApiEnvelope<InvitationPreview>>(base(token), {
      signal,
      query: langQuery(locale),
      errorMessage: 'Failed to load the invitation',
    })
  ).data;
}

/** The invitee, signed in with the invited address, takes the seat: enrolled in one step. */
export async function claimInvitation(token: string): Promise<ClaimResult> {
  return (
    await api.post<ApiEnvelope<ClaimResult>>(`${base(token)}/claim`, undefined, { errorMessage: 'Could not claim the seat' })
  ).data;
}
