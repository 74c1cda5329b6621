import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from './collections.mjs';

const SOURCE = join(import.meta.dirname, '../../functions/src');

/** Collection names the function's code names: `collection('x')`, and `…COLLECTION = 'x'` constants. */
function collectionsInCode() {
  const names = new Set();
  const files = readdirSync(SOURCE, { recursive: true }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const text = readFileSync(join(SOURCE, file), 'utf8');
    for (const [, name] of text.matchAll(/\.collection\('([A-Za-z]+)'\)/g)) names.add(name);
    for (const [, name] of text.matchAll(/COLLECTION\s*=\s*'([A-Za-z]+)'/g)) names.add(name);
  }
  return [...names];
}

describe('the list of collections', () => {
  it('names every collection the function writes, so export, import and the rules coverage miss none', () => {
    const missing = collectionsInCode().filter((name) => !COLLECTIONS.includes(name));
    expect(missing).toEqual([]);
  });
});
