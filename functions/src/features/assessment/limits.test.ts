import { describe, expect, it } from 'vitest';

import { timeLimitMinutes } from './limits';

describe('timeLimitMinutes', () => {
  it('is max(10, questions x 2) minutes (SPEC section 9)', () => {
    expect([0, 1, 5, 6, 30].map(timeLimitMinutes)).toEqual([10, 10, 10, 12, 60]);
  });
});
