// @ts-check
// Signs an Open Badges 3.0 credential for every certificate that has none (safe to run again).
// Runs against whatever Firestore the environment names: the local stack (the seed calls it, with the
// stack's SITE_URL and CREDENTIAL_KEY_FILE) or, with Google credentials, SITE_URL and
// CREDENTIAL_SIGNING_KEY set, production. Needs the functions build (`npm run build`).
//   node scripts/ops/backfill-credentials.mjs
import { builtBackfill, runBackfillScript } from './lib/backfill.mjs';

export async function backfillCredentials() {
  const run = await builtBackfill('features/certificates/credential-backfill.service.js', 'backfillCredentials');
  try {
    return await run();
  } finally {
    // The functions' firebase-admin app holds gRPC channels open; close it so the process can end.
    const { deleteApp, getApps } = await import('firebase-admin/app');
    await Promise.all(getApps().map((app) => deleteApp(app)));
  }
}

await runBackfillScript(
  import.meta.url,
  backfillCredentials,
  ({ signed, alreadySigned, skipped }) =>
    `credentials: ${signed} signed, ${alreadySigned} already signed, ${skipped.length} skipped${skipped.length ? ` (${skipped.join(', ')})` : ''}`,
);
