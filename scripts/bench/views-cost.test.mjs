// @ts-check
import { describe, expect, it } from 'vitest';

import { readsPerThousandViews, rendersPerHour, sharedCacheSeconds } from './views-cost.mjs';

describe('sharedCacheSeconds', () => {
  it.each([
    ['public, max-age=0, s-maxage=60, stale-while-revalidate=300', 60],
    ['public, max-age=120', 120],
    ['public, s-maxage=3600, max-age=0', 3600],
    ['no-store', 0],
    ['no-cache', 0],
    ['private, s-maxage=60', 0],
    ['public, max-age=0', 0],
    ['', 0],
    [null, 0],
    ['public, s-maxage=soon', 0],
  ])('%s keeps a shared copy %d s', (header, seconds) => {
    expect(sharedCacheSeconds(header)).toBe(seconds);
  });
});

describe('rendersPerHour', () => {
  it('renders every view without a CDN', () => {
    expect(rendersPerHour(60, 0)).toBe(60);
  });

  it('serves the views that arrive while the copy is fresh from it', () => {
    // A view a minute: a 60 s copy is 60 s old (stale) when the next view comes.
    expect(rendersPerHour(60, 60)).toBe(60);
    expect(rendersPerHour(60, 61)).toBe(30);
    expect(rendersPerHour(60, 600)).toBe(6);
    expect(rendersPerHour(60, 3600)).toBe(1);
    expect(rendersPerHour(60, 7200)).toBe(1 / 2);
  });

  it('renders nothing for no views', () => {
    expect(rendersPerHour(0, 60)).toBe(0);
  });
});

describe('readsPerThousandViews', () => {
  it('spreads the views evenly and weighs each page by its reads', () => {
    // 2 pages, 500 views an hour each (one every 7.2 s).
    const pages = [
      { reads: 10, ttl: 0 },
      { reads: 2, ttl: 72 },
    ];
    const { cached, uncached } = readsPerThousandViews(pages, 1000);
    expect(uncached).toBe(500 * 10 + 500 * 2);
    // The second page renders once every 10 views: the 11th finds the copy 72 s old.
    expect(cached).toBe(500 * 10 + 50 * 2);
  });

  it('scales to 1,000 views whatever the hourly traffic', () => {
    const pages = [{ reads: 4, ttl: 0 }];
    expect(readsPerThousandViews(pages, 250)).toEqual({ cached: 4000, uncached: 4000 });
  });

  it('costs nothing for pages that read nothing', () => {
    expect(readsPerThousandViews([{ reads: 0, ttl: 0 }])).toEqual({ cached: 0, uncached: 0 });
  });

  it('refuses an empty traffic shape', () => {
    expect(() => readsPerThousandViews([])).toThrow();
    expect(() => readsPerThousandViews([{ reads: 1, ttl: 0 }], 0)).toThrow();
  });
});
