// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '../local/collections.mjs';
import { CONTENT_COLLECTIONS, STATE_COLLECTIONS } from '../local/seed-data.mjs';
import { collectionsNamedIn } from './collection-names.mjs';

const SOURCE = join(import.meta.dirname, '../../functions/src');

/** Collection names the function's code writes out (collection-names.mjs says how they are found). */
function collectionsInCode() {
  const names = new Set();
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) for (const name of collectionsNamedIn(readFileSync(join(SOURCE, file), 'utf8'))) names.add(name);
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
