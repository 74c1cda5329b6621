import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from './collections.mjs';
import { CONTENT_COLLECTIONS, STATE_COLLECTIONS } from './seed-data.mjs';

const SOURCE = join(import.meta.dirname, '../../functions/src');

/**
 * Collection names the function's code writes inline: `collection('x')`, `…COLLECTION = 'x'` and
 * `…Collection = 'x'` constants, `collection: 'x'` properties, and `type …Collection = 'x' | 'y'` unions
 * (the content repository's `ContentCollection`, which its services pass by name).
 */
function collectionsInCode() {
  const names = new Set();
  const files = readdirSync(SOURCE, { recursive: true }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const text = readFileSync(join(SOURCE, file), 'utf8');
    for (const [, name] of text.matchAll(/\.collection\('([A-Za-z]+)'\)/g)) names.add(name);
    for (const [, name] of text.matchAll(/(?:COLLECTION|Collection)\s*=\s*'([A-Za-z]+)'/g)) names.add(name);
    for (const [, name] of text.matchAll(/\bcollection:\s*'([A-Za-z]+)'/g)) names.add(name);
    for (const [, union] of text.matchAll(/type\s+\w*Collection\s*=\s*((?:\s*\|?\s*'[A-Za-z]+')+)/g)) {
      for (const [, name] of union.matchAll(/'([A-Za-z]+)'/g)) names.add(name);
    }
  }
  return [...names];
}

describe('the list of collections', () => {
  it('names every collection the function writes, so export, import and the rules coverage miss none', () => {
    const missing = collectionsInCode().filter((name) => !COLLECTIONS.includes(name));
    expect(missing).toEqual([]);
  });

  it('finds the names the code passes by type, so the check above reads what it claims to', () => {
    expect(collectionsInCode()).toEqual(expect.arrayContaining(['users', 'products', 'blogs', 'careers', 'invoices']));
  });

  it('holds every collection the seed writes', () => {
    const unknown = [...CONTENT_COLLECTIONS, ...STATE_COLLECTIONS].filter((name) => !COLLECTIONS.includes(name));
    expect(unknown).toEqual([]);
  });
});
