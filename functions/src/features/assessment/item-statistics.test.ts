import { describe, expect, it } from 'vitest';

import type { Question, QuestionResult } from '../../contract';

import { addTally, EMPTY_TOTALS, kr20, medianOf, summariseStatistics, tallyAttempt } from './item-statistics';

const QUESTIONS: Array<Question & { uid: string }> = [
  { uid: 'q1', question: 'Stumps?', type: 'multiple_choice', options: ['3', '2', '4'], correctAnswer: '3', points: 1, tags: [] },
  {
    uid: 'q2',
    question: 'Hawk-Eye tracks?',
    type: 'true_false',
    options: ['True', 'False'],
    correctAnswer: 'True',
    points: 1,
    tags: [],
  },
  { uid: 'q3', question: 'Name it', type: 'short_answer', options: [], correctAnswer: 'DRS', points: 1, tags: [] },
];
const UIDS = QUESTIONS.map((q) => q.uid);

function result(question: Question, userAnswer: string, right: boolean): QuestionResult {
  return {
    question: question.question,
    type: question.type,
    userAnswer,
    correctAnswer: question.correctAnswer,
    isCorrect: right,
    points: question.points,
    earnedPoints: right ? question.points : 0,
    awaitingReview: false,
    feedback: null,
  };
}

/** Five attempts (1 = full marks): 111 → 100, 110 → 67, 100 → 33, 000 → 0, 111 → 100; pass mark 70. */
const ATTEMPTS: Array<[boolean, boolean, boolean]> = [
  [true, true, true],
  [true, true, false],
  [true, false, false],
  [false, false, false],
  [true, true, true],
];

function totalsOf(attempts = ATTEMPTS) {
  return attempts.reduce((totals, marks) => {
    const results = QUESTIONS.map((q, i) =>
      result(q, marks[i] ? q.correctAnswer : q.type === 'multiple_choice' ? '2' : 'x', marks[i]),
    );
    const score = Math.round((marks.filter(Boolean).length / 3) * 100);
    return addTally(totals, tallyAttempt(UIDS, results, { score, passed: score >= 70 }));
  }, EMPTY_TOTALS);
}

describe('item statistics from running totals', () => {
  it('match a hand computation on five attempts', () => {
    const stats = summariseStatistics({ uid: 'c1', questions: QUESTIONS }, totalsOf());
    // Scores 100, 67, 33, 0, 100: mean 300/5 = 60; sorted 0 33 67 100 100, median 67; 2 of 5 pass.
    expect(stats).toMatchObject({ attempts: 5, passes: 2, passRate: 0.4, meanScore: 60, medianScore: 67 });
    // Full marks per attempt 3 2 1 0 3: mean 1.8, variance 23/5 − 1.8² = 1.36. p = .8 .6 .4, Σpq = .16 + .24 + .24 = .64.
    // KR-20 = 3/2 · (1 − .64/1.36) = 0.794.
    expect(stats.kr20).toBe(0.794);
    const [q1, q2, q3] = stats.questions;
    // Σy = 300, Σy² = 25578, n·Σy² − (Σy)² = 37890.
    // q1: x 1 1 1 0 1, Σx 4, Σxy 300: (5·300 − 4·300) / √((5·4 − 16) · 37890) = 300 / 389.31 = 0.771.
    expect(q1).toMatchObject({ seen: 5, facility: 0.8, averagePoints: 0.8, discrimination: 0.771, flags: [] });
    expect(q1.optionPicks).toEqual([
      { option: '3', picks: 4 },
      { option: '2', picks: 1 },
      { option: '4', picks: 0 },
    ]);
    // q2: x 1 1 0 0 1, Σxy 267: (1335 − 900) / √(6 · 37890) = 435 / 476.80 = 0.912.
    expect(q2).toMatchObject({ seen: 5, facility: 0.6, discrimination: 0.912, optionPicks: null });
    // q3: x 1 0 0 0 1, Σxy 200: (1000 − 600) / 476.80 = 0.839.
    expect(q3).toMatchObject({ seen: 5, facility: 0.4, discrimination: 0.839 });
  });

  it('flags questions nearly everyone or nearly no one gets, and ones the weaker scorers do better on', () => {
    const same = Array.from({ length: 10 }, () => [true, false, true] as [boolean, boolean, boolean]);
    const extremes = summariseStatistics({ uid: 'c1', questions: QUESTIONS }, totalsOf(same));
    expect(extremes.questions[0]).toMatchObject({ facility: 1, flags: ['too_easy'], discrimination: null });
    expect(extremes.questions[1]).toMatchObject({ facility: 0, flags: ['too_hard'] });
    // q3 is right exactly where q1 and q2 are wrong: scores 67 67 67 33 33 33, q3's discrimination is −1.
    const inverse = [...Array(3).fill([true, true, false]), ...Array(3).fill([false, false, true])];
    const stats = summariseStatistics({ uid: 'c1', questions: QUESTIONS }, totalsOf(inverse));
    expect(stats.questions[2]).toMatchObject({ facility: 0.5, discrimination: -1, flags: ['negative_discrimination'] });
    expect(stats.questions[0]).toMatchObject({ discrimination: 1, flags: [] });
  });

  it('counts only served questions as seen, and weights KR-20 by the share of attempts that saw each', () => {
    // Attempts served two of three questions: q1+q2 (both right), q2+q3 (both wrong), q1+q3 (q1 right).
    const served: Array<[string[], boolean[]]> = [
      [
        ['q1', 'q2'],
        [true, true],
      ],
      [
        ['q2', 'q3'],
        [false, false],
      ],
      [
        ['q1', 'q3'],
        [true, false],
      ],
    ];
    const totals = served.reduce((all, [uids, marks]) => {
      const results = uids.map((uid, i) =>
        result(
          QUESTIONS.find((q) => q.uid === uid)!,
          'x',
          marks[i],
        ),
      );
      const score = Math.round((marks.filter(Boolean).length / 2) * 100);
      return addTally(all, tallyAttempt(uids, results, { score, passed: score >= 70 }));
    }, EMPTY_TOTALS);
    const stats = summariseStatistics({ uid: 'c1', questions: QUESTIONS }, totals);
    expect(stats.questions.map((q) => q.seen)).toEqual([2, 2, 2]);
    // k = 6 seen / 3 attempts = 2; full counts 2 0 1: variance 5/3 − 1 = 0.667; p = 1, .5, 0 each seen by 2/3:
    // Σ(2/3)pq = (2/3)(0 + .25 + 0) = .1667; KR-20 = 2 · (1 − .1667/.6667) = 1.5.
    expect(kr20(totals)).toBeCloseTo(1.5, 10);
  });

  it('takes the median as the middle score, or the mean of the middle two', () => {
    expect(medianOf({})).toBeNull();
    expect(medianOf({ '40': 1, '90': 1 })).toBe(65);
    expect(medianOf({ '10': 2, '50': 1, '80': 3 })).toBe(65);
    expect(medianOf({ '10': 2, '50': 1, '80': 2 })).toBe(50);
  });
});
