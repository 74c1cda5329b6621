// @ts-check
// scripts/tsconfig.json checks a script only when it asks (`checkJs` is off, so the built functions
// the scripts load are not checked again): every script asks, or a new one would go unchecked.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const scripts = join(import.meta.dirname, '..');

describe('the scripts are type-checked', () => {
  it('every .mjs under scripts/ starts with // @ts-check', () => {
    const files = readdirSync(scripts, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !readFileSync(join(scripts, file), 'utf8').startsWith('// @ts-check\n'))).toEqual([]);
  });
});
