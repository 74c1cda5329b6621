import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPart } from '@/test/render';

import { SelfCheck } from './self-check';

const CALLS = ['Out', 'Not out', 'The on-field call stands'];
const questions = [
  {
    question: 'Pitched outside leg, hitting middle stump. On-field: out.',
    options: CALLS,
    answer: 'Not out',
    explanation: 'A ball pitching outside leg cannot be LBW.',
  },
  {
    question: 'Pitched in line, impact in line, clipping the bails. On-field: not out.',
    options: CALLS,
    answer: 'The on-field call stands',
    explanation: '',
  },
];

/** Each question's list item, its radios and its button. */
function questionParts() {
  return screen.getAllByRole('listitem').map((item) => ({
    item,
    radios: within(item).getAllByRole('radio') as HTMLInputElement[],
    check: () => within(item).getByRole('button'),
  }));
}

describe('a self-check exercise', () => {
  it('keeps the answer back until the learner has picked and asked for it', async () => {
    const { user, container } = renderPart(<SelfCheck questions={questions} />);
    const [first, second] = questionParts();
    expect(first.item.textContent).toContain('Question 1. Pitched outside leg');
    expect(first.radios.map((radio) => radio.value)).toEqual(CALLS);
    expect(container.textContent).not.toMatch(/cannot be LBW|answer is/);
    expect([first.check(), second.check()].map((button) => [button.textContent, button.hasAttribute('disabled')])).toEqual([
      ['Check answer', true],
      ['Check answer', true],
    ]);

    await user.click(first.radios[0]);
    await user.click(first.check());
    expect(within(first.item).getByRole('status').textContent).toContain('Not quite. The answer is: Not out');
    expect(first.item.textContent).toContain('A ball pitching outside leg cannot be LBW.');
    // The other question's key stays hidden.
    expect(second.item.textContent).not.toContain('answer is');
    expect(within(second.item).queryByRole('status')).toBeNull();
  });

  it('says Correct for the right pick, and lets the learner try again', async () => {
    const { user } = renderPart(<SelfCheck questions={questions} />);
    const [, second] = questionParts();
    await user.click(second.radios[2]);
    await user.click(second.check());
    expect(within(second.item).getByRole('status').textContent).toContain('Correct.');
    expect(second.radios.every((radio) => radio.disabled)).toBe(true);

    await user.click(second.check());
    expect(second.check().textContent).toBe('Check answer');
    expect(within(second.item).queryByRole('status')).toBeNull();
    expect(second.radios.some((radio) => radio.disabled)).toBe(false);
  });
});
