import { describe, expect, it } from 'vitest';

import { MAX_MEMBER_SEARCH_LENGTH, MemberListQuerySchema } from '../../contract';

import { memberSearchTerms, sameTerms, searchKey, seatSearchTerms } from './member-search';

/** Whether a search, as the list runs it, finds a holder with these terms. */
const finds = (terms: string[], search: string) => terms.includes(searchKey(search));

describe("a seat's search terms", () => {
  const terms = seatSearchTerms('ananya.iyer@karnataka.example.org', {
    name: 'Ananya  Rao-Iyer',
    email: 'ananya@iyer.example.com',
  });

  it('find the holder by the start of their name, of any word of it, or of either address, in any case', () => {
    for (const search of [
      'an',
      'Ananya',
      'ANANYA RA',
      'ananya rao-iyer',
      'rao',
      'Iyer',
      'iy',
      'ananya.i',
      'ananya@iyer',
      'ANANYA.IYER@KARNATAKA.EXAMPLE.ORG',
    ])
      expect(finds(terms, search), search).toBe(true);
  });

  it('do not find them by the middle of a word, a word of the address, or one letter', () => {
    for (const search of ['nanya', 'yer', 'karnataka', 'example', 'rao iyer', 'a'])
      expect(finds(terms, search), search).toBe(false);
  });

  it('stop at the longest search, so a longer name or address adds no more terms', () => {
    const long = `${'a'.repeat(150)}@example.org`;
    const stored = memberSearchTerms('', [long]);
    expect(stored).toHaveLength(MAX_MEMBER_SEARCH_LENGTH - 1);
    expect(Math.max(...stored.map((term) => term.length))).toBe(MAX_MEMBER_SEARCH_LENGTH);
  });

  it('are the seat address alone when the holder has no profile, and compare as sets', () => {
    expect(seatSearchTerms('ab@x.org', null)).toEqual(['ab', 'ab@', 'ab@x', 'ab@x.', 'ab@x.o', 'ab@x.or', 'ab@x.org']);
    expect(sameTerms(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(sameTerms(null, [])).toBe(false);
    expect(sameTerms(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('the members list search (q)', () => {
  const parse = (q: unknown) => MemberListQuerySchema.safeParse({ q });

  it('is trimmed, and blank is no search', () => {
    expect(parse('  Iyer ').data?.q).toBe('Iyer');
    expect(parse('   ').data?.q).toBeUndefined();
  });

  it('refuses one character and more than the longest, saying why', () => {
    expect(parse(' a ').error?.issues[0].message).toBe('Type at least 2 characters');
    expect(parse('x'.repeat(MAX_MEMBER_SEARCH_LENGTH + 1)).error?.issues[0].message).toBe(
      `Search must be at most ${MAX_MEMBER_SEARCH_LENGTH} characters`,
    );
    expect(parse(['ab', 'cd']).success).toBe(false);
  });
});
