import { z } from 'zod';

import { requiredText, trimmed } from './common';
import { LOCALE_CODES, SOURCE_LOCALE, TRANSLATION_LOCALES, type Locale, type TranslationLocale } from './locales';

/*
 * A course's other-language versions (issue 37, decision 0095). English stays the source: every
 * document (a course, a module) and every item inside a module (a lesson, a checkpoint, a question)
 * may carry `translations: { hi: {...} }`, the same text fields in that language. What is not text
 * (prices, order, media, the question's type, which choice is right) stays the English version's.
 *
 *   PUT|DELETE /api/admin/courses/:id/translations/:lang
 *   PUT|DELETE /api/admin/modules/:moduleId/translations/:lang
 *   PUT|DELETE /api/admin/modules/:moduleId/lessons/:lessonId/translations/:lang
 *   PUT|DELETE /api/admin/modules/:moduleId/checkpoints/:checkpointId/translations/:lang
 *   PUT|DELETE /api/admin/modules/:moduleId/checkpoints/:checkpointId/questions/:questionId/translations/:lang
 */

/** The languages content can be translated into: every language of the site but the source. */

const UNKNOWN_LANGUAGE = `Unknown language: use one of ${LOCALE_CODES.join(', ')}`;
export const SOURCE_IS_ENGLISH = 'English is the source version: edit it with the course itself';

/** The `:lang` of a translation's address: a language of the site other than English. */
export const TranslationLangParamSchema = z.strictObject({
  lang: z.string().transform((lang, ctx) => {
    if ((TRANSLATION_LOCALES as string[]).includes(lang)) return lang as TranslationLocale;
    ctx.addIssue({ code: 'custom', message: lang === SOURCE_LOCALE ? SOURCE_IS_ENGLISH : UNKNOWN_LANGUAGE });
    return z.NEVER;
  }),
});

/** `?lang=` of a read that shows content (the course pages, the learner's views): explicit, never from headers. */
export const ContentLangQuerySchema = z.object({
  lang: z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: UNKNOWN_LANGUAGE }).default(SOURCE_LOCALE),
});

const textList = (label: string) => z.array(requiredText(label, 300)).max(50).default([]);

export const CourseTranslationSchema = z.strictObject({
  title: requiredText('Title', 200),
  shortDescription: requiredText('Short description', 500),
  description: requiredText('Full description', 20_000),
  /** How long it takes ('2 सप्ताह'); empty shows the English. */
  duration: trimmed(60).default(''),
  whatYouWillLearn: textList('Learning outcome'),
  requirements: textList('Requirement'),
  /** The English features' order: each one's title and description in this language. */
  features: z
    .array(z.strictObject({ title: requiredText('Feature title', 120), description: requiredText('Feature description', 500) }))
    .max(30)
    .default([]),
  /** The English curriculum's weeks in order: each week's title, duration and topics in this language. */
  curriculum: z
    .array(
      z.strictObject({
        title: requiredText('Week title', 200),
        duration: requiredText('Week duration', 60),
        topics: z.array(requiredText('Topic', 300)).max(30).default([]),
      }),
    )
    .max(104)
    .default([]),
});
export type CourseTranslation = z.infer<typeof CourseTranslationSchema>;

export const ModuleTranslationSchema = z.strictObject({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
});
export type ModuleTranslation = z.infer<typeof ModuleTranslationSchema>;

export const LessonTranslationSchema = z.strictObject({
  title: requiredText('Lesson title', 200),
  description: trimmed(5000).default(''),
  /** The lesson's text (Markdown); empty shows the English text. */
  content: trimmed(100_000).default(''),
});
export type LessonTranslation = z.infer<typeof LessonTranslationSchema>;

export const CheckpointTranslationSchema = z.strictObject({
  title: requiredText('Checkpoint title', 200),
  description: trimmed(5000).default(''),
});
export type CheckpointTranslation = z.infer<typeof CheckpointTranslationSchema>;

export const QuestionTranslationSchema = z.strictObject({
  question: requiredText('Question text', 2000),
  /** A multiple-choice question's choices, in the English choices' order. */
  options: z.array(requiredText('Option', 500)).max(10).default([]),
  /** A short-answer question's accepted answer in this language: answers in it are compared with it. */
  correctAnswer: trimmed(2000).default(''),
});
export type QuestionTranslation = z.infer<typeof QuestionTranslationSchema>;

export type Translations<T> = Partial<Record<TranslationLocale, T>>;
