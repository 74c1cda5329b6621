// @ts-check
// House style: no import cycles, in the functions or in the web app.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { importCycles } from './import-cycles.mjs';

const root = join(import.meta.dirname, '../..');
const dirs = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('import cycles', () => {
  it('finds a cycle, type-only imports and path aliases included, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cycles-'));
    dirs.push(dir);
    const files = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, paths: { '@lib/*': ['./lib/*'] } }, include: ['.'] }),
      'a.ts': "import { b } from './b';\nexport const a = b + 1;\n",
      'b.ts': "import type { C } from '@lib/c';\nexport const b = 1;\nexport type B = C;\n",
      'lib/c.ts': "import type { A } from '../d';\nexport type C = A;\n",
      'd.ts': "import type { B } from './b';\nexport type A = B;\n",
      'e.ts': "import { a } from './a';\nexport const e = a;\n",
    };
    await mkdir(join(dir, 'lib'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    expect(importCycles(join(dir, 'tsconfig.json'))).toEqual([['b.ts', 'd.ts', 'lib/c.ts']]);
  });

  it.each(['functions', 'web'])('%s has none', (project) => {
    const cycles = importCycles(join(root, project, 'tsconfig.json'));
    expect(cycles.map((cycle) => cycle.join(' ↔ ')), 'each line is one cycle: its files import each other round').toEqual([]);
  });
});
