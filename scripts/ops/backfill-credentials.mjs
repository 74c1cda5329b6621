// @ts-check
// Signs an Open Badges 3.0 credential for every certificate that has none (safe to run again).
// Runs against whatever Firestore the environment names: the local stack (the seed calls it, with the
// stack's SITE_URL and CREDENTIAL_KEY_FILE) or, with Google credentials, SITE_URL and
// CREDENTIAL_SIGNING_KEY set, production. Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-credentials.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../local/stack.mjs';

const compiled = join(ROOT, 'functions/lib/features/certificates/credential-backfill.service.js');

export async function backfillCredentials() {
  if (!existsSync(compiled)) throw new Error('functions/lib is missing: run `npm run build` first.');
  const { backfillCredentials: run } = await import(pathToFileURL(compiled).href);
  try {
    return await run();
  } finally {
    // The functions' firebase-admin app holds gRPC channels open; close it so the process can end.
    const { deleteApp, getApps } = await import('firebase-admin/app');
    await Promise.all(getApps().map((app) => deleteApp(app)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { signed, alreadySigned, skipped } = await backfillCredentials();
    console.log(
      `credentials: ${signed} signed, ${alreadySigned} already signed, ${skipped.length} skipped${skipped.length ? ` (${skipped.join(', ')})` : ''}`,
    );
  } catch (err) {
    console.error(`backfill failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
