// @ts-check
import { describe, expect, it } from 'vitest';

import { APP_SHELL_SECTIONS, PUBLIC_PAGES as CONTRACT_PAGES } from '../../functions/src/contract/public-pages.ts';

import { PUBLIC_PAGES, pageReadsRows } from './page-reads.mjs';

describe('the pages the bench measures', () => {
  it('are every public page of the contract, plus /login', () => {
    const measured = PUBLIC_PAGES.map((page) => page.pattern);
    expect(new Set(measured).size).toBe(measured.length);
    expect([...measured].sort()).toEqual([...Object.keys(CONTRACT_PAGES), '/login'].sort());
  });

  it('mark as the app shell exactly the pages Hosting serves it for', () => {
    for (const page of PUBLIC_PAGES) {
      const section = page.pattern.split('/')[1];
      expect(Boolean(page.shell), page.pattern).toBe(/** @type {readonly string[]} */ (APP_SHELL_SECTIONS).includes(section));
    }
  });
});

describe('pageReadsRows', () => {
  it('prints each page, then the reads per 1,000 views of the browsed pages both ways', () => {
    const pages = [
      {
        pattern: '/',
        path: '/',
        note: '',
        browsed: true,
        status: 200,
        reads: 20,
        cacheControl: 'public, s-maxage=3600',
        ttl: 3600,
      },
      {
        pattern: '/about',
        path: '/about',
        note: '',
        browsed: true,
        status: 200,
        reads: 0,
        cacheControl: 'public, s-maxage=60',
        ttl: 60,
      },
      { pattern: '/v/:h', path: '/v/1', note: '', browsed: false, status: 200, reads: 2, cacheControl: 'no-store', ttl: 0 },
    ];
    const rows = pageReadsRows(pages);
    expect(rows[0]).toEqual(['page reads', '/ /', '20 reads; public, s-maxage=3600 (HTTP 200)']);
    // 500 views an hour of /, one render an hour: 20 reads per 1,000 views; 10,000 with no CDN.
    expect(rows[3][2]).toBe('20.0 reads');
    expect(rows[4][2]).toBe('10000.0 reads');
    expect(rows[5]).toEqual([
      'page reads',
      'per 1,000 views of /v/:h (never cached: a revocation or a credit note shows at once)',
      '2000 reads',
    ]);
  });
});
