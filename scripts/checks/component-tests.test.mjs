// @ts-check
// The component tests share one jsdom and one module graph (vitest.config.ts, `isolate: false`): a
// module mocked in one file stays cached, mocked or not, for the files after it, so a file passed or
// failed by the order vitest ran them in (issue 38). They answer the API at fetch instead
// (web/src/test/api-answers.ts); this holds them to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../..', 'web', 'src');

describe('component tests', () => {
  it('mock no module and reset no module graph', () => {
    const files = readdirSync(web, { recursive: true }).filter((file) => String(file).endsWith('.test.tsx'));
    expect(files.length).toBeGreaterThan(5);
    const offending = files.filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(web, String(file)), 'utf8')));
    expect(offending).toEqual([]);
  });
});
