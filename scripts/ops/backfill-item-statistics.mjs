// @ts-check
// Rebuilds every checkpoint's item statistics from its graded attempts, so attempts graded before
// statistics were kept count too (safe to run again, and while learners submit). Runs against
// whatever Firestore the environment names: the local stack (the seed and `npm start` run it) or,
// with Google credentials, production (once, after deploying). Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-item-statistics.mjs
import { builtBackfill, runBackfillScript } from './lib/backfill.mjs';

const SERVICE = 'features/assessment/item-statistics-backfill.service.js';

/** Runs on the functions' own firebase-admin app, which the caller closes (the seed, after its other backfills). */
export const backfillItemStatistics = async () => (await builtBackfill(SERVICE, 'backfillItemStatistics'))();

await runBackfillScript(
  import.meta.url,
  backfillItemStatistics,
  ({ checkpoints, attempts }) =>
    `▸ Recounted the item statistics of ${checkpoints} checkpoint(s) from ${attempts} graded attempt(s)`,
);
