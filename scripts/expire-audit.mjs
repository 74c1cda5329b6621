// Deletes audit entries older than a year: what the scheduled function `expireAuditEntries` runs
// daily in production, run here against the local stack. `--now=<ISO time>` runs it as of another
// moment (tests advance the clock with it). Needs the emulator env vars and a built functions/lib.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { deleteExpiredAuditEntries } = require('../functions/lib/features/audit/audit.service.js');
const given = process.argv.find((arg) => arg.startsWith('--now='))?.slice('--now='.length);
const now = given ? Date.parse(given) : Date.now();
if (Number.isNaN(now)) {
  console.error(`--now=${given} is not a time`);
  process.exit(2);
}
const deleted = await deleteExpiredAuditEntries(now);
console.log(
  `▸ Deleted ${deleted} audit entr${deleted === 1 ? 'y' : 'ies'} older than a year as of ${new Date(now).toISOString()}`,
);
process.exit(0);
