// @ts-check
// Saves the emulators' own data (Auth accounts; with the official emulators also Firestore and
// Storage) while the stack runs, through the Emulator Hub's export endpoint, so a stack that is
// killed (the kernel's OOM killer, a closed terminal) loses at most the last interval, not every
// account. firebase-tools' --export-on-exit still saves on a clean stop.
import { existsSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

const METADATA = 'firebase-export-metadata.json';

/** A save in progress goes to `<dir>.next`, the one it replaces to `<dir>.previous`. */
const candidates = (/** @type {string} */ exportDir) => [exportDir, `${exportDir}.next`, `${exportDir}.previous`];

/** The newest complete save to import from, or null (a kill can fall between the two renames). */
/** @param {string} exportDir */
export function latestSave(exportDir) {
  const complete = candidates(exportDir).filter((dir) => existsSync(join(dir, METADATA)));
  complete.sort((a, b) => statSync(join(b, METADATA)).mtimeMs - statSync(join(a, METADATA)).mtimeMs);
  return complete[0] ?? null;
}

/** Asks the hub to export every running emulator that can, then puts the export in place. */
/**
 * @param {number} hubPort
 * @param {string} exportDir
 */
export async function saveEmulatorData(hubPort, exportDir) {
  const [current, next, previous] = candidates(exportDir);
  const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: next, initiatedBy: 'autosave' }),
  });
  if (!res.ok) throw new Error(`the emulator hub refused the export: ${res.status} ${await res.text()}`);
  await rm(previous, { recursive: true, force: true });
  if (existsSync(current)) await rename(current, previous);
  await rename(next, current);
}
