import { describe, expect, it } from 'vitest';

import { greetingFor } from './greeting';

describe('admin greeting', () => {
  it.each([
    [3, 'Good evening'],
    [4, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:00 says %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
