import type { TranslationLocale } from '@contract/locales';

/** The translation editor of a course, for one language. */
export const translationEditorPath = (courseId: string, locale: TranslationLocale) =>
  `/admin/courses/${encodeURIComponent(courseId)}/translations/${locale}`;
