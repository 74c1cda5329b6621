import { describe, expect, it } from 'vitest';

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
