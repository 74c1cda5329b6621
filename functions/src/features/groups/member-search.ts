import { MAX_MEMBER_SEARCH_LENGTH } from '../../contract';

/*
 * Searching a group's members by the start of a name, a word of it, or an email, in any case.
 * Firestore has no prefix match on array elements, so each seat stores every start (of 2 characters
 * or more) of what it can be found by, and a search is one `array-contains` of its text: exact,
 * pageable and countable like the unsearched list. Starts are as long as a search may be, so no
 * search is cut short: a usual name and address make about 50 of them.
 */

/** Lower case, composed, single spaces: how stored starts and searches are compared. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function startsOf(text: string): string[] {
  const bounded = text.slice(0, MAX_MEMBER_SEARCH_LENGTH);
  return Array.from({ length: Math.max(0, bounded.length - 1) }, (_, i) => bounded.slice(0, i + 2));
}

/**
 * What a seat's holder is found by: every start of their full name, of each word of it (a
 * hyphenated word's parts too: "Rao-Iyer" is found by "iyer") and of each of their addresses
 * (the one the seat was claimed with and the profile's, when they differ).
 */
export function memberSearchTerms(name: string, emails: string[]): string[] {
  const full = searchKey(name);
  const words = full.split(' ').flatMap((word) => [word, ...(word.includes('-') ? word.split('-') : [])]);
  const addresses = emails.map(searchKey).filter(Boolean);
  return [...new Set([full, ...words, ...addresses].flatMap(startsOf))];
}

/** What a seat's holder is found by: their profile's name and address, and the address the seat was claimed with. */
export const seatSearchTerms = (seatEmail: string, profile: { name: string; email: string } | null): string[] =>
  memberSearchTerms(profile?.name ?? '', [seatEmail, profile?.email ?? '']);

/** Whether two stored term lists hold the same terms (a refresh writes only a change). */
export function sameTerms(stored: string[] | null, terms: string[]): boolean {
  if (!stored || stored.length !== terms.length) return false;
  const held = new Set(stored);
  return terms.every((term) => held.has(term));
}
