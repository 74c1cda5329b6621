// @ts-check
// `npm run restore-drill [-- <folder>]`: the restore drill on the running site (docs/operations.md, "Backups
// and restore"): export, wipe, restore, and compare every document, account and media file with what
// was there before; prints the time each step took. It replaces all data with a copy of itself, so
// run it on a stack nothing else is writing to. Exits 1, listing them, on any difference.
import { resolve } from 'node:path';

import { connectToRunningStack } from '../local/stack-client.mjs';
import { drillSummary, restoreDrill } from './lib/restore-drill.mjs';

const dir = resolve(process.argv[2] ?? '.local/restore-drill');
const { app, db } = await connectToRunningStack('restore-drill');
const result = await restoreDrill(app, db, dir);
if (result.differences.length) {
  console.error(`✖ Restore drill: the restore differs from what was there:\n  ${result.differences.slice(0, 50).join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ Restore drill: restored exactly: ${drillSummary(result)}`);
console.log(JSON.stringify(result));
process.exit(0);
