import { describe, expect, it } from 'vitest';

import { greetingFor } from './greeting';
import { pageItems } from './page-items';

describe('admin pagination items', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last pages, neighbours within 2, and gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 18, 19, 20]);
  });

  it('never shows a gap for a single missing page it could show instead', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

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
