import type { AttemptResult } from '@contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderPart } from '@/test/render';

import { AttemptLimitScreen } from './attempt-limit';
import { CheckpointResults } from './checkpoint-results';

type Review = AttemptResult['questionResults'][number];

const question = (overrides: Partial<Review>): Review => ({
  question: 'Which line is the popping crease?',
  type: 'multiple_choice',
  userAnswer: 'The batting line',
  correctAnswer: 'The batting line',
  isCorrect: true,
  points: 1,
  earnedPoints: 1,
  awaitingReview: false,
  feedback: null,
  ...overrides,
});

const result = (overrides: Partial<AttemptResult>): AttemptResult => ({
  attemptNumber: 1,
  score: 80,
  passed: true,
  passingScore: 70,
  awaitingReview: false,
  timedOut: false,
  submittedAt: '2026-11-20T10:00:00.000Z',
  questionResults: [question({})],
  marking: { autoEarned: 1, autoPossible: 1, pointsAwaitingReview: 0 },
  newProgress: 50,
  totalAttempts: 1,
  maxAttempts: 3,
  certificate: null,
  ...overrides,
});

describe('the checkpoint results', () => {
  it("shows a pass: the score, 'Passed!' and the passing score, with no Try Again", () => {
    renderPart(<CheckpointResults result={result({})} backTo="/user/courses/c1" onRetry={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkpoint Results');
    screen.getByText('80%');
    screen.getByText('Passed!');
    screen.getByText('Passing Score: 70%');
    screen.getByText('Attempt 1 of 3 · 2 attempts left');
    expect(screen.queryByText('Not Passed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe('/user/courses/c1');
  });

  it("shows a fail as 'Not Passed', each answer marked, and Try Again while attempts are left", async () => {
    const onRetry = vi.fn();
    const { user } = renderPart(
      <CheckpointResults
        result={result({
          score: 40,
          passed: false,
          passingScore: 75,
          questionResults: [question({ isCorrect: false, userAnswer: 'The bowling line', earnedPoints: 0 })],
        })}
        backTo="/user/courses/c1"
        onRetry={onRetry}
      />,
    );
    screen.getByText('Not Passed');
    screen.getByText('Passing Score: 75%');
    screen.getByLabelText('Incorrect');
    screen.getByText('The bowling line');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows an attempt with essays to mark as the marked points and those awaiting review, not as passed or failed', () => {
    renderPart(
      <CheckpointResults
        result={result({
          attemptNumber: 2,
          totalAttempts: 2,
          score: 38,
          awaitingReview: true,
          passed: false,
          marking: { autoEarned: 3, autoPossible: 3, pointsAwaitingReview: 5 },
          questionResults: [
            question({ isCorrect: null, earnedPoints: null, points: 3 }),
            question({ type: 'essay', isCorrect: null, awaitingReview: true, earnedPoints: null, points: 5 }),
          ],
        })}
        backTo="/"
        onRetry={null}
      />,
    );
    screen.getByText('3/3 auto-marked · 5 points awaiting review');
    screen.getByText('Attempt 2 of 3 · 1 attempt left');
    expect(screen.queryByText('38%')).toBeNull();
    expect(screen.getAllByText('Awaiting review')).toHaveLength(2);
    expect(screen.queryByText('Passed!')).toBeNull();
    expect(screen.queryByText('Not Passed')).toBeNull();
  });

  it('speaks Hindi on a Hindi page: the verdict, the attempts left in Hindi plurals, each answer marked, Try Again', () => {
    renderPart(
      <CheckpointResults
        result={result({
          score: 40,
          passed: false,
          totalAttempts: 2,
          attemptNumber: 2,
          questionResults: [
            question({ isCorrect: false, userAnswer: 'ग़लत रेखा', earnedPoints: 0, points: 2 }),
            question({ type: 'true_false', isCorrect: false, userAnswer: 'True', correctAnswer: 'False', earnedPoints: 0 }),
          ],
        })}
        backTo="/user/courses/c1"
        onRetry={() => undefined}
      />,
      { language: 'hi' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('चेकपॉइंट का परिणाम');
    screen.getByText('प्रयास 2 (कुल 3 में से) · 1 प्रयास बाकी');
    screen.getByText('पास नहीं हुए');
    screen.getByText('पास होने के लिए स्कोर: 70%');
    expect(screen.getAllByLabelText('ग़लत')).toHaveLength(2);
    screen.getByText('2 अंक');
    screen.getByText('ग़लत रेखा');
    // A true/false answer in the page's words, not the stored True and False.
    expect(screen.getAllByText('सही').map((node) => node.parentElement?.textContent)).toContain('आपका उत्तर: सही');
    expect(screen.getAllByText('ग़लत').map((node) => node.parentElement?.textContent)).toContain('सही उत्तर: ग़लत');
    screen.getByRole('button', { name: 'फिर से प्रयास करें' });
    screen.getByRole('link', { name: 'कोर्स पर लौटें' });
    expect(screen.queryByText(/Passing Score|Not Passed|Attempt/)).toBeNull();
  });

  it('says when every attempt is used', () => {
    renderPart(<AttemptLimitScreen attempts={3} maxAttempts={3} actions={null} />);
    screen.getByText('Maximum Attempts Reached');
    screen.getByText('You have reached the maximum number of attempts (3) for this checkpoint.');
    screen.getByText('3/3');
  });
});
