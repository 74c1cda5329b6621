// @ts-check
// What every backfill shares: the function it runs is the functions build's own (the code production
// runs), and run as a script it prints what it did and exits.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../../local/stack.mjs';

/**
 * `exportName` of `functions/lib/<modulePath>`, the built backfill; a clear error without the build.
 * @param {string} modulePath
 * @param {string} exportName
 * @returns {Promise<() => Promise<any>>}
 */
export async function builtBackfill(modulePath, exportName) {
  const compiled = join(ROOT, 'functions/lib', modulePath);
  if (!existsSync(compiled)) throw new Error('functions/lib is missing: run `npm run build` first.');
  return (await import(pathToFileURL(compiled).href))[exportName];
}

/**
 * When the module at `moduleUrl` is the script node was started with: runs `backfill`, prints
 * `report(result)` (nothing when it answers null) and exits 0, or prints why it failed and exits 1.
 * @template T
 * @param {string} moduleUrl the backfill module's import.meta.url
 * @param {() => Promise<T>} backfill
 * @param {(result: T) => string | null} report
 */
export async function runBackfillScript(moduleUrl, backfill, report) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    const line = report(await backfill());
    if (line) console.log(line);
    process.exit(0);
  } catch (err) {
    console.error(`backfill failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
