// @ts-check
// The restore drill's time (docs/operations.md, "Backups and restore"): export, wipe, restore and verify, on the
// seeded data and again with 10,000 more documents (the bench's volume contacts).
//
// Runs inside `npm run bench`, or alone on a stack of its own (the test ports, shifted by PORT_OFFSET):
//   PORT_OFFSET=2000 node scripts/bench/restore-drill.mjs [--no-build]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { drillSummary, restoreDrill } from '../ops/lib/restore-drill.mjs';
import { measureOnFreshStack, runAsScript } from './fresh-stack.mjs';

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

/** Alone: on a fresh, seeded stack of its own (fresh-stack.mjs), measured twice. */
async function main() {
  const { addVolumeContacts } = await import('../seed.mjs');
  const { result: lines, mode } = await measureOnFreshStack('bench-restore-drill', async () => {
    const measured = [];
    console.log('▸ Restore drill on the seeded data…');
    measured.push(`seeded data: ${drillSummary(await measureRestoreDrill())}`);
    console.log(`  ${measured.at(-1)}`);
    console.log('▸ Adding 10,000 contacts…');
    await addVolumeContacts(10_000);
    console.log('▸ Restore drill with 10,000 extra documents…');
    measured.push(`with 10,000 extra documents: ${drillSummary(await measureRestoreDrill())}`);
    console.log(`  ${measured.at(-1)}`);
    return measured;
  });
  console.log(`\nRestore drill — ${new Date().toISOString()} — ${mode}`);
  for (const line of lines) console.log(`  ${line}`);
}

runAsScript(import.meta.url, main);
