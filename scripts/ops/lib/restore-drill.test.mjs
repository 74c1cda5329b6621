// @ts-check
import { describe, expect, it } from 'vitest';

import { countsOf, stackDifferences } from './restore-drill.mjs';

/** @returns {import('./restore-drill.mjs').StackSnapshot} */
const stack = () => ({
  collections: {
    courses: {
      c1: {
        title: 'Video Analyst',
        price: 4999,
        createdAt: { $type: 'timestamp', value: '2026-01-01T00:00:00.000Z', seconds: 1767225600, nanoseconds: 123456000 },
      },
    },
    users: { u1: { name: 'Priya', role: 'user' } },
  },
  accounts: { u1: { localId: 'u1', email: 'p@example.com', passwordHash: 'h', salt: 's', disabled: false } },
  media: { 'media/a.webp': Buffer.from([1, 2, 3]) },
});

describe('the restore drill compares everything the stack holds', () => {
  it('finds nothing when the restore is exact', () => {
    expect(stackDifferences(stack(), stack())).toEqual([]);
    expect(countsOf(stack())).toEqual({ documents: 2, accounts: 1, mediaFiles: 1, mediaBytes: 3 });
  });

  it('names a changed field, a missing or extra document, account or media file, and a single changed byte', () => {
    const after = stack();
    after.collections.courses.c1.price = 5999;
    delete after.collections.users;
    after.collections.blogs = { b1: { title: 'new' } };
    after.accounts.u1 = { ...after.accounts.u1, passwordHash: 'other' };
    after.accounts.u2 = { localId: 'u2' };
    after.media['media/a.webp'] = Buffer.from([1, 2, 4]);
    after.media['media/b.webp'] = Buffer.from([9]);
    expect(stackDifferences(stack(), after).sort()).toEqual(
      [
        'document courses/c1 differs',
        'document users/u1 is missing',
        'document blogs/b1 was not there before',
        'account u1 differs',
        'account u2 was not there before',
        'media file media/a.webp differs',
        'media file media/b.webp was not there before',
      ].sort(),
    );
  });

  it('tells a timestamp apart from one a microsecond later (a server timestamp has microseconds)', () => {
    const after = stack();
    after.collections.courses.c1.createdAt = 'timestamp 1767225600.123457000';
    expect(stackDifferences(stack(), after)).toEqual(['document courses/c1 differs']);
  });
});
