// @ts-check
// Export and import of a running stack's data: Firestore documents, Auth accounts and media, in one
// folder: firestore.json, auth.json, media/<store path>, manifest.json. Import replaces what the
// stack holds with exactly what the folder holds.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

import { COLLECTIONS } from './collections.mjs';
import { dumpFirestore, restoreFirestore } from './firestore-dump.mjs';
import { PROJECT_ID } from './stack.mjs';

/** @typedef {import('firebase-admin/app').App} App */
/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/**
 * An account as Identity Toolkit's batchGet gives it (only the fields read here are named).
 * @typedef {{ localId: string, email?: string, passwordHash?: string, salt?: string, customAttributes?: string, disabled?: boolean, emailVerified?: boolean, displayName?: string, createdAt?: string }} Account
 */

const authBase = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
// The Auth emulator accepts this bearer as the project owner, as the Admin SDK does.
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>} the emulator's JSON answer, whose shape each caller knows
 */
async function authRequest(method, path, body) {
  const res = await fetch(`${authBase()}${path}`, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Every Auth account, as Identity Toolkit's batchGet gives it (password hash and salt included), by uid. */
/** @returns {Promise<Account[]>} */
export async function exportAccounts() {
  /** @type {Account[]} */
  const users = [];
  let pageToken = '';
  do {
    const page = await authRequest(
      'GET',
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchGet?maxResults=1000&nextPageToken=${pageToken}`,
    );
    users.push(...(page.users ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return users.sort((a, b) => a.localId.localeCompare(b.localId));
}

/**
 * What of an account an import must give back exactly: who it is, how it signs in (the password's
 * hash and salt), its role claim and state, and when it was made. (The emulator stamps the rest,
 * such as the last password change, anew on import.)
 */
export const stableAccount = (
  /** @type {Account} */ {
    localId,
    email,
    passwordHash,
    salt,
    customAttributes,
    disabled,
    emailVerified,
    displayName,
    createdAt,
  },
) => ({
  localId,
  email,
  passwordHash,
  salt,
  customAttributes,
  disabled: Boolean(disabled),
  emailVerified: Boolean(emailVerified),
  displayName,
  createdAt,
});

/** @param {Account[]} users */
async function createAccounts(users) {
  for (let i = 0; i < users.length; i += 500) {
    const result = await authRequest('POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`, {
      users: users.slice(i, i + 500),
      allowOverwrite: true,
    });
    if (result.error?.length) throw new Error(`Auth import: ${JSON.stringify(result.error)}`);
  }
}

/** @param {Firestore} db */
async function clearFirestore(db) {
  for (const name of COLLECTIONS) {
    const snap = await db.collection(name).select().get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = db.batch();
      for (const doc of snap.docs.slice(i, i + 400)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}

/** @param {string} dir */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const bucketOf = async (/** @type {App} */ app) => (await import('firebase-admin/storage')).getStorage(app).bucket();

/** Media copy for both adapters: the local folder (MEDIA_DIR) or the Storage emulator's bucket. */
/**
 * @param {App} app
 * @param {string} target
 */
async function exportMedia(app, target) {
  if (process.env.MEDIA_DIR) {
    await cp(process.env.MEDIA_DIR, target, { recursive: true }).catch((err) => {
      if (err.code !== 'ENOENT') throw err;
    });
    return;
  }
  const [files] = await (await bucketOf(app)).getFiles();
  for (const file of files) {
    const [bytes] = await file.download();
    await mkdir(dirname(join(target, file.name)), { recursive: true });
    await writeFile(join(target, file.name), bytes);
  }
}

/** @param {App} app */
async function clearMedia(app) {
  if (process.env.MEDIA_DIR) {
    await rm(process.env.MEDIA_DIR, { recursive: true, force: true });
    await mkdir(process.env.MEDIA_DIR, { recursive: true });
    return;
  }
  await (await bucketOf(app)).deleteFiles();
}

/**
 * @param {App} app
 * @param {string} source
 */
async function copyMediaIn(app, source) {
  if (process.env.MEDIA_DIR) {
    await cp(source, process.env.MEDIA_DIR, { recursive: true }).catch((err) => {
      if (err.code !== 'ENOENT') throw err;
    });
    return;
  }
  const bucket = await bucketOf(app);
  for (const path of await filesUnder(source)) {
    await bucket.file(path).save(await readFile(join(source, path)), { resumable: false });
  }
}

const sha256 = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/** @param {string} dir */
async function mediaDigest(dir) {
  /** @type {Record<string, string>} */
  const digest = {};
  for (const path of await filesUnder(dir)) digest[path] = sha256(await readFile(join(dir, path)));
  return digest;
}

/** Every media file the stack holds now, with the bytes of each: { path: Buffer }, by path. */
/** @param {App} app */
export async function readLiveMedia(app) {
  /** @type {Record<string, Buffer>} */
  const files = {};
  if (process.env.MEDIA_DIR) {
    for (const path of await filesUnder(process.env.MEDIA_DIR)) files[path] = await readFile(join(process.env.MEDIA_DIR, path));
    return files;
  }
  const [stored] = await (await bucketOf(app)).getFiles();
  for (const file of stored.sort((a, b) => a.name.localeCompare(b.name))) [files[file.name]] = await file.download();
  return files;
}

/** Writes the stack's data to `dir` (replacing it) and returns the manifest. */
/**
 * @param {App} app
 * @param {Firestore} db
 * @param {string} dir
 */
export async function exportData(app, db, dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const documents = await dumpFirestore(db, join(dir, 'firestore.json'));
  const accounts = await exportAccounts();
  await writeFile(join(dir, 'auth.json'), JSON.stringify({ users: accounts }, null, 1));
  await exportMedia(app, join(dir, 'media'));
  const media = await mediaDigest(join(dir, 'media'));
  const manifest = { exportedAt: new Date().toISOString(), documents, accounts: accounts.length, media };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

/** Deletes every document, account and media file the stack holds. */
/**
 * @param {App} app
 * @param {Firestore} db
 */
export async function wipeData(app, db) {
  await clearFirestore(db);
  await authRequest('DELETE', `/emulator/v1/projects/${PROJECT_ID}/accounts`);
  await clearMedia(app);
}

/** Replaces everything the stack holds with the export in `dir`; returns its manifest. */
/**
 * @param {App} app
 * @param {Firestore} db
 * @param {string} dir
 */
export async function importData(app, db, dir) {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  const { users } = JSON.parse(await readFile(join(dir, 'auth.json'), 'utf8'));
  await wipeData(app, db);
  await restoreFirestore(db, join(dir, 'firestore.json'));
  await createAccounts(users);
  await copyMediaIn(app, join(dir, 'media'));
  return manifest;
}
