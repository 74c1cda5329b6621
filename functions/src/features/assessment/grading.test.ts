import { describe, expect, it } from 'vitest';

import type { Question, QuestionResult } from '../../contract';

import { grade, isCorrect, markEssays, scoreOf, withholdKey } from './grading';

const choice: Question = {
  question: 'How many stumps?',
  type: 'multiple_choice',
  options: ['2', '3', '4'],
  correctAnswer: '3',
  points: 2,
  tags: [],
};
const trueFalse: Question = {
  question: 'Hawk-Eye tracks the ball.',
  type: 'true_false',
  options: [],
  correctAnswer: 'True',
  points: 1,
  tags: [],
};
const short: Question = {
  question: 'Name the system.',
  type: 'short_answer',
  options: [],
  correctAnswer: 'Hawk  Eye',
  points: 1,
  tags: [],
};
const essay: Question = { question: 'Explain a wide.', type: 'essay', options: [], correctAnswer: '', points: 4, tags: [] };

describe('isCorrect', () => {
  it('a choice or true/false answer must match the key exactly, apart from surrounding spaces', () => {
    expect(isCorrect(choice, ' 3 ')).toBe(true);
    expect(isCorrect(choice, '4')).toBe(false);
    expect(isCorrect(trueFalse, 'True')).toBe(true);
    expect(isCorrect(trueFalse, 'true')).toBe(false);
  });

  it('a short answer matches ignoring case and runs of spaces', () => {
    expect(isCorrect(short, '  hawk eye ')).toBe(true);
    expect(isCorrect(short, 'HAWK\tEYE')).toBe(true);
    expect(isCorrect(short, 'Hawkeye')).toBe(false);
  });

  it('a blank answer is never right, even against a blank key, and an essay is never machine-marked right', () => {
    expect(isCorrect({ ...short, correctAnswer: '' }, '   ')).toBe(false);
    expect(isCorrect(essay, 'A wide is called when…')).toBe(false);
  });
});

describe('grade', () => {
  it('scores the share of points earned, rounded, with answers aligned by position and missing ones blank', () => {
    const graded = grade([choice, trueFalse, short], ['3']);
    expect(graded.score).toBe(50);
    expect(graded.awaitingReview).toBe(false);
    expect(graded.results.map((r) => [r.userAnswer, r.isCorrect, r.earnedPoints, r.correctAnswer])).toEqual([
      ['3', true, 2, '3'],
      ['', false, 0, 'True'],
      ['', false, 0, 'Hawk  Eye'],
    ]);
    expect(grade([choice, trueFalse], ['3', 'False']).score).toBe(67);
  });

  it('a written essay awaits review and earns nothing yet; a blank one needs no review', () => {
    const written = grade([trueFalse, essay], ['True', 'Because…']);
    expect(written).toMatchObject({ score: 20, awaitingReview: true });
    expect(written.results[1]).toMatchObject({ awaitingReview: true, earnedPoints: 0, correctAnswer: null });
    expect(grade([trueFalse, essay], ['True', '  ']).awaitingReview).toBe(false);
  });

  it('a checkpoint without questions scores 0, never a division by zero', () => {
    expect(scoreOf([])).toEqual({ score: 0, awaitingReview: false, results: [] });
  });
});

describe('markEssays', () => {
  const pending = grade([trueFalse, essay, essay], ['True', 'One', 'Two']).results;

  it('applies one mark per pending essay with its feedback, and a full mark counts as correct', () => {
    const marked = markEssays(pending, [
      { index: 1, points: 4, feedback: 'Clear.' },
      { index: 2, points: 1, feedback: '' },
    ]);
    if (typeof marked === 'string') throw new Error(marked);
    expect(marked.score).toBe(67);
    expect(marked.awaitingReview).toBe(false);
    expect(marked.results[1]).toMatchObject({ isCorrect: true, earnedPoints: 4, feedback: 'Clear.', awaitingReview: false });
    expect(marked.results[2]).toMatchObject({ isCorrect: false, earnedPoints: 1, feedback: null });
  });

  it('says what is wrong with marks that do not fit', () => {
    expect(markEssays(pending, [{ index: 1, points: 4, feedback: '' }])).toBe('Mark every essay of the attempt.');
    expect(
      markEssays(pending, [
        { index: 1, points: 1, feedback: '' },
        { index: 1, points: 2, feedback: '' },
        { index: 2, points: 1, feedback: '' },
      ]),
    ).toBe('Each essay can be marked only once.');
    expect(markEssays(pending, [{ index: 0, points: 1, feedback: '' }])).toBe('Only essays awaiting review can be marked.');
    expect(
      markEssays(pending, [
        { index: 1, points: 5, feedback: '' },
        { index: 2, points: 0, feedback: '' },
      ]),
    ).toBe('An essay worth 4 points cannot earn 5.');
  });
});

describe('withholdKey', () => {
  it('drops the key and the right/wrong marks of machine-marked questions, keeping an essay’s mark and feedback', () => {
    const results: QuestionResult[] = [
      ...grade([trueFalse], ['False']).results,
      { ...grade([essay], ['Text']).results[0], awaitingReview: false, earnedPoints: 3, feedback: 'Good' },
    ];
    expect(withholdKey(results)).toEqual([
      expect.objectContaining({ userAnswer: 'False', points: 1, isCorrect: null, earnedPoints: null, correctAnswer: null }),
      expect.objectContaining({ userAnswer: 'Text', earnedPoints: 3, feedback: 'Good', correctAnswer: null }),
    ]);
    expect(JSON.stringify(withholdKey(results))).not.toContain('True');
  });
});
