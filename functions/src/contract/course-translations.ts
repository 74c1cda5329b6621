import { z } from 'zod';

import { requiredText, trimmed } from './common';
import type { Course, CourseModule, Question } from './courses';
import { LOCALE_CODES, SOURCE_LOCALE, type Locale } from './locales';

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
export const TRANSLATION_LOCALES = LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE);
export type TranslationLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

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

export interface TranslationProblem {
  msg: string;
  path: string;
}

/** What a course's version must match of its English: one feature and one week for each. */
export function courseTranslationProblems(course: Pick<Course, 'features' | 'curriculum'>, version: CourseTranslation) {
  const problems: TranslationProblem[] = [];
  if (version.features.length !== course.features.length)
    problems.push({ msg: `Translate each of the ${course.features.length} features, in their order`, path: 'features' });
  if (version.curriculum.length !== course.curriculum.length)
    problems.push({
      msg: `Translate each of the ${course.curriculum.length} curriculum weeks, in their order`,
      path: 'curriculum',
    });
  return problems;
}

const filledOptions = (question: Pick<Question, 'options'>) => question.options.filter((option) => option.length > 0);

/** What a question's version must match of its English: a choice for each choice, and its own answer to a short-answer question. */
export function questionTranslationProblems(question: Pick<Question, 'type' | 'options'>, version: QuestionTranslation) {
  const problems: TranslationProblem[] = [];
  const choices = filledOptions(question).length;
  if (question.type === 'multiple_choice') {
    if (version.options.length !== choices)
      problems.push({ msg: `Translate each of the ${choices} options, in their order`, path: 'options' });
    else if (new Set(version.options).size !== version.options.length)
      problems.push({ msg: 'The translated options must be different', path: 'options' });
  } else if (version.options.length > 0)
    problems.push({ msg: 'Only a multiple choice question has options to translate', path: 'options' });
  if (question.type === 'short_answer' && !version.correctAnswer)
    problems.push({ msg: 'A short answer question needs its accepted answer in this language', path: 'correctAnswer' });
  if (question.type !== 'short_answer' && version.correctAnswer)
    problems.push({ msg: 'Only a short answer question takes an answer in this language', path: 'correctAnswer' });
  return problems;
}

const versionIn = <T>(translations: Translations<T> | undefined, locale: Locale): T | undefined =>
  locale === SOURCE_LOCALE ? undefined : translations?.[locale as TranslationLocale];

/** The languages a course has a version in: English, and each whose version is stored (the schema makes it complete). */
export function courseLanguages(course: { translations?: Translations<CourseTranslation> }): Locale[] {
  return [SOURCE_LOCALE, ...TRANSLATION_LOCALES.filter((locale) => course.translations?.[locale] !== undefined)];
}

/** A course as shown in a language, and the language its text is in (English where it has no version). */
export type LocalisedCourse = Omit<Course, 'translations'> & { language: Locale; languages: Locale[] };

export function localiseCourse(course: Course, locale: Locale): LocalisedCourse {
  const { translations, ...source } = course;
  const languages = courseLanguages(course);
  const version = versionIn(translations, locale);
  if (!version) return { ...source, language: SOURCE_LOCALE, languages };
  return {
    ...source,
    title: version.title,
    shortDescription: version.shortDescription,
    description: version.description,
    duration: version.duration || source.duration,
    whatYouWillLearn: version.whatYouWillLearn.length > 0 ? version.whatYouWillLearn : source.whatYouWillLearn,
    requirements: version.requirements.length > 0 ? version.requirements : source.requirements,
    features: source.features.map((feature, i) => ({ ...feature, ...version.features[i] })),
    curriculum: source.curriculum.map((week, i) => ({ ...week, ...version.curriculum[i] })),
    language: locale,
    languages,
  };
}

type StoredQuestion = CourseModule['checkpoints'][number]['questions'][number];

/**
 * A question in a language: its text, its choices (in `options`' order, English choices mapped to
 * theirs by position) and the answer graded in that language. Without a version it is the English.
 */
export function localiseQuestion<Q extends StoredQuestion>(
  question: Q,
  locale: Locale,
  options = question.options,
): Omit<Q, 'translations'> {
  const { translations, ...source } = question;
  const version = versionIn(translations, locale);
  if (!version) return { ...source, options };
  const choices = filledOptions(source);
  const inLanguage = (option: string) => version.options[choices.indexOf(option)] ?? option;
  return {
    ...source,
    question: version.question,
    options: source.type === 'multiple_choice' ? options.map(inLanguage) : options,
    correctAnswer:
      source.type === 'short_answer'
        ? version.correctAnswer
        : source.type === 'multiple_choice'
          ? inLanguage(source.correctAnswer)
          : source.correctAnswer,
  };
}

/** A learner's choice given in a language, as the English choice it stands for (statistics count choices by their English text). */
export function sourceChoice(question: StoredQuestion, locale: Locale, answer: string): string {
  const version = versionIn(question.translations, locale);
  if (!version || question.type !== 'multiple_choice') return answer;
  const index = version.options.indexOf(answer.trim());
  return index >= 0 ? (filledOptions(question)[index] ?? answer) : answer;
}

type StoredModule = CourseModule;
type StoredCheckpoint = CourseModule['checkpoints'][number];

/** A checkpoint's title and description in a language (English without a version); its questions stay as stored. */
export function localiseCheckpoint<C extends Omit<StoredCheckpoint, 'questions'>>(
  checkpoint: C,
  locale: Locale,
): Omit<C, 'translations'> {
  const { translations, ...source } = checkpoint;
  const version = versionIn(translations, locale);
  return version ? { ...source, title: version.title, description: version.description || source.description } : source;
}

/** A module with its own text, its lessons' and its checkpoints' in a language, each falling back to English on its own. Questions stay as stored. */
export function localiseModule<M extends StoredModule>(module: M, locale: Locale): Omit<M, 'translations'> {
  const { translations, ...source } = module;
  const own = versionIn(translations, locale);
  return {
    ...source,
    ...(own && { title: own.title, description: own.description }),
    lessons: source.lessons.map(({ translations: lessonVersions, ...lesson }) => {
      const version = versionIn(lessonVersions, locale);
      if (!version) return lesson;
      return {
        ...lesson,
        title: version.title,
        description: version.description || lesson.description,
        content: { ...lesson.content, content: version.content || lesson.content.content },
      };
    }),
    checkpoints: source.checkpoints.map((checkpoint) => localiseCheckpoint(checkpoint, locale)),
  } as Omit<M, 'translations'>;
}
