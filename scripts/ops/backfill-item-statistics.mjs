// @ts-check
// Rebuilds every checkpoint's item statistics from its graded attempts, so attempts graded before
// statistics were kept count too (safe to run again, and while learners submit). Runs against
// whatever Firestore the environment names: the local stack (the seed and `npm start` run it) or,
// with Google credentials, production (once, after deploying). Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-item-statistics.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../local/stack.mjs';

const compiled = join(ROOT, 'functions/lib/features/assessment/item-statistics-backfill.service.js');

/** Runs on the functions' own firebase-admin app, which the caller closes (the seed, after its other backfills). */
export async function backfillItemStatistics() {
  if (!existsSync(compiled)) throw new Error('functions/lib is missing: run `npm run build` first.');
  const { backfillItemStatistics: run } = await import(pathToFileURL(compiled).href);
  return run();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { checkpoints, attempts } = await backfillItemStatistics();
    console.log(`▸ Recounted the item statistics of ${checkpoints} checkpoint(s) from ${attempts} graded attempt(s)`);
    process.exit(0);
  } catch (err) {
    console.error(`backfill failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
