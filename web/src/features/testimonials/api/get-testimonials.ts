import type { Testimonial } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

/** The home marquee's 20 (SPEC section 9); a failure is logged only and shows nothing. */
export async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  try {
    return (await api.get<ApiEnvelope<Testimonial[]>>('/testimonials', { query: { limit: 20 }, signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load testimonials:', error);
    return [];
  }
}
