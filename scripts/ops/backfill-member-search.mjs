// @ts-check
// Gives every seat in use the search terms a group's members list finds its holder by (seats claimed
// before the list could be searched; safe to run again, and while people claim and rename). Runs
// against whatever Firestore the environment names: the local stack (`npm start` runs it) or, with
// Google credentials, production (once, after deploying). Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-member-search.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../local/stack.mjs';

const compiled = join(ROOT, 'functions/lib/features/groups/member-search-backfill.service.js');

/** Runs on the functions' own firebase-admin app, which the caller closes. */
export async function backfillMemberSearch() {
  if (!existsSync(compiled)) throw new Error('functions/lib is missing: run `npm run build` first.');
  const { backfillMemberSearch: run } = await import(pathToFileURL(compiled).href);
  return run();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { seats, written } = await backfillMemberSearch();
    if (written) console.log(`▸ Gave ${written} of ${seats} seat(s) the search terms their holders are found by`);
    process.exit(0);
  } catch (err) {
    console.error(`backfill failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
