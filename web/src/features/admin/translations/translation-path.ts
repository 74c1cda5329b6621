import type { TranslatedContentKind } from '@contract/content-localisation';
import type { TranslationLocale } from '@contract/locales';

/** The translation editor of a course, for one language. */
export const translationEditorPath = (courseId: string, locale: TranslationLocale) =>
  `/admin/courses/${encodeURIComponent(courseId)}/translations/${locale}`;

/** The translation editor of a blog post, product, career, highlight or testimonial, for one language (decision 0098). */
export const contentTranslationPath = (kind: TranslatedContentKind, id: string, locale: TranslationLocale) =>
  `/admin/${kind}/${encodeURIComponent(id)}/translations/${locale}`;
