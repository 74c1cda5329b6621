// @ts-check
// The ssr function's cold start loads what a render needs: not zod and the API's whole contract
// (about 60 ms of a ~150 ms start, measured when a GSTIN check and the caption links brought them in).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ROOT } from '../local/stack.mjs';

import { loadedModules } from './cold-start.mjs';

const built = existsSync(join(ROOT, 'functions/lib/index.js'));

describe('what a cold start loads', () => {
  it('the ssr function loads neither zod nor the contract index; the api function loads both', () => {
    expect(built, 'functions/lib is missing: `npm run build` first (`npm test` does)').toBe(true);
    const ssr = loadedModules('ssr');
    expect(ssr.some((file) => file.endsWith('functions/lib/ssr/ssr-handler.js'))).toBe(true);
    expect(ssr.filter((file) => /node_modules\/zod\/|functions\/lib\/contract\/index\.js$/.test(file))).toEqual([]);
    const api = loadedModules('api');
    expect(api.some((file) => /node_modules\/zod\//.test(file))).toBe(true);
    expect(api.some((file) => file.endsWith('functions/lib/contract/index.js'))).toBe(true);
    // Two Node processes each load a whole function: 6 s at a load of 10, past vitest's 5 s default.
  }, 60_000);
});
