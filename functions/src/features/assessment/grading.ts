import type { Question, QuestionResult, QuestionReview } from '../../contract';

/** Devanagari digits (१७०) are the same number as Latin ones (170): a Hindi answer may use either. */
const latinDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
const normalise = (text: string) => latinDigits(text).trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether one machine-marked answer is right. Choices and true/false must match exactly; short
 * answers match ignoring case and spacing. Essays are marked by a person (see `markEssays`).
 */
export function isCorrect(question: Question, answer: string): boolean {
  const given = answer.trim();
  if (!given) return false;
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
      return given === question.correctAnswer.trim();
    case 'short_answer':
      return normalise(given) === normalise(question.correctAnswer);
    case 'essay':
      return false;
  }
}

export interface Graded {
  score: number;
  awaitingReview: boolean;
  results: QuestionResult[];
}

/** The score is the percentage of points earned; essays awaiting review earn nothing yet. */
export function scoreOf(results: QuestionResult[]): Graded {
  const possible = results.reduce((sum, result) => sum + result.points, 0);
  const earned = results.reduce((sum, result) => sum + result.earnedPoints, 0);
  return {
    score: possible === 0 ? 0 : Math.round((earned / possible) * 100),
    awaitingReview: results.some((result) => result.awaitingReview),
    results,
  };
}

/**
 * Grades answers aligned with the questions. A written essay awaits a person's marking; a blank
 * one earns nothing and needs no review.
 */
export function grade(questions: Question[], answers: string[]): Graded {
  return scoreOf(
    questions.map((question, index) => {
      const userAnswer = answers[index] ?? '';
      const essay = question.type === 'essay';
      const correct = isCorrect(question, userAnswer);
      return {
        question: question.question,
        type: question.type,
        userAnswer,
        correctAnswer: essay ? null : question.correctAnswer,
        isCorrect: correct,
        points: question.points,
        earnedPoints: correct ? question.points : 0,
        awaitingReview: essay && userAnswer.trim() !== '',
        feedback: null,
      };
    }),
  );
}

export interface EssayMark {
  index: number;
  points: number;
  feedback: string;
}

/**
 * Applies a reviewer's marks to the essays awaiting review. Every such essay needs exactly one
 * mark, within 0 and its points; returns the problem as text when the marks do not fit.
 */
export function markEssays(results: QuestionResult[], marks: EssayMark[]): Graded | string {
  const pending = results.flatMap((result, index) => (result.awaitingReview ? [index] : []));
  const byIndex = new Map(marks.map((mark) => [mark.index, mark]));
  if (byIndex.size !== marks.length) return 'Each essay can be marked only once.';
  if (marks.some((mark) => !pending.includes(mark.index))) return 'Only essays awaiting review can be marked.';
  if (pending.some((index) => !byIndex.has(index))) return 'Mark every essay of the attempt.';
  for (const mark of marks) {
    const max = results[mark.index].points;
    if (mark.points > max) return `An essay worth ${max} points cannot earn ${mark.points}.`;
  }
  return scoreOf(
    results.map((result, index) => {
      const mark = byIndex.get(index);
      if (!mark) return result;
      return {
        ...result,
        isCorrect: mark.points === result.points,
        earnedPoints: mark.points,
        awaitingReview: false,
        feedback: mark.feedback || null,
      };
    }),
  );
}

/**
 * What a learner may see of the results while the key could still help (before a pass and before the
 * last attempt): no correct answers, and no right/wrong marks on machine-marked questions, which
 * would give a true/false key away. An essay keeps the mark and feedback a person gave it.
 */
export function withholdKey(results: QuestionResult[]): QuestionReview[] {
  return results.map((result) =>
    result.type === 'essay'
      ? { ...result, correctAnswer: null }
      : { ...result, correctAnswer: null, isCorrect: null, earnedPoints: null },
  );
}
