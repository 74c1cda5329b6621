import type { LocalisedCourse } from '@contract';
import { SOURCE_LOCALE, type Locale } from '@contract/locales';

import { api, type ApiEnvelope } from '@/lib/api-client';
import { langQuery } from '@/lib/i18n/content-language';

/** A failure is logged only and shows as an empty list (SPEC section 8). Each course in `locale` where it has a version in it. */
export async function getCourses(signal?: AbortSignal, locale: Locale = SOURCE_LOCALE): Promise<LocalisedCourse[]> {
  try {
    return (await api.get<ApiEnvelope<LocalisedCourse[]>>('/courses', { signal, query: langQuery(locale) })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load courses:', error);
    return [];
  }
}
