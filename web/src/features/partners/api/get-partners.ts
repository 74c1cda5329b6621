import type { Partner } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export type PartnerKind = 'organizations' | 'leagues';

/** Organizations or leagues; a failure is logged only and shows as an empty grid (SPEC section 8). */
export async function getPartners(kind: PartnerKind, signal?: AbortSignal): Promise<Partner[]> {
  try {
    return (await api.get<ApiEnvelope<Partner[]>>(`/${kind}`, { signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`Could not load ${kind}:`, error);
    return [];
  }
}
