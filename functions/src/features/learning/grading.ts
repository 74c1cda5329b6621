import type { Question, QuestionResult } from '../../contract';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether one answer is right. Choices and true/false must match exactly; short answers match
 * ignoring case and spacing; an essay cannot be marked by a machine, so any real answer earns it.
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
      return true;
  }
}

/** Grades answers aligned with the questions; the score is the percentage of points earned. */
export function grade(questions: Question[], answers: string[]): { score: number; results: QuestionResult[] } {
  const results = questions.map((question, index) => {
    const userAnswer = answers[index] ?? '';
    const correct = isCorrect(question, userAnswer);
    return {
      question: question.question,
      type: question.type,
      userAnswer,
      correctAnswer: question.type === 'essay' ? '' : question.correctAnswer,
      isCorrect: correct,
      points: question.points,
      earnedPoints: correct ? question.points : 0,
    };
  });
  const possible = results.reduce((sum, result) => sum + result.points, 0);
  const earned = results.reduce((sum, result) => sum + result.earnedPoints, 0);
  return { score: possible === 0 ? 0 : Math.round((earned / possible) * 100), results };
}
