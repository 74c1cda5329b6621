// @ts-check
// Deletes audit entries older than a year: what the scheduled function `expireAuditEntries` runs
// daily in production. `--now=<ISO time>`: see scripts/ops/lib/sweep.mjs.
import { runSweep } from './lib/sweep.mjs';

await runSweep(
  'features/audit/audit.service.js',
  'deleteExpiredAuditEntries',
  (deleted, at) => `▸ Deleted ${deleted} audit entr${deleted === 1 ? 'y' : 'ies'} older than a year as of ${at}`,
);
