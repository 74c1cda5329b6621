import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LessonSchema, SelfCheckQuestionSchema } from './courses';

const question = {
  question: 'Pitched outside leg, hitting middle stump. On-field: out.',
  options: ['Out', 'Not out', 'The on-field call stands'],
  answer: 'Not out',
};
const issues = (value: unknown) =>
  SelfCheckQuestionSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a self-check question', () => {
  it('takes a question, its options and the answer among them; the explanation is optional', () => {
    expect(SelfCheckQuestionSchema.parse(question)).toEqual({ ...question, explanation: '' });
  });

  it('refuses an answer that is not an option, repeated options, and fewer than two', () => {
    expect(issues({ ...question, answer: 'Out, on review' })).toEqual(['answer: The answer must be one of the options']);
    expect(issues({ ...question, options: ['Out', 'Out'], answer: 'Out' })).toEqual([
      'options: Self-check options must be different',
    ]);
    expect(issues({ ...question, options: ['Not out'] })).toEqual(['options: A self-check question needs at least two options']);
  });
});

describe("the seed's lessons", () => {
  const modules = JSON.parse(readFileSync(join(__dirname, '../../../emulator-data/modules.json'), 'utf8')) as Array<{
    lessons: unknown[];
  }>;
  const lessons = modules.flatMap((module) => module.lessons.map((lesson) => LessonSchema.parse(lesson)));

  it('are valid lessons, and each self-check lesson asks its questions instead of printing a key', () => {
    const selfChecks = lessons.filter((lesson) => lesson.title.startsWith('Self-check'));
    expect(selfChecks.map((lesson) => lesson.selfCheck?.length)).toEqual([3, 5]);
    for (const lesson of lessons) expect(lesson.content.content, lesson.title).not.toMatch(/^Key:/m);
  });
});
