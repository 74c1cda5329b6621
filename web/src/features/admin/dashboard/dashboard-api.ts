import type { DashboardOverview } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getDashboard(signal?: AbortSignal): Promise<DashboardOverview> {
  return (
    await api.get<ApiEnvelope<DashboardOverview>>('/users/dashboard/overview', {
      signal,
      errorMessage: 'Failed to load dashboard',
    })
  ).data;
}
