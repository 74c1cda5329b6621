import type { Course, CourseModule, Question } from './courses';
import type { CourseTranslation, QuestionTranslation, Translations } from './course-translations';
import { SOURCE_LOCALE, TRANSLATION_LOCALES, type Locale, type TranslationLocale } from './locales';

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

/**
 * A question's versions carried over an edit of its English (decision 0095). A version's choices
 * are in the English choices' order, so each translated choice follows its English choice wherever
 * the edit moved it, and a choice given new words shows them in English until it is translated:
 * kept by position, a reordering would make each translated choice stand for another, and grade a
 * learner in that language against the wrong one.
 */
export function questionVersionsAfterEdit(
  before: Pick<Question, 'type' | 'options'> & { translations?: Translations<QuestionTranslation> },
  after: Pick<Question, 'type' | 'options'>,
): Translations<QuestionTranslation> | undefined {
  const versions = before.translations;
  if (!versions || before.type !== 'multiple_choice' || after.type !== 'multiple_choice') return versions;
  const was = filledOptions(before);
  const now = filledOptions(after);
  if (was.length === now.length && was.every((option, i) => option === now[i])) return versions;
  const follow = (version: QuestionTranslation): QuestionTranslation => ({
    ...version,
    options: now.map((option) => version.options[was.indexOf(option)] ?? option),
  });
  return Object.fromEntries(
    Object.entries(versions).map(([locale, version]) => [locale, version && follow(version)]),
  ) as Translations<QuestionTranslation>;
}

/** An item's stored version in `locale`; none for English, the source. */
export const versionIn = <T>(translations: Translations<T> | undefined, locale: Locale): T | undefined =>
  locale === SOURCE_LOCALE ? undefined : translations?.[locale as TranslationLocale];

/** The languages an item has a version in: English, and each whose version is stored (its schema makes it complete). */
export function itemLanguages(item: { translations?: Translations<object> }): Locale[] {
  return [SOURCE_LOCALE, ...TRANSLATION_LOCALES.filter((locale) => item.translations?.[locale] !== undefined)];
}

/** A course as shown in a language, and the language its text is in (English where it has no version). */
export type LocalisedCourse = Omit<Course, 'translations'> & { language: Locale; languages: Locale[] };

export function localiseCourse(course: Course, locale: Locale): LocalisedCourse {
  const { translations, ...source } = course;
  const languages = itemLanguages(course);
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

/** A lesson's title in a language (English without a version): what a mail about the lesson names it. */
export function lessonTitleIn(lesson: StoredModule['lessons'][number], locale: Locale): string {
  return versionIn(lesson.translations, locale)?.title ?? lesson.title;
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
