import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { compiledCatalogues } from './web/src/server/compiled-catalogues.ts';

const web = (path: string) => fileURLToPath(new URL(`./web/${path}`, import.meta.url));

// The web app reads the contract by these names (web/vite.config.ts); its plain unit tests too.
const contract = [
  { find: /^@contract\/(.+)$/, replacement: fileURLToPath(new URL('./functions/src/contract/$1.ts', import.meta.url)) },
  { find: /^@contract$/, replacement: fileURLToPath(new URL('./functions/src/contract/index.ts', import.meta.url)) },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: contract },
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        // The web app's parts, rendered in jsdom with Mantine's provider (web/src/test): no stack needed.
        plugins: [compiledCatalogues(web('src/locales'))],
        resolve: {
          alias: [
            ...contract,
            { find: /^zod$/, replacement: web('src/lib/zod-without-eval.ts') },
            { find: /^@\//, replacement: `${web('src')}/` },
          ],
        },
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [web('src/test/setup.ts')],
          // One jsdom and one module graph for all files (a third of the time): each test unmounts what it rendered.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A page's console error fails the test that opened it (tests/support/browser.ts), and a failing
          // test's message carries what its open pages showed (tests/support/failure-report.ts).
          setupFiles: ['tests/support/page-errors.setup.ts', 'tests/support/failure-report.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // One browser at a time in a lane (scripts/test.mjs runs two lanes of browser tests, each on its own stack).
          fileParallelism: false,
          // After the api project (vitest would otherwise put a one-at-a-time project last, after the index check).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // Checks the query shapes the api and e2e projects made the function log, so it runs after them.
        test: {
          name: 'indexes',
          include: ['tests/indexes/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Bursts of requests and the stack's own saves and repairs: `npm test` runs it on its own, so
        // the queue a burst leaves behind slows no other test.
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        // The local platform itself (`npm start` and its processes): needs a build, not a test stack.
        test: {
          name: 'platform',
          include: ['tests/platform/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
        },
      },
      {
        // Replaces all data of the stack and restores it: `npm test` runs it on its own, after the others.
        test: {
          name: 'data',
          include: ['tests/data/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
