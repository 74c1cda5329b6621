// @ts-check
// Gives every seat in use the search terms a group's members list finds its holder by (seats claimed
// before the list could be searched; safe to run again, and while people claim and rename). Runs
// against whatever Firestore the environment names: the local stack (`npm start` runs it) or, with
// Google credentials, production (once, after deploying). Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-member-search.mjs
import { builtBackfill, runBackfillScript } from './lib/backfill.mjs';

const SERVICE = 'features/groups/member-search-backfill.service.js';

/** Runs on the functions' own firebase-admin app, which the caller closes. */
export const backfillMemberSearch = async () => (await builtBackfill(SERVICE, 'backfillMemberSearch'))();

await runBackfillScript(import.meta.url, backfillMemberSearch, ({ seats, written }) =>
  written ? `▸ Gave ${written} of ${seats} seat(s) the search terms their holders are found by` : null,
);
