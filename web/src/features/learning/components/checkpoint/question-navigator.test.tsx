import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderPart } from '@/test/render';

import { QuestionNavigator } from './question-navigator';

const questions = [{ uid: 'q1' }, { uid: 'q2' }, { uid: 'q3' }];

describe('the question navigator', () => {
  it('marks the current question and the answered ones, and jumps to the one pressed', async () => {
    const onJump = vi.fn();
    const { user } = renderPart(
      <QuestionNavigator questions={questions} answers={['True', '  ', 'An answer']} current={1} onJump={onJump} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    const buttons = screen.getAllByRole('button');
    expect(nav.contains(buttons[0])).toBe(true);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Question 1, answered',
      'Question 2',
      'Question 3, answered',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(buttons.map((button) => button.hasAttribute('data-answered'))).toEqual([true, false, true]);

    await user.click(screen.getByRole('button', { name: 'Question 3, answered' }));
    expect(onJump).toHaveBeenCalledWith(2);
  });
});
