// `npm start`: builds, starts the local Firebase stack with demo content, and keeps it running
// until Ctrl-C. Local data lives in .local/dev and survives restarts (`npm run reset` wipes it).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { saveEmulatorData } from './lib/emulator-save.mjs';
import { run, runOrExit } from './lib/run.mjs';
import { DEV_PORTS, ROOT, modeDescription, startStack, buildEnv } from './lib/stack.mjs';

const dataDir = join(ROOT, '.local/dev');
const logFile = join(ROOT, '.local/emulators.log');
const firestoreDump = join(dataDir, 'firestore.json');
const seededMarker = join(dataDir, '.seeded');
const started = Date.now();

await mkdir(dataDir, { recursive: true });
if (!process.argv.includes('--no-build')) {
  console.log('▸ Building functions and web…');
  await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(DEV_PORTS) });
}

console.log(`▸ Starting the emulators (log: .local/emulators.log)…`);
const stack = await startStack({ name: 'dev', ports: DEV_PORTS, dataDir, persist: true, logFile });
Object.assign(process.env, stack.env);
const { getFirestore } = await import('firebase-admin/firestore');
const { initializeApp } = await import('firebase-admin/app');
const { dumpFirestore, restoreFirestore } = await import('./lib/firestore-dump.mjs');
const db = getFirestore(initializeApp({ projectId: 'demo-cricket' }, 'start-script'));

if (stack.mode === 'node' && existsSync(firestoreDump)) {
  const count = await restoreFirestore(db, firestoreDump);
  console.log(`▸ Restored ${count} documents from .local/dev/firestore.json`);
}
if (!existsSync(seededMarker)) {
  console.log('▸ Seeding demo content…');
  await runOrExit(process.execPath, [join(ROOT, 'scripts/seed.mjs'), '--process-demo-videos'], {
    env: { ...process.env, ...stack.env },
  });
  await writeFile(seededMarker, new Date().toISOString());
}

// Profiles and accounts are saved apart: a stack killed between the two saves lost one side.
await runOrExit(process.execPath, [join(ROOT, 'scripts/repair-accounts.mjs')], { env: { ...process.env, ...stack.env } });

// Courses written before media were counted get their `mediaUrls` before the sweep looks at them.
await runOrExit(process.execPath, [join(ROOT, 'scripts/backfill-media-urls.mjs')], { env: { ...process.env, ...stack.env } });

// Attempts graded before item statistics were kept (restored data) join their checkpoints' totals.
await runOrExit(process.execPath, [join(ROOT, 'scripts/backfill-item-statistics.mjs')], {
  env: { ...process.env, ...stack.env },
});

// The sweep production runs every hour (functions/src/index.ts `sweepUploads`).
await runOrExit(process.execPath, [join(ROOT, 'scripts/sweep-uploads.mjs')], { env: { ...process.env, ...stack.env } });

// Everything is saved every 30 s, not only on Ctrl-C: a stack the kernel kills keeps its accounts
// and documents up to the last save. The Node Firestore emulator keeps data in memory only, so its
// documents are dumped here; the hub exports Auth (and, with the official emulators, the rest).
let saving = Promise.resolve();
const save = () =>
  (saving = saving.then(async () => {
    if (stack.mode === 'node')
      await dumpFirestore(db, firestoreDump).catch((err) => console.error('autosave failed:', err.message));
    await saveEmulatorData(DEV_PORTS.hub, stack.exportDir).catch((err) =>
      console.error('autosave of accounts failed:', err.message),
    );
  }));
const autosave = setInterval(save, 30_000);

// Production's scheduled functions (functions/src/index.ts) that a script runs by hand, on their
// schedules while the site runs: the Functions emulator runs no schedules. Quiet unless one fails.
const SCHEDULES = [
  { script: 'scripts/sweep-uploads.mjs', minutes: 60 }, // sweepUploads
  { script: 'scripts/expire-proformas.mjs', minutes: 15 }, // expireSeatProformas
  { script: 'scripts/remind-live-sessions.mjs', minutes: 15 }, // remindLiveSessions
  { script: 'scripts/expire-audit.mjs', minutes: 24 * 60 }, // expireAuditEntries
];
const schedules = SCHEDULES.map(({ script, minutes }) =>
  setInterval(async () => {
    const code = await run(process.execPath, [join(ROOT, script)], { env: { ...process.env, ...stack.env }, quiet: true });
    if (code !== 0 && !stopping) console.error(`✖ ${script} (scheduled every ${minutes} min) exited ${code}`);
  }, minutes * 60_000),
);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
✔ The site is running (${seconds} s)

  Site:      ${stack.siteUrl}
  API:       ${stack.siteUrl}/api
  Inbox:     ${stack.inboxUrl} (MailDev: every mail the site sends, delivered from the \`mail\` outbox)
  Mode:      ${modeDescription(stack.mode)}
  Payments:  ${stack.env.PAYMENT_PROVIDER === 'demo' ? "demo (the spec's dummy card; PAYMENT_PROVIDER=demo)" : 'razorpay, against the local sandbox (PAYMENT_PROVIDER=demo for the dummy card)'}
  Razorpay:  ${stack.razorpayUrl} (local sandbox: API, checkout.js, webhooks; keys in docs/razorpay-sandbox.md)
  Uploads:   ${stack.env.STORAGE_UPLOAD_URL} (local stand-in for Cloud Storage's resumable upload sessions)
  Videos:    processed in the background by the video worker (log: .local/emulators.log). The demo lecture,
             an HLS ladder to 1080p with English captions, is the first lesson of the Video Analyst
             course's module 3 (${stack.siteUrl}/user/courses/certified-cricket-video-analyst, as the learner).
  Admin:     admin@cricket.test / Admin@12345
  Learner:   learner@cricket.test / Learner@12345
  Manager:   manager@cricket.test / Manager@12345 (Deccan State Cricket Association)
  Instructor: instructor@cricket.test / Instructor@12345 (reviews the Video Analyst course's essays)
  Schedules: proforma expiry and live-session reminders every 15 min, the upload sweep hourly, audit expiry daily (as in production)
  Data:      .local/dev (kept between runs; \`npm run reset\` starts afresh)
  Logs:      .local/emulators.log

  Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  clearInterval(autosave);
  schedules.forEach(clearInterval);
  console.log('\n▸ Stopping…');
  await saving;
  if (stack.mode === 'node') {
    const count = await dumpFirestore(db, firestoreDump).catch(() => 0);
    console.log(`▸ Saved ${count} documents to .local/dev/firestore.json`);
  }
  await stack.stop();
  console.log('✔ Stopped.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
