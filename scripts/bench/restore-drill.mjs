// @ts-check
// The restore drill's time (docs/operations.md, "Backups and restore"): export, wipe, restore and verify, on the
// seeded data and again with 10,000 more documents (the bench's volume contacts).
//
// Runs inside `npm run bench`, or alone on a stack of its own (the test ports, shifted by PORT_OFFSET):
//   PORT_OFFSET=2000 node scripts/bench/restore-drill.mjs [--no-build]
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { drillSummary, restoreDrill } from '../ops/lib/restore-drill.mjs';

/** One drill on the stack the environment points at; throws on any difference. */
export async function measureRestoreDrill() {
  const app = initializeApp(
    {
      projectId: process.env.GCLOUD_PROJECT || 'demo-cricket',
      storageBucket: `${process.env.GCLOUD_PROJECT || 'demo-cricket'}.appspot.com`,
    },
    `restore-drill-${process.pid}-${Date.now()}`,
  );
  const dir = await mkdtemp(join(tmpdir(), 'restore-drill-'));
  try {
    const result = await restoreDrill(app, getFirestore(app), dir);
    if (result.differences.length) throw new Error(`the restore differs: ${result.differences.slice(0, 10).join('; ')}`);
    return result;
  } finally {
    await deleteApp(app);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Alone: build (unless --no-build), start a fresh stack on the test ports (PORT_OFFSET applies), seed, measure twice, stop. */
async function main() {
  const { run, runOrExit } = await import('../local/run.mjs');
  const { ROOT, TEST_PORTS, buildEnv, modeDescription, startStack } = await import('../local/stack.mjs');
  const { addVolumeContacts } = await import('../seed.mjs');
  const dataDir = join(ROOT, '.local/bench-restore-drill');
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  if (!process.argv.includes('--no-build')) {
    console.log('▸ Building functions and web…');
    await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
  }
  console.log(`▸ Starting a fresh stack on ports ${TEST_PORTS.hosting}… (log: .local/bench-restore-drill-emulators.log)`);
  const stack = await startStack({
    name: 'bench-restore-drill',
    ports: TEST_PORTS,
    dataDir,
    persist: false,
    logFile: join(ROOT, '.local/bench-restore-drill-emulators.log'),
  });
  Object.assign(process.env, stack.env);
  const lines = [];
  try {
    const seeded = await run(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env: process.env, quiet: true });
    if (seeded !== 0) throw new Error(`seeding failed (exit ${seeded})`);
    console.log('▸ Restore drill on the seeded data…');
    lines.push(`seeded data: ${drillSummary(await measureRestoreDrill())}`);
    console.log(`  ${lines.at(-1)}`);
    console.log('▸ Adding 10,000 contacts…');
    await addVolumeContacts(10_000);
    console.log('▸ Restore drill with 10,000 extra documents…');
    lines.push(`with 10,000 extra documents: ${drillSummary(await measureRestoreDrill())}`);
    console.log(`  ${lines.at(-1)}`);
  } finally {
    await stack.stop();
  }
  console.log(`\nRestore drill — ${new Date().toISOString()} — ${modeDescription(stack.mode)}`);
  for (const line of lines) console.log(`  ${line}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
