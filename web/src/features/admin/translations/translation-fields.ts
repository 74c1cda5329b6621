import type {
  CheckpointTranslation,
  Course,
  CourseModule,
  CourseTranslation,
  LessonTranslation,
  ModuleTranslation,
  QuestionTranslation,
} from '@contract';
import { CONTENT_TRANSLATED_FIELDS, type ContentVersion, type TranslatedContentKind } from '@contract/content-localisation';
import type { TranslationLocale } from '@contract/locales';

/**
 * One text of an item, as the translation editor shows it: the English beside the field for the
 * other language. `key` is the API's path of the field ('features.0.title'), so its 400s land on it.
 */
export interface TranslationField {
  key: string;
  label: string;
  english: string;
  /** Long text: a text area. */
  multiline?: boolean;
  /** A list, one item a line. */
  list?: boolean;
}

export type FieldValues = Record<string, string>;

/** What the editor needs of each translatable item: its fields, its version's values, and the body the API takes. */
export interface TranslatableItem {
  /** The item's address under /api/admin, before `/translations/:lang`. */
  resource: string;
  heading: string;
  fields: TranslationField[];
  saved: FieldValues | null;
  body: (values: FieldValues) => object;
}

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const joined = (items: readonly string[] | undefined) => (items ?? []).join('\n');

/** The values a stored version fills the fields with: lists one item a line, objects flattened to their keys. */
function valuesOf(version: object | undefined, fields: TranslationField[]): FieldValues | null {
  if (!version) return null;
  const read = (path: string) =>
    path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], version);
  return Object.fromEntries(
    fields.map((field) => {
      const value = read(field.key);
      return [field.key, Array.isArray(value) ? joined(value as string[]) : typeof value === 'string' ? value : ''];
    }),
  );
}

export function courseItem(course: Course, locale: TranslationLocale): TranslatableItem {
  const fields: TranslationField[] = [
    { key: 'title', label: 'Title', english: course.title },
    { key: 'shortDescription', label: 'Short description', english: course.shortDescription, multiline: true },
    { key: 'description', label: 'Full description', english: course.description, multiline: true },
    { key: 'duration', label: 'Duration', english: course.duration },
    { key: 'whatYouWillLearn', label: 'What you will learn', english: joined(course.whatYouWillLearn), list: true },
    { key: 'requirements', label: 'Requirements', english: joined(course.requirements), list: true },
    ...course.features.flatMap((feature, i) => [
      { key: `features.${i}.title`, label: `Feature ${i + 1}: title`, english: feature.title },
      { key: `features.${i}.description`, label: `Feature ${i + 1}: description`, english: feature.description, multiline: true },
    ]),
    ...course.curriculum.flatMap((week, i) => [
      { key: `curriculum.${i}.title`, label: `Week ${week.week}: title`, english: week.title },
      { key: `curriculum.${i}.duration`, label: `Week ${week.week}: duration`, english: week.duration },
      { key: `curriculum.${i}.topics`, label: `Week ${week.week}: topics`, english: joined(week.topics), list: true },
    ]),
  ];
  return {
    resource: `courses/${encodeURIComponent(course.uid)}`,
    heading: 'Course',
    fields,
    saved: valuesOf(course.translations?.[locale], fields),
    body: (values): CourseTranslation => ({
      title: values.title,
      shortDescription: values.shortDescription,
      description: values.description,
      duration: values.duration,
      whatYouWillLearn: lines(values.whatYouWillLearn),
      requirements: lines(values.requirements),
      features: course.features.map((_, i) => ({
        title: values[`features.${i}.title`],
        description: values[`features.${i}.description`],
      })),
      curriculum: course.curriculum.map((_, i) => ({
        title: values[`curriculum.${i}.title`],
        duration: values[`curriculum.${i}.duration`],
        topics: lines(values[`curriculum.${i}.topics`]),
      })),
    }),
  };
}

/** A module, then each of its lessons, checkpoints and their questions, in the order a learner meets them. */
export function moduleItems(module: CourseModule, locale: TranslationLocale): TranslatableItem[] {
  const base = `modules/${encodeURIComponent(module.uid)}`;
  const moduleFields: TranslationField[] = [
    { key: 'title', label: 'Title', english: module.title },
    { key: 'description', label: 'Description', english: module.description, multiline: true },
  ];
  const items: TranslatableItem[] = [
    {
      resource: base,
      heading: `Module ${module.order}: ${module.title}`,
      fields: moduleFields,
      saved: valuesOf(module.translations?.[locale], moduleFields),
      body: (values): ModuleTranslation => ({ title: values.title, description: values.description }),
    },
  ];
  for (const lesson of [...module.lessons].sort((a, b) => a.order - b.order)) {
    const fields: TranslationField[] = [
      { key: 'title', label: 'Title', english: lesson.title },
      { key: 'description', label: 'Description', english: lesson.description, multiline: true },
      { key: 'content', label: 'Text (Markdown)', english: lesson.content.content, multiline: true },
    ];
    items.push({
      resource: `${base}/lessons/${encodeURIComponent(lesson.uid)}`,
      heading: `Lesson: ${lesson.title}`,
      fields,
      saved: valuesOf(lesson.translations?.[locale], fields),
      body: (values): LessonTranslation => ({ title: values.title, description: values.description, content: values.content }),
    });
  }
  for (const checkpoint of [...module.checkpoints].sort((a, b) => a.order - b.order)) {
    const fields: TranslationField[] = [
      { key: 'title', label: 'Title', english: checkpoint.title },
      { key: 'description', label: 'Description', english: checkpoint.description, multiline: true },
    ];
    const checkpointBase = `${base}/checkpoints/${encodeURIComponent(checkpoint.uid)}`;
    items.push({
      resource: checkpointBase,
      heading: `Checkpoint: ${checkpoint.title}`,
      fields,
      saved: valuesOf(checkpoint.translations?.[locale], fields),
      body: (values): CheckpointTranslation => ({ title: values.title, description: values.description }),
    });
    checkpoint.questions.forEach((question, index) => {
      const choices = question.type === 'multiple_choice' ? question.options.filter(Boolean) : [];
      const questionFields: TranslationField[] = [
        { key: 'question', label: 'Question', english: question.question, multiline: true },
        ...choices.map((option, i) => ({
          key: `options.${i}`,
          label: `Option ${i + 1}${option === question.correctAnswer ? ' (correct)' : ''}`,
          english: option,
        })),
        ...(question.type === 'short_answer'
          ? [{ key: 'correctAnswer', label: 'Accepted answer', english: question.correctAnswer }]
          : []),
      ];
      items.push({
        resource: `${checkpointBase}/questions/${encodeURIComponent(question.uid)}`,
        heading: `Question ${index + 1} (${question.type.replace('_', ' ')})`,
        fields: questionFields,
        saved: valuesOf(question.translations?.[locale], questionFields),
        body: (values): QuestionTranslation => ({
          question: values.question,
          options: choices.map((_, i) => values[`options.${i}`]),
          correctAnswer: question.type === 'short_answer' ? values.correctAnswer : '',
        }),
      });
    });
  }
  return items;
}

/** The texts of each kind that run long: a text area. */
const LONG_TEXTS = new Set(['summary', 'content', 'description', 'shortDescription', 'fullDescription', 'testimonialText']);

/** A blog post's, product's, career's, highlight's or testimonial's texts (decision 0098), its English beside each. */
export function contentItem(
  kind: TranslatedContentKind,
  item: { _id: string; translations?: Partial<Record<TranslationLocale, object>> } & object,
  locale: TranslationLocale,
): TranslatableItem {
  const english = item as unknown as Record<string, unknown>;
  const fields: TranslationField[] = Object.entries(CONTENT_TRANSLATED_FIELDS[kind]).map(([key, label]) => ({
    key,
    label,
    english: typeof english[key] === 'string' ? english[key] : '',
    multiline: LONG_TEXTS.has(key),
  }));
  return {
    resource: `${kind}/${encodeURIComponent(item._id)}`,
    heading: String(english.title ?? english.name ?? ''),
    fields,
    saved: valuesOf(item.translations?.[locale], fields),
    body: (values): ContentVersion => Object.fromEntries(fields.map((field) => [field.key, values[field.key] ?? ''])),
  };
}
