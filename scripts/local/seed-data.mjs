// @ts-check
// Reads the demo content in emulator-data/ and turns it into Firestore documents.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { Timestamp } from 'firebase-admin/firestore';

export const DATA_DIR = resolve(import.meta.dirname, '../../emulator-data');
export const MEDIA_ROOT = join(DATA_DIR, 'media');

/** Published content: each run writes it again, so the demo can be restored by re-seeding. */
export const CONTENT_COLLECTIONS = [
  'products',
  'highlights',
  'organizations',
  'leagues',
  'testimonials',
  'blogs',
  'careers',
  'courses',
  'modules',
];

/** State that users and admins change (message status, learner progress): only created when missing. */
export const STATE_COLLECTIONS = [
  'contacts',
  'payments',
  'enrollments',
  // The demo group (issue 32): a state association, its paid seat order and three claimed seats.
  'groups',
  'seatOrders',
  'seatReceipts',
  'seatPools',
  'seatShards',
  'groupInvitations',
  'seatAssignments',
  // Its cohort of the three, with a live session a week after the seed (decision 0075).
  'cohorts',
  'liveSessions',
  // The demo instructor of the Video Analyst course (decision 0073).
  'staffAssignments',
  // Learners' notes and questions under the Video Analyst course's lessons, one answered (issue 36).
  'lessonNotes',
  'lessonQuestions',
  'lessonAnswers',
];

const TIMESTAMP_FIELDS = new Set([
  'createdAt',
  'updatedAt',
  'enrolledAt',
  'lastAccessedAt',
  'lastLogin',
  'completedAt',
  'issuedAt',
  'paidAt',
  'settledAt',
  'at',
  'expiresAt',
  'sentAt',
  'claimedAt',
  'recordedAt',
  'startsAt',
]);

/**
 * A time relative to the seed, `{ daysFromSeed, indianTime: 'HH:MM' }`: the demo's live session
 * stays "next week" whenever the stack is seeded.
 */
/** @param {{ daysFromSeed: number, indianTime: string }} when */
function relativeInstant({ daysFromSeed, indianTime }, now = new Date()) {
  const [hours, minutes] = indianTime.split(':').map(Number);
  const day = new Date(now.getTime() + daysFromSeed * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+05:30`);
}
const UPLOADS = '/uploads/';
/** Where a demo video's master playlist will be once the job has processed it (see seed-videos.mjs). */
const seededVideoUrls = (/** @type {Record<string, any>[]} */ videos) =>
  videos.map((video) => `${video.access === 'paid' ? 'lesson-videos' : 'videos'}/${video.id}/master.m3u8`);

/**
 * A file of emulator-data/: an array of rows, each with a unique string id.
 * @param {string} name
 * @returns {Promise<Record<string, any>[]>} rows as JSON holds them, each collection its own shape
 */
async function readJson(name) {
  const rows = JSON.parse(await readFile(join(DATA_DIR, `${name}.json`), 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`emulator-data/${name}.json must hold an array`);
  const ids = new Set();
  for (const row of rows) {
    if (typeof row.id !== 'string' || !row.id) throw new Error(`emulator-data/${name}.json: every entry needs a string id`);
    if (ids.has(row.id)) throw new Error(`emulator-data/${name}.json: duplicate id ${row.id}`);
    ids.add(row.id);
  }
  return rows;
}

/** JSON value -> Firestore value: ISO strings in timestamp fields become Timestamps; undefined is dropped. */
/**
 * @param {unknown} value
 * @param {string} [key]
 * @returns {unknown}
 */
export function toFirestoreValue(value, key) {
  if (value === undefined) return undefined;
  if (key && TIMESTAMP_FIELDS.has(key) && value && typeof value === 'object' && 'daysFromSeed' in value)
    return Timestamp.fromDate(relativeInstant(/** @type {{ daysFromSeed: number, indianTime: string }} */ (value)));
  if (key && TIMESTAMP_FIELDS.has(key) && typeof value === 'string') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new Error(`${key} is not an ISO date: ${value}`);
    return Timestamp.fromDate(date);
  }
  if (Array.isArray(value)) return value.map((item) => toFirestoreValue(item)).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      const converted = toFirestoreValue(v, k);
      if (converted !== undefined) out[k] = converted;
    }
    return out;
  }
  return value;
}

/** A JSON row without its id (and without fields that never belong in Firestore), ready for `set`. */
/**
 * @param {Record<string, unknown>} row
 * @param {string[]} [omit]
 */
export function toDocument(row, omit = []) {
  const fields = { ...row };
  delete fields.id;
  for (const key of omit) delete fields[key];
  return /** @type {Record<string, unknown>} */ (toFirestoreValue(fields));
}

/**
 * @param {unknown} value
 * @param {Set<string>} [found]
 * @returns {Set<string>}
 */
function mediaRefs(value, found = new Set()) {
  if (typeof value === 'string' && value.startsWith(UPLOADS)) found.add(value.slice(UPLOADS.length));
  else if (Array.isArray(value)) value.forEach((item) => mediaRefs(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => mediaRefs(item, found));
  return found;
}

/**
 * Every collection's rows, keyed by collection name, plus the demo users. `mediaFiles` are the
 * store paths of the demo media ('media/<kind>/<file>'); a document pointing at an /uploads/ path
 * outside them fails the seed before anything is written.
 */
/** @param {string[]} mediaFiles */
export async function loadSeedData(mediaFiles) {
  /** @type {Record<string, Record<string, any>[]>} */
  const collections = {};
  for (const name of [...CONTENT_COLLECTIONS, ...STATE_COLLECTIONS]) collections[name] = await readJson(name);
  const users = await readJson('users');
  const videos = /** @type {import('./seed-videos.mjs').DemoVideo[]} */ (await readJson('videos'));
  const available = new Set([...mediaFiles, ...seededVideoUrls(videos)]);
  const missing = [...mediaRefs({ collections, videos })].filter((path) => !available.has(path));
  if (missing.length) throw new Error(`emulator-data references media that do not exist: ${missing.join(', ')}`);
  return { collections, users, videos };
}

const FIRST = ['Aditi', 'Rahul', 'Kiran', 'Fatima', 'Vivek', 'Neha', 'Sanjay', 'Pooja', 'Manoj', 'Divya', 'Karthik', 'Ritu'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Khan', 'Patel', 'Menon', 'Das', 'Gupta', 'Naidu', 'Joshi', 'Bose', 'Singh'];
const ASKS = [
  'Could you send pricing for TrackEdge DRS for a six-match knockout stage?',
  'We would like a demo of TagPro for our under-19 coaching staff.',
  'Is the Certified Cricket Video Analyst course suitable for a club coach with no analysis experience?',
  'Our academy wants to stream a weekend tournament. Is the StumpCast kit available for hire?',
  'Please share a case study of InsightXI at a state association.',
];
const STATUSES = ['new', 'pending', 'resolved'];

/** N generated contact messages (ids volume-contact-1..N) for load measurements. */
/** @param {number} count */
export function volumeContacts(count, now = Date.now()) {
  const rows = [];
  for (let n = 1; n <= count; n++) {
    const first = FIRST[n % FIRST.length];
    const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
    rows.push({
      id: `volume-contact-${n}`,
      name: `${first} ${last}`,
      email: `${first}.${last}.${n}@example.com`.toLowerCase(),
      message: `${ASKS[n % ASKS.length]} (Generated message ${n} for load testing.)`,
      subject: 'Contact Form Submission',
      category: 'general',
      status: STATUSES[n % STATUSES.length],
      createdAt: new Date(now - n * 60_000).toISOString(),
    });
  }
  return rows;
}
