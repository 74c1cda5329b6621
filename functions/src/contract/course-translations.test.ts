import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  itemLanguages,
  courseTranslationProblems,
  localiseModule,
  localiseQuestion,
  questionTranslationProblems,
  questionVersionsAfterEdit,
  sourceChoice,
} from './course-localisation';
import {
  CheckpointTranslationSchema,
  CourseTranslationSchema,
  LessonTranslationSchema,
  ModuleTranslationSchema,
  QuestionTranslationSchema,
  TranslationLangParamSchema,
} from './course-translations';
import type { Course, CourseModule } from './courses';

type StoredQuestion = CourseModule['checkpoints'][number]['questions'][number];

const choice: StoredQuestion = {
  uid: 'q1',
  question: 'How many stumps make a wicket?',
  type: 'multiple_choice',
  options: ['2', '3', '4'],
  correctAnswer: '3',
  points: 1,
  tags: [],
  translations: { hi: { question: 'एक विकेट में कितने स्टंप होते हैं?', options: ['दो', 'तीन', 'चार'], correctAnswer: '' } },
};

const short: StoredQuestion = {
  uid: 'q2',
  question: 'Name the ball-tracking system used in DRS.',
  type: 'short_answer',
  options: [],
  correctAnswer: 'Hawk-Eye',
  points: 1,
  tags: [],
  translations: {
    hi: { question: 'डीआरएस में इस्तेमाल होने वाली बॉल-ट्रैकिंग प्रणाली का नाम बताइए।', options: [], correctAnswer: 'हॉक-आई' },
  },
};

describe('a question in Hindi', () => {
  it('shows the Hindi text and choices, and takes the Hindi choice at the English answer’s place as right', () => {
    const hindi = localiseQuestion(choice, 'hi');
    expect(hindi).toMatchObject({ question: 'एक विकेट में कितने स्टंप होते हैं?', options: ['दो', 'तीन', 'चार'], correctAnswer: 'तीन' });
    expect(hindi).not.toHaveProperty('translations');
  });

  it('keeps an attempt’s shuffled order, given as English choices, in Hindi', () => {
    expect(localiseQuestion(choice, 'hi', ['4', '2', '3']).options).toEqual(['चार', 'दो', 'तीन']);
    expect(localiseQuestion(choice, 'en', ['4', '2', '3']).options).toEqual(['4', '2', '3']);
  });

  it('grades a short answer against the Hindi version’s own answer, not the English one', () => {
    expect(localiseQuestion(short, 'hi').correctAnswer).toBe('हॉक-आई');
    expect(localiseQuestion(short, 'en').correctAnswer).toBe('Hawk-Eye');
  });

  it('is the English question, without its versions, where it has no Hindi version', () => {
    const { translations: _versions, ...english } = choice;
    expect(localiseQuestion(english, 'hi')).toEqual(english);
  });

  it('counts a Hindi choice as the English choice it stands for', () => {
    expect(sourceChoice(choice, 'hi', 'तीन')).toBe('3');
    expect(sourceChoice(choice, 'en', '3')).toBe('3');
  });

  it('follows its English choices through an edit: reordered, each keeps its own Hindi; reworded, it stays English until translated', () => {
    const reordered = { ...choice, options: ['4', '3', '2'] };
    const after = { ...reordered, translations: questionVersionsAfterEdit(choice, reordered) };
    expect(after.translations?.hi?.options).toEqual(['चार', 'तीन', 'दो']);
    expect(localiseQuestion(after, 'hi')).toMatchObject({ options: ['चार', 'तीन', 'दो'], correctAnswer: 'तीन' });
    expect(sourceChoice(after, 'hi', 'तीन')).toBe('3');

    const reworded = { ...choice, options: ['Two', '3', '4', 'Five'] };
    expect(questionVersionsAfterEdit(choice, reworded)?.hi?.options).toEqual(['Two', 'तीन', 'चार', 'Five']);
    const reasked: StoredQuestion = { ...choice, question: 'Stumps in a wicket?' };
    const reanswered: StoredQuestion = { ...short, correctAnswer: 'Hawkeye' };
    expect(questionVersionsAfterEdit(choice, reasked)).toBe(choice.translations);
    expect(questionVersionsAfterEdit(short, reanswered)).toBe(short.translations);
  });

  it('refuses a version with a choice missing, or a short answer without its Hindi answer', () => {
    const version = QuestionTranslationSchema.parse({ question: 'प्रश्न', options: ['दो', 'तीन'] });
    expect(questionTranslationProblems(choice, version)).toEqual([
      { msg: 'Translate each of the 3 options, in their order', path: 'options' },
    ]);
    expect(questionTranslationProblems(short, QuestionTranslationSchema.parse({ question: 'प्रश्न' }))[0].path).toBe(
      'correctAnswer',
    );
  });
});

describe('a module in Hindi', () => {
  const module = {
    uid: 'm1',
    courseId: 'c',
    title: 'Module one',
    description: 'English',
    translations: { hi: { title: 'पहला मॉड्यूल', description: 'हिंदी' } },
    lessons: [
      {
        uid: 'l1',
        title: 'Lesson one',
        description: '',
        content: { content: 'Text' },
        translations: { hi: { title: 'पहला पाठ', description: '', content: 'पाठ' } },
      },
      { uid: 'l2', title: 'Lesson two', description: '', content: { content: 'More' } },
    ],
    checkpoints: [
      {
        uid: 'c1',
        title: 'Checkpoint',
        description: 'Two questions',
        questions: [choice],
        translations: { hi: { title: 'जाँच', description: '' } },
      },
    ],
  } as unknown as CourseModule;

  it('falls back item by item: a lesson without a Hindi version stays English, and no version travels on', () => {
    const hindi = localiseModule(module, 'hi');
    expect(hindi.title).toBe('पहला मॉड्यूल');
    expect(hindi.lessons.map((lesson) => lesson.title)).toEqual(['पहला पाठ', 'Lesson two']);
    expect(hindi.lessons[0].content.content).toBe('पाठ');
    expect(hindi.checkpoints[0]).toMatchObject({ title: 'जाँच', description: 'Two questions' });
    expect(JSON.stringify({ ...hindi, checkpoints: hindi.checkpoints.map(({ questions: _q, ...rest }) => rest) })).not.toContain(
      'translations',
    );
  });
});

describe('languages', () => {
  it('a course has English and each stored version', () => {
    expect(itemLanguages({})).toEqual(['en']);
    expect(itemLanguages({ translations: { hi: {} as never } })).toEqual(['en', 'hi']);
  });

  it('a translation’s language is a language of the site other than English', () => {
    expect(TranslationLangParamSchema.safeParse({ lang: 'hi' }).success).toBe(true);
    expect(TranslationLangParamSchema.safeParse({ lang: 'en' }).error?.issues[0].message).toMatch(/English is the source/);
    expect(TranslationLangParamSchema.safeParse({ lang: 'xx' }).error?.issues[0].message).toMatch(/Unknown language/);
  });
});

describe("the seed's Hindi course", () => {
  const seed = (name: string) =>
    JSON.parse(readFileSync(join(__dirname, `../../../emulator-data/${name}.json`), 'utf8')) as unknown[];
  const courses = seed('courses') as Course[];
  const modules = seed('modules') as CourseModule[];

  it('is a whole Hindi version of one course, its first module, its lessons and its checkpoint’s questions, each as an author could save it', () => {
    const translated = courses.filter((course) => course.translations?.hi);
    expect(translated.map((course) => course.title)).toEqual(['DRS Operations Fundamentals']);
    const [course] = translated;
    expect(courseTranslationProblems(course, CourseTranslationSchema.parse(course.translations?.hi))).toEqual([]);
    const first = modules
      .filter((module) => module.courseId === (course as unknown as { id: string }).id)
      .sort((a, b) => a.order - b.order)[0];
    ModuleTranslationSchema.parse(first.translations?.hi);
    for (const lesson of first.lessons) LessonTranslationSchema.parse(lesson.translations?.hi);
    for (const checkpoint of first.checkpoints) {
      CheckpointTranslationSchema.parse(checkpoint.translations?.hi);
      for (const question of checkpoint.questions)
        expect(
          questionTranslationProblems(question, QuestionTranslationSchema.parse(question.translations?.hi)),
          question.uid,
        ).toEqual([]);
    }
  });
});
