// @ts-check
// `npm run seed`: writes the demo content of emulator-data/ into running emulators (never into a
// real project: it refuses to run without the emulator addresses). Safe to run again: documents
// have fixed ids; published content is written again, user state is only created when missing.
//   node scripts/seed.mjs [--process-demo-videos]
import { pathToFileURL } from 'node:url';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { CONTENT_COLLECTIONS, STATE_COLLECTIONS, loadSeedData, toDocument, volumeContacts } from './local/seed-data.mjs';
import { listMediaFiles, seedMedia } from './local/seed-media.mjs';
import { seedVideos } from './local/seed-videos.mjs';
import { backfillCredentials } from './ops/backfill-credentials.mjs';
import { backfillItemStatistics } from './ops/backfill-item-statistics.mjs';
import { backfillMediaUrls } from './ops/backfill-media-urls.mjs';
import { backfillMemberSearch } from './ops/backfill-member-search.mjs';

const BATCH_SIZE = 400;

function requireEmulators() {
  const missing = [];
  if (!process.env.FIRESTORE_EMULATOR_HOST) missing.push('FIRESTORE_EMULATOR_HOST');
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) missing.push('FIREBASE_AUTH_EMULATOR_HOST');
  if (!process.env.MEDIA_DIR && !process.env.FIREBASE_STORAGE_EMULATOR_HOST)
    missing.push('MEDIA_DIR or FIREBASE_STORAGE_EMULATOR_HOST');
  if (missing.length) {
    throw new Error(
      `Refusing to seed: ${missing.join(', ')} not set. The seed only writes to local emulators; ` +
        'start them with `npm start` (which seeds) or set the variables of a running stack (stackEnv in scripts/local/stack.mjs).',
    );
  }
}

/** Writes `[ref, data]` pairs in Firestore batches (BulkWriter does not work on the Node emulator). */
async function writeInBatches(db, writes) {
  for (let i = 0; i < writes.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + BATCH_SIZE)) batch.set(ref, data);
    await batch.commit();
  }
}

/** Refs among `refs` whose documents do not exist yet. */
async function missingRefs(db, refs) {
  if (!refs.length) return [];
  const snaps = await db.getAll(...refs);
  return snaps.filter((snap) => !snap.exists).map((snap) => snap.ref);
}

async function findAccount(auth, user) {
  for (const lookup of [() => auth.getUserByEmail(user.email), () => auth.getUser(user.id)]) {
    try {
      return await lookup();
    } catch (err) {
      // firebase-admin's errors carry a code ('auth/…').
      if (/** @type {{ code?: string }} */ (err)?.code !== 'auth/user-not-found') throw err;
    }
  }
  return null;
}

/**
 * Demo accounts: created with fixed uids when missing (an existing account keeps its password),
 * role claim always set. Returns the uid of each demo id, for the documents that point at users.
 */
async function seedUsers(auth, db, users) {
  const uids = {};
  let created = 0;
  for (const user of users) {
    let account = await findAccount(auth, user);
    if (!account) {
      account = await auth.createUser({
        uid: user.id,
        email: user.email,
        password: user.password,
        displayName: user.name,
        emailVerified: false,
      });
      created += 1;
    }
    await auth.setCustomUserClaims(account.uid, { role: user.role });
    uids[user.id] = account.uid;

    const ref = db.collection('users').doc(account.uid);
    const snap = await ref.get();
    if (!snap.exists) {
      const profile = {
        ...toDocument(user, ['password']),
        profilePicture: null,
        lastLogin: null,
        isEmailVerified: false,
        isBlocked: false,
      };
      await ref.set(profile);
    } else if (snap.get('role') !== user.role) {
      await ref.update({ role: user.role });
    }
  }
  return { uids, created };
}

/** Points a row seeded for a demo user at that user's real uid (they differ if the account pre-existed). */
function forUser(row, uids) {
  // A group's managers and a seat's holder are demo users too.
  if (Array.isArray(row.managerUids)) row = { ...row, managerUids: row.managerUids.map((id) => uids[id] ?? id) };
  if (Array.isArray(row.memberUids)) row = { ...row, memberUids: row.memberUids.map((id) => uids[id] ?? id) };
  if (Array.isArray(row.upvoterUids)) row = { ...row, upvoterUids: row.upvoterUids.map((id) => uids[id] ?? id) };
  for (const field of ['uid', 'claimedBy', 'authorUid']) if (uids[row[field]]) row = { ...row, [field]: uids[row[field]] };
  const uid = uids[row.userId];
  if (!uid || uid === row.userId) return row;
  const id = row.id.startsWith(`${row.userId}_`) ? `${uid}${row.id.slice(row.userId.length)}` : row.id;
  return { ...row, id, userId: uid };
}

/**
 * Seeds the emulators from emulator-data/. `processDemoVideos` queues the demo lecture for the video worker
 * (`npm start` does; tests and the bench leave the machine's cores to what they measure: the
 * lecture's ladder takes about two minutes of both here). Returns the number of documents per collection.
 */
export async function seed({ processDemoVideos = false, log = console.log } = {}) {
  requireEmulators();

  const projectId = process.env.GCLOUD_PROJECT || 'demo-cricket';
  const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, `seed-${process.pid}-${Date.now()}`);
  const summary = {};
  try {
    const db = getFirestore(app);
    const mediaFiles = await listMediaFiles();
    const { collections, users, videos } = await loadSeedData(mediaFiles);

    summary.media = await seedMedia(app, mediaFiles);
    log(`seeded media: ${summary.media} files`);
    if (processDemoVideos) {
      summary.videos = await seedVideos(app, db, videos);
      log(`queued demo videos for processing: ${summary.videos} of ${videos.length}`);
    }

    const { uids, created } = await seedUsers(getAuth(app), db, users);
    summary.users = users.length;
    log(`seeded users: ${users.length}${created < users.length ? ` (${users.length - created} already existed)` : ''}`);

    for (const name of CONTENT_COLLECTIONS) {
      const rows = collections[name];
      await writeInBatches(
        db,
        rows.map((row) => [db.collection(name).doc(row.id), toDocument(row)]),
      );
      summary[name] = rows.length;
      log(`seeded ${name}: ${rows.length}`);
    }

    for (const name of STATE_COLLECTIONS) {
      const rows = collections[name].map((row) => forUser(row, uids));
      const byPath = new Map(rows.map((row) => [db.collection(name).doc(row.id).path, row]));
      const missing = await missingRefs(
        db,
        rows.map((row) => db.collection(name).doc(row.id)),
      );
      await writeInBatches(
        db,
        missing.map((ref) => [ref, toDocument(byPath.get(ref.path))]),
      );
      summary[name] = rows.length;
      const kept = rows.length - missing.length;
      log(`seeded ${name}: ${rows.length}${kept ? ` (${kept} already present, kept as they were)` : ''}`);
    }
  } finally {
    await deleteApp(app);
  }
  // After the seed's app is gone: the backfill runs on the functions' own firebase-admin app.
  const counted = await backfillMediaUrls();
  log(`counted media: ${counted.courses} courses, ${counted.modules} modules`);
  const recounted = await backfillItemStatistics();
  log(`recounted item statistics: ${recounted.checkpoints} checkpoints, ${recounted.attempts} graded attempts`);
  // The demo group's seats are found by their holders' names and addresses (emulator-data keeps no copy of them).
  const searchable = await backfillMemberSearch();
  log(`made seats searchable: ${searchable.written} of ${searchable.seats}`);
  const credentials = await backfillCredentials();
  summary.credentials = credentials.signed;
  log(`signed credentials: ${credentials.signed} (${credentials.alreadySigned} already signed)`);
  return summary;
}

/**
 * Adds `count` generated contact messages to a seeded stack, for measuring what grows with them (the
 * bench's dashboard step), without seeding the rest again.
 */
export async function addVolumeContacts(count) {
  requireEmulators();
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT || 'demo-cricket' }, `contacts-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    await writeInBatches(
      db,
      volumeContacts(count).map((row) => [db.collection('contacts').doc(row.id), toDocument(row)]),
    );
  } finally {
    await deleteApp(app);
  }
}

function parseArgs(argv) {
  for (const arg of argv)
    if (arg !== '--process-demo-videos')
      throw new Error(`Unknown option ${arg}. Usage: node scripts/seed.mjs [--process-demo-videos]`);
  return { processDemoVideos: argv.includes('--process-demo-videos') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await seed(parseArgs(process.argv.slice(2)));
  } catch (err) {
    console.error(`seed failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
