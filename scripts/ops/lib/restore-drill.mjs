// @ts-check
// The restore drill (docs/operations.md, "Backups and restore"): what the stack holds is read, exported with
// `npm run export`'s machinery, wiped, restored with `npm run import`'s, and read again; every
// document's data, every account and every media file must be as before, byte for byte. Timed.
import { isDeepStrictEqual } from 'node:util';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '../../local/collections.mjs';
import { exportAccounts, exportData, importData, readLiveMedia, stableAccount, wipeData } from '../../local/local-data.mjs';

/**
 * A Firestore value in a form that compares exactly, read independently of the export's own
 * encoding (which the drill is checking): timestamps to the nanosecond, bytes, points, references.
 */
function exact(value) {
  if (value instanceof Timestamp) return `timestamp ${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}`;
  if (value instanceof GeoPoint) return `geopoint ${value.latitude},${value.longitude}`;
  if (value instanceof DocumentReference) return `reference ${value.path}`;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `bytes ${Buffer.from(value).toString('base64')}`;
  if (Array.isArray(value)) return value.map(exact);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, exact(v)]));
  return value;
}

/**
 * @typedef {object} StackSnapshot
 * @property {Record<string, Record<string, Record<string, unknown>>>} collections documents by collection and id, each field made exact
 * @property {Record<string, object>} accounts by uid
 * @property {Record<string, Buffer>} media bytes by path
 */

/**
 * Everything the stack holds: documents by collection and id, accounts by uid, media bytes by path.
 * @returns {Promise<StackSnapshot>}
 */
export async function snapshotStack(app, db) {
  /** @type {StackSnapshot['collections']} */
  const collections = {};
  for (const name of COLLECTIONS) {
    const snap = await db.collection(name).get();
    if (!snap.empty) collections[name] = Object.fromEntries(snap.docs.map((doc) => [doc.id, exact(doc.data())]));
  }
  const accounts = Object.fromEntries((await exportAccounts()).map((user) => [user.localId, stableAccount(user)]));
  return { collections, accounts, media: await readLiveMedia(app) };
}

/** @param {StackSnapshot} snapshot */
export const countsOf = (snapshot) => ({
  documents: Object.values(snapshot.collections).reduce((sum, docs) => sum + Object.keys(docs).length, 0),
  accounts: Object.keys(snapshot.accounts).length,
  mediaFiles: Object.keys(snapshot.media).length,
  mediaBytes: Object.values(snapshot.media).reduce((sum, bytes) => sum + bytes.length, 0),
});

/**
 * Every way `after` differs from `before`, one line each: missing, extra or changed, named.
 * @param {StackSnapshot} before
 * @param {StackSnapshot} after
 */
export function stackDifferences(before, after) {
  const differences = [];
  const compare = (what, a, b, same) => {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(key in b)) differences.push(`${what} ${key} is missing`);
      else if (!(key in a)) differences.push(`${what} ${key} was not there before`);
      else if (!same(a[key], b[key])) differences.push(`${what} ${key} differs`);
    }
  };
  for (const name of new Set([...Object.keys(before.collections), ...Object.keys(after.collections)]))
    compare('document', prefixed(name, before.collections[name]), prefixed(name, after.collections[name]), isDeepStrictEqual);
  compare('account', before.accounts, after.accounts, isDeepStrictEqual);
  compare('media file', before.media, after.media, (a, b) => Buffer.compare(a, b) === 0);
  return differences;
}

const prefixed = (collection, docs = {}) =>
  Object.fromEntries(Object.entries(docs).map(([id, data]) => [`${collection}/${id}`, data]));

const seconds = (since) => (performance.now() - since) / 1000;

/**
 * Runs the drill against the stack `app`/`db` point at, exporting to `dir`. Returns the counts, the
 * time of each step in seconds and the differences found (none when the restore is exact).
 */
export async function restoreDrill(app, db, dir) {
  const before = await snapshotStack(app, db);

  let started = performance.now();
  const manifest = await exportData(app, db, dir);
  const exportSeconds = seconds(started);

  started = performance.now();
  await wipeData(app, db);
  const wipeSeconds = seconds(started);
  const wiped = countsOf(await snapshotStack(app, db));
  if (wiped.documents || wiped.accounts || wiped.mediaFiles)
    throw new Error(`the wipe left ${wiped.documents} documents, ${wiped.accounts} accounts and ${wiped.mediaFiles} media files`);

  started = performance.now();
  await importData(app, db, dir);
  const restoreSeconds = seconds(started);

  started = performance.now();
  const after = await snapshotStack(app, db);
  const differences = stackDifferences(before, after);
  // The restored files against the export's own copies too: what was restored is what was exported.
  for (const [path, bytes] of Object.entries(after.media))
    if (Buffer.compare(bytes, await readFile(join(dir, 'media', path))) !== 0)
      differences.push(`media file ${path} differs from its export`);
  if (manifest.documents !== countsOf(before).documents)
    differences.push(`the export holds ${manifest.documents} documents of ${countsOf(before).documents}`);
  const verifySeconds = seconds(started);

  return {
    ...countsOf(before),
    seconds: {
      export: exportSeconds,
      wipe: wipeSeconds,
      restore: restoreSeconds,
      verify: verifySeconds,
      total: exportSeconds + wipeSeconds + restoreSeconds + verifySeconds,
    },
    differences,
  };
}

/** The drill's result in one line. */
export function drillSummary(result) {
  const s = result.seconds;
  return (
    `${result.documents} documents, ${result.accounts} accounts, ${result.mediaFiles} media files (${(result.mediaBytes / 1e6).toFixed(1)} MB): ` +
    `export ${s.export.toFixed(1)} s, wipe ${s.wipe.toFixed(1)} s, restore ${s.restore.toFixed(1)} s, verify ${s.verify.toFixed(1)} s; ` +
    `export to verified restore ${s.total.toFixed(1)} s`
  );
}
