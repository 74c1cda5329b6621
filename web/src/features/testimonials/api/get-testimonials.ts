import type { Localised, Testimonial } from '@contract';
import type { Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** The home marquee's 20 (SPEC section 9), each in `locale` where it has a version in it; a failure is logged only and shows nothing. */
export async function getTestimonials(locale: Locale, signal?: AbortSignal): Promise<Localised<Testimonial>[]> {
  try {
    return (
      await api.get<ApiEnvelope<Localised<Testimonial>[]>>('/testimonials', {
        query: { limit: 20, ...langQuery(locale) },
        signal,
      })
    ).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load testimonials:', error);
    return [];
  }
}
