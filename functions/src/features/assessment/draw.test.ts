import { describe, expect, it } from 'vitest';

import type { CourseModule } from '../../contract';

import { drawAttempt, drawsQuestions, servedCount, servedQuestions } from './draw';
import { limitsFor } from './limits';

type LiveCheckpoint = CourseModule['checkpoints'][number];

const question = (n: number, tags: string[] = []) => ({
  uid: `q${n}`,
  question: `Question ${n}`,
  type: 'multiple_choice' as const,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'a',
  points: 1,
  tags,
});

function checkpoint(overrides: Partial<LiveCheckpoint> = {}): LiveCheckpoint {
  return {
    uid: 'c1',
    title: 'Checkpoint',
    description: '',
    type: 'quiz',
    passingScore: 70,
    maxAttempts: 3,
    order: 1,
    isRequired: true,
    questions: Array.from({ length: 12 }, (_, i) => question(i + 1, i < 4 ? ['LBW'] : [])),
    questionsPerAttempt: null,
    drawByTag: [],
    shuffleQuestions: false,
    shuffleOptions: false,
    ...overrides,
  };
}

describe('drawAttempt', () => {
  it('without a draw the checkpoint serves every question in order (the spec)', () => {
    const plain = checkpoint();
    expect(drawsQuestions(plain)).toBe(false);
    expect(servedQuestions(plain, null).map((q) => q.uid)).toEqual(plain.questions.map((q) => q.uid));
    expect(servedCount(plain)).toBe(12);
  });

  it('draws N distinct questions, the tag counts included, kept in bank order unless shuffled', () => {
    const drawn = checkpoint({ questionsPerAttempt: 5, drawByTag: [{ tag: 'lbw', count: 3 }] });
    for (let i = 0; i < 20; i += 1) {
      const served = drawAttempt(drawn, new Set());
      expect(new Set(served.questionUids).size).toBe(5);
      expect(served.questionUids.filter((uid) => ['q1', 'q2', 'q3', 'q4'].includes(uid)).length).toBeGreaterThanOrEqual(3);
      const positions = served.questionUids.map((uid) => Number(uid.slice(1)));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(served.optionOrders).toEqual({});
    }
  });

  it('serves unseen questions first, then seen ones when the unseen run out', () => {
    const drawn = checkpoint({ questionsPerAttempt: 5 });
    const seen = new Set(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9']);
    const served = drawAttempt(drawn, seen).questionUids;
    expect(served.filter((uid) => !seen.has(uid)).sort()).toEqual(['q10', 'q11', 'q12']);
    expect(served).toHaveLength(5);
  });

  it('shuffles choices per question with every option kept, and with a fixed random source is repeatable', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const served = drawAttempt(checkpoint({ shuffleOptions: true, shuffleQuestions: true }), new Set(), random);
    expect(Object.keys(served.optionOrders)).toHaveLength(12);
    for (const options of Object.values(served.optionOrders)) expect([...options].sort()).toEqual(['a', 'b', 'c', 'd']);
    const first = servedQuestions(checkpoint(), served)[0];
    expect(first.options).toEqual(served.optionOrders[first.uid]);
  });

  it('leaves out a served question the author has since removed', () => {
    const served = { questionUids: ['q2', 'gone', 'q1'], optionOrders: {} };
    expect(servedQuestions(checkpoint(), served).map((q) => q.uid)).toEqual(['q2', 'q1']);
  });
});

describe('limitsFor', () => {
  const accommodation = (timeMultiplier: number, extra = { extraAttempts: 0, extraMinutes: 0 }) => ({
    userId: 'u',
    courseId: 'c',
    studentName: 'S',
    note: 'why',
    updatedAt: null,
    timeMultiplier,
    checkpoints: [{ checkpointUid: 'c1', ...extra }],
  });

  it('follows the number served: max(10, n x 2) minutes', () => {
    expect(limitsFor(checkpoint(), 6, null)).toEqual({ maxAttempts: 3, timeLimitMinutes: 12, timeExtended: false });
    expect(limitsFor(checkpoint(), 2, null).timeLimitMinutes).toBe(10);
  });

  it('multiplies the time, adds minutes and attempts, and says the time is extended', () => {
    expect(limitsFor(checkpoint(), 10, accommodation(1.5))).toEqual({ maxAttempts: 3, timeLimitMinutes: 30, timeExtended: true });
    expect(limitsFor(checkpoint(), 5, accommodation(1, { extraAttempts: 2, extraMinutes: 5 }))).toEqual({
      maxAttempts: 5,
      timeLimitMinutes: 15,
      timeExtended: true,
    });
    expect(limitsFor(checkpoint({ uid: 'other' }), 5, accommodation(1, { extraAttempts: 2, extraMinutes: 5 })).maxAttempts).toBe(
      3,
    );
  });
});
