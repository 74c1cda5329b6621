// @ts-check
// `npm start`: builds, starts the local Firebase stack with demo content, and keeps it running
// until Ctrl-C. Local data lives in .local/dev and survives restarts (`npm run reset` wipes it).
// `--data-dir <dir>` keeps it elsewhere (with PORT_OFFSET, a second site beside the first).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { saveEmulatorData } from './local/emulator-save.mjs';
import { run } from './local/run.mjs';
import { DEV_PORTS, ROOT, modeDescription, startStack, stopStacks, buildEnv } from './local/stack.mjs';

const { values: options } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
});
const dataDir = resolve(ROOT, options['data-dir'] ?? '.local/dev');
const logFile = options['data-dir'] ? join(dataDir, 'emulators.log') : join(ROOT, '.local/emulators.log');
const shown = (path) => relative(ROOT, path) || '.';
const firestoreDump = join(dataDir, 'firestore.json');
const seededMarker = join(dataDir, '.seeded');
const started = Date.now();

// Ctrl-C at any moment stops everything started so far: the emulators and stand-ins run in their own
// process groups, so the terminal's signal never reaches them, and a process ended by a signal runs
// no exit handlers. Until the site runs there is nothing to save; from then on, `finish` saves first.
let stopping = false;
/** @type {() => Promise<unknown>} */
let finish = stopStacks;
let exitCode = 130;
async function onInterrupt() {
  if (stopping) return;
  stopping = true;
  console.log('\n▸ Stopping…');
  await finish();
  console.log('✔ Stopped.');
  process.exit(exitCode);
}
process.on('SIGINT', onInterrupt);
process.on('SIGTERM', onInterrupt);

/** What a step ends in once Ctrl-C is stopping everything (it got the signal too): nothing; the interrupt ends the process. */
const interrupted = () => new Promise(() => {});
/** `promise`, unless it fails because Ctrl-C stopped what it was talking to. */
const unlessInterrupted = (promise) => promise.catch((err) => (stopping ? interrupted() : Promise.reject(err)));

/** Runs one step of the start to completion; a failure stops what was started and exits with its code. */
async function step(command, args, runOptions) {
  const code = await run(command, args, runOptions);
  // Ctrl-C reaches the step too, which may end before this process has run its own handler: give
  // that handler a moment, so the step's end is taken for the interrupt it is, not for a failure.
  if ((code === 130 || code === 143) && !stopping) await new Promise((resolve) => setTimeout(resolve, 1_000));
  if (stopping) return interrupted();
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    await stopStacks();
    process.exit(code);
  }
}

await mkdir(dataDir, { recursive: true });
if (!options['no-build']) {
  console.log('▸ Building functions and web…');
  await step('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(DEV_PORTS) });
}

console.log(`▸ Starting the emulators (log: ${shown(logFile)})…`);
const stack = await unlessInterrupted(startStack({ name: 'dev', ports: DEV_PORTS, dataDir, persist: true, logFile }));
Object.assign(process.env, stack.env);
const { getFirestore } = await import('firebase-admin/firestore');
const { initializeApp } = await import('firebase-admin/app');
const { dumpFirestore, restoreFirestore } = await import('./local/firestore-dump.mjs');
const db = getFirestore(initializeApp({ projectId: 'demo-cricket' }, 'start-script'));

if (stack.mode === 'node' && existsSync(firestoreDump)) {
  const count = await unlessInterrupted(restoreFirestore(db, firestoreDump));
  console.log(`▸ Restored ${count} documents from ${shown(firestoreDump)}`);
}
if (!existsSync(seededMarker)) {
  console.log('▸ Seeding demo content…');
  await step(process.execPath, [join(ROOT, 'scripts/seed.mjs'), '--process-demo-videos'], {
    env: { ...process.env, ...stack.env },
  });
  await writeFile(seededMarker, new Date().toISOString());
}

// Profiles and accounts are saved apart: a stack killed between the two saves lost one side.
await step(process.execPath, [join(ROOT, 'scripts/ops/repair-accounts.mjs')], { env: { ...process.env, ...stack.env } });

// Courses written before media were counted get their `mediaUrls` before the sweep looks at them.
await step(process.execPath, [join(ROOT, 'scripts/ops/backfill-media-urls.mjs')], { env: { ...process.env, ...stack.env } });

// Attempts graded before item statistics were kept (restored data) join their checkpoints' totals.
await step(process.execPath, [join(ROOT, 'scripts/ops/backfill-item-statistics.mjs')], {
  env: { ...process.env, ...stack.env },
});

// Seats claimed before a group's members list could be searched (data seeded earlier) are found by their holders' names.
await step(process.execPath, [join(ROOT, 'scripts/ops/backfill-member-search.mjs')], { env: { ...process.env, ...stack.env } });

// The sweep production runs every hour (functions/src/index.ts `sweepUploads`).
await step(process.execPath, [join(ROOT, 'scripts/ops/sweep-uploads.mjs')], { env: { ...process.env, ...stack.env } });

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
  { script: 'scripts/ops/sweep-uploads.mjs', minutes: 60 }, // sweepUploads
  { script: 'scripts/ops/expire-proformas.mjs', minutes: 15 }, // expireSeatProformas
  { script: 'scripts/ops/remind-live-sessions.mjs', minutes: 15 }, // remindLiveSessions
  { script: 'scripts/ops/send-learner-reminders.mjs', minutes: 60 }, // sendLearnerReminders
  { script: 'scripts/ops/send-question-digests.mjs', minutes: 24 * 60 }, // sendQuestionDigests
  { script: 'scripts/ops/expire-audit.mjs', minutes: 24 * 60 }, // expireAuditEntries
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
  Videos:    processed in the background by the video worker (log: ${shown(logFile)}). The demo lecture,
             an HLS ladder to 1080p with English and Hindi captions, is the first lesson of the Video Analyst
             course's module 3 (${stack.siteUrl}/user/courses/certified-cricket-video-analyst, as the learner).
  Admin:     admin@cricket.test / Admin@12345
  Learner:   learner@cricket.test / Learner@12345
  Manager:   manager@cricket.test / Manager@12345 (Deccan State Cricket Association)
  Instructor: instructor@cricket.test / Instructor@12345 (reviews the Video Analyst course's essays)
  Schedules: proforma expiry and live-session reminders every 15 min, the upload sweep hourly, audit expiry daily (as in production)
  Data:      ${shown(dataDir)} (kept between runs; \`npm run reset\` starts afresh)
  Logs:      ${shown(logFile)}

  Press Ctrl-C to stop.
`);

finish = async () => {
  clearInterval(autosave);
  schedules.forEach(clearInterval);
  await saving;
  if (stack.mode === 'node') {
    const count = await dumpFirestore(db, firestoreDump).catch(() => 0);
    console.log(`▸ Saved ${count} documents to ${shown(firestoreDump)}`);
  }
  await stack.stop();
};
exitCode = 0;
