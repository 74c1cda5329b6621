import { describe, expect, it } from 'vitest';

import type { Question, QuestionResult } from '../../contract';

import type { StoredAttempt } from './attempts.repository';
import { addTally, EMPTY_TOTALS, tallyAttempt } from './item-statistics';
import { questionUidsOf, recountTotals } from './item-statistics-backfill.service';

const BANK: Array<Question & { uid: string }> = [
  { uid: 'q1', question: 'Stumps?', type: 'multiple_choice', options: ['3', '2'], correctAnswer: '3', points: 1, tags: [] },
  { uid: 'q2', question: 'Bails?', type: 'short_answer', options: [], correctAnswer: '2', points: 1, tags: [] },
];

const result = (question: string, earned: number): QuestionResult => ({
  question,
  type: 'short_answer',
  userAnswer: 'x',
  correctAnswer: 'x',
  isCorrect: earned > 0,
  points: 1,
  earnedPoints: earned,
  awaitingReview: false,
  feedback: null,
});

const attempt = (uid: string, over: Partial<StoredAttempt>): StoredAttempt =>
  ({
    uid,
    status: 'graded',
    score: 50,
    passed: false,
    served: null,
    questionResults: [result('Stumps?', 1), result('Bails?', 0)],
    ...over,
  }) as StoredAttempt;

describe('the item statistics backfill', () => {
  it('names the questions an attempt was graded on, old attempts by what they were served or by the bank', () => {
    expect(questionUidsOf(attempt('a', { questionUids: ['q2', 'q1'] }), BANK)).toEqual(['q2', 'q1']);
    const served = { questionUids: ['q2'], optionOrders: {} };
    expect(questionUidsOf(attempt('a', { served }), BANK)).toEqual(['q2']);
    expect(questionUidsOf(attempt('a', {}), BANK)).toEqual(['q1', 'q2']);
    // A question whose text changed since, or a bank that shrank, leaves that result out.
    const edited = attempt('a', { questionResults: [result('Stumps?', 1), result('Old text', 0), result('Gone', 1)] });
    expect(questionUidsOf(edited, BANK)).toEqual(['q1', '', '']);
  });

  it('recounts only graded attempts, with the same sums a grading adds, in any order', () => {
    const graded = [
      attempt('b', { questionUids: ['q1', 'q2'], score: 50 }),
      attempt('a', {
        questionUids: ['q1', 'q2'],
        score: 100,
        passed: true,
        questionResults: [result('Stumps?', 1), result('Bails?', 1)],
      }),
    ];
    const waiting = attempt('c', { questionUids: ['q1', 'q2'], status: 'pending_review' });
    const expired = attempt('d', { questionUids: ['q1', 'q2'], status: 'expired' });
    const byHand = [graded[1], graded[0]].reduce(
      (totals, item) => addTally(totals, tallyAttempt(['q1', 'q2'], item.questionResults, item)),
      EMPTY_TOTALS,
    );
    expect(recountTotals([waiting, ...graded, expired], BANK)).toEqual(byHand);
    expect(recountTotals([...graded].reverse(), BANK)).toEqual(byHand);
    expect(recountTotals([waiting], BANK)).toEqual(EMPTY_TOTALS);
  });
});
