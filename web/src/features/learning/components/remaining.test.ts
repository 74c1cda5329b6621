import { describe, expect, it } from 'vitest';

import { remainingText } from './remaining';

describe('remainingText', () => {
  it('names what is left before the certificate', () => {
    expect(remainingText({ modules: 0, checkpoints: 2, awaitingReview: 0 })).toBe('2 checkpoints to pass');
    expect(remainingText({ modules: 1, checkpoints: 1, awaitingReview: 1 })).toBe(
      '1 checkpoint awaiting review · 1 module to complete',
    );
  });
  it('says nothing when nothing is left or nothing is known', () => {
    expect(remainingText({ modules: 0, checkpoints: 0, awaitingReview: 0 })).toBeNull();
    expect(remainingText(null)).toBeNull();
  });
});
