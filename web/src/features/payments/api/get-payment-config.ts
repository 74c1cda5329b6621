import type { PaymentConfig } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return (await api.get<ApiEnvelope<PaymentConfig>>('/payments/config', { signal })).data;
}
