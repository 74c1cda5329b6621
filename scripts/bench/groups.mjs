// @ts-check
// Group figures for `npm run bench` (issue 32): the Firestore reads and writes of a claim, of the
// members list of a group of 500 and of its cohorts' grids, and the latency of 40 parallel claims
// on 10 seats, each beside a reference measured the same way.
//
// What the product's own path does is used for what is measured and for what it cheaply can (the
// groups, managers, seat orders and receipts, invitations and their mails, the claims, the cohorts).
// The 500 members are written straight to Firestore in batches instead of 500 claims: their profiles,
// enrolments (carrying groupId) and seat assignments, and their shards emptied, as claims leave them.
// That skips what the members list and the grid never read: their Auth accounts, invitations and mails.
import { readFile } from 'node:fs/promises';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { call, costOf, enrolPaid, registerLearners, writeCourse } from './api.mjs';
import { deliver, eventsOf } from './payments.mjs';
import { percentile } from './stats.mjs';

const COURSE_ID = 'bench-groups-course';
const PRICE = 2999;
const MEMBERS = 500;
const RACERS = 40;
const RACE_SEATS = 10;
const COHORT_SIZES = [50, 200];
const SHARDS = 10;
const BATCH = 400;
const NO_SEATS = 'No seats left in this group for this course';

/** Four modules of three lessons and a checkpoint each: the grid's columns. */
const MODULES = Array.from({ length: 4 }, (_, m) => ({
  uid: `bench-groups-m${m + 1}`,
  title: `Bench module ${m + 1}`,
  description: '',
  order: m + 1,
  duration: 30,
  isActive: true,
  completionCriteria: 'all_lessons',
  customCompletionRules: { lessonsRequired: 0, checkpointsRequired: 0 },
  lessons: Array.from({ length: 3 }, (_, l) => ({
    uid: `bench-groups-m${m + 1}-l${l + 1}`,
    title: `Bench lesson ${m + 1}.${l + 1}`,
    description: '',
    type: 'text',
    content: { content: 'A lesson the bench writes.', videoUrl: null, documentUrl: null, duration: 5 },
    order: l + 1,
    isRequired: true,
    points: 10,
  })),
  checkpoints: [
    {
      uid: `bench-groups-m${m + 1}-c1`,
      title: `Bench checkpoint ${m + 1}`,
      description: '',
      type: 'quiz',
      passingScore: 70,
      maxAttempts: 3,
      order: 1,
      isRequired: true,
      questions: [{ uid: 'q1', question: 'Balls in an over?', type: 'short_answer', options: [], correctAnswer: '6', points: 1 }],
    },
  ],
}));
const LESSONS = MODULES.flatMap((module) => module.lessons.map((lesson) => lesson.uid));
const CHECKPOINTS = MODULES.map((module) => module.checkpoints[0].uid);

const run = Date.now().toString(36);
const address = (who) => `bench-${run}-${who}@example.org`;
const today = () => new Date().toISOString().slice(0, 10);
const spread = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** A verified learner account made through the Admin SDK (Auth and profile), signed in as a client would. */
async function account(auth, db, who) {
  const email = address(who);
  const password = 'Bench-secret1';
  const { uid } = await auth.createUser({ email, password, displayName: `Bench ${who}`, emailVerified: true });
  await db
    .collection('users')
    .doc(uid)
    .set({ ...profile(`Bench ${who}`, email), isEmailVerified: true });
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await res.json();
  if (!body.idToken) throw new Error(`bench sign-in of ${email}: ${JSON.stringify(body.error ?? res.status)}`);
  return { uid, email, token: body.idToken };
}

const profile = (name, email) => ({
  name,
  email,
  role: 'user',
  profilePicture: null,
  isEmailVerified: false,
  isBlocked: false,
  createdAt: new Date(),
  lastLogin: null,
});

/** A group made by the admin through the API, managed by `manager`. */
async function newGroup(site, admin, manager, name) {
  const { json } = await call(site, 'POST', '/admin/groups', {
    token: admin,
    body: {
      name,
      legalName: `${name} (Registered Society)`,
      billingAddress: { line1: 'Wankhede Stadium, D Road', line2: 'Churchgate', city: 'Mumbai', pinCode: '400020' },
      stateCode: '27',
      gstin: null,
      billingEmail: address('billing'),
      emailDomain: null,
    },
  });
  await call(site, 'POST', `/admin/groups/${json.data.id}/managers`, { token: admin, body: { email: manager.email } });
  return json.data.id;
}

/** Seats bought by bank transfer and settled by the admin's receipt, as a federation pays. */
async function buySeats(site, admin, manager, groupId, seats) {
  const { json } = await call(site, 'POST', `/groups/${groupId}/seat-orders`, {
    token: manager.token,
    body: { courseId: COURSE_ID, seats, payment: 'bank_transfer', poNumber: `PO-BENCH-${seats}` },
  });
  await call(site, 'POST', `/admin/groups/${groupId}/seat-orders/${json.data.orderId}/receipts`, {
    token: admin,
    body: { utr: `UTRBENCH${run}${seats}`, amountReceived: json.data.amount, receivedOn: today() },
  });
}

/** The claim tokens the invitation mails carry, by address, read from the local inbox. */
async function mailedTokens(emails) {
  const wanted = new Set(emails);
  const tokens = new Map();
  for (const deadline = Date.now() + 60_000; tokens.size < wanted.size;) {
    if (Date.now() > deadline) throw new Error(`bench: ${wanted.size - tokens.size} invitation mails never arrived`);
    const mails = await (await fetch(`${process.env.MAILDEV_URL}/email`)).json();
    for (const mail of mails) {
      const to = mail.to?.[0]?.address?.toLowerCase();
      const token = mail.text?.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
      if (wanted.has(to) && token && mail.subject.includes('has a seat for you')) tokens.set(to, token);
    }
    if (tokens.size < wanted.size) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return tokens;
}

/** One request to `${origin}/api…`, timed, with what it cost and its request id; throws unless it answers `expected`. */
async function timed(origin, method, path, token, expected = [200]) {
  const started = performance.now();
  const res = await fetch(`${origin}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => null);
  const ms = performance.now() - started;
  if (!expected.includes(res.status)) throw new Error(`bench ${method} ${path}: ${res.status} ${body?.message ?? ''}`);
  return { status: res.status, body, ms, requestId: res.headers.get('x-request-id'), ...costOf(res) };
}

/** A log line's JSON, or null while the line is still being written. */
const parsedLine = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The time each request spent in the function (its `http.request` log line's latencyMs), read from
 * the stack's log by request id: the client's time adds the wait in the emulator's queue.
 */
async function serverTimes(logFile, requestIds) {
  const wanted = new Set(requestIds);
  for (const deadline = Date.now() + 15_000; ;) {
    const found = new Map();
    for (const line of (await readFile(logFile, 'utf8')).split('\n')) {
      const start = line.indexOf('{"event":"http.request"');
      if (start < 0) continue;
      const entry = parsedLine(line.slice(start));
      if (wanted.has(entry?.requestId)) found.set(entry.requestId, entry.latencyMs);
    }
    if (found.size === wanted.size) return [...found.values()];
    if (Date.now() > deadline) throw new Error(`bench: ${wanted.size - found.size} request lines never reached ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An individual's paid enrolment, the claim's reference: the order, then each of its webhooks. */
async function individualEnrolment(site) {
  const [learner] = await registerLearners(site, 1, '10.97.0');
  const order = await enrolPaid(site, learner, COURSE_ID, PRICE, { hold: true });
  const steps = [{ step: 'POST /api/enrollments', ...costOf(order.res) }];
  if (order.razorpayOrderId)
    for (const event of await eventsOf(order.razorpayOrderId))
      steps.push({ step: `webhook ${event.event}`, ...(await deliver(site, event)) });
  return steps;
}

/** Writes in batches of 400 (BulkWriter does not work on the Node emulator). */
async function writeAll(db, writes) {
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + BATCH)) batch.set(ref, data);
    await batch.commit();
  }
}

/** Member i's progress: 0 to 12 lessons done, a checkpoint passed per module finished. */
function progressOf(i, at) {
  const done = i % (LESSONS.length + 1);
  const lessons = Object.fromEntries(
    LESSONS.slice(0, done).map((uid) => [uid, { completed: true, completedAt: at, timeSpent: 300 }]),
  );
  const passed = Math.floor(done / 3);
  const checkpoints = Object.fromEntries(
    CHECKPOINTS.slice(0, passed).map((uid) => [uid, { attempts: 1, bestScore: 80 + (i % 20), passed: true, lastAttemptAt: at }]),
  );
  return {
    overall: Math.round((done / LESSONS.length) * 100),
    completed: done === LESSONS.length,
    lessons,
    checkpoints,
    lastAccessedAt: at,
  };
}

/**
 * MEMBERS people holding the group's MEMBERS paid seats, as MEMBERS claims leave them: a profile,
 * an enrolment carrying groupId and a seat assignment each, and the pool's shards at 0 free.
 */
async function fillGroup(db, groupId) {
  const at = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  const writes = [];
  const uids = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const uid = `bench-${run}-member-${i}`;
    const email = address(`member-${i}`);
    const enrollmentId = `${uid}_${COURSE_ID}`;
    const shardId = `${groupId}_${COURSE_ID}_${i % SHARDS}`;
    uids.push(uid);
    writes.push(
      [db.collection('users').doc(uid), { ...profile(`Member ${String(i).padStart(3, '0')}`, email), isEmailVerified: true }],
      [
        db.collection('enrollments').doc(enrollmentId),
        {
          userId: uid,
          courseId: COURSE_ID,
          enrolledAt: at,
          status: 'active',
          groupId,
          paymentId: null,
          progress: progressOf(i, at),
          certificateId: null,
          createdAt: at,
        },
      ],
      [
        db.collection('seatAssignments').doc(`${groupId}_${COURSE_ID}_${uid}`),
        {
          groupId,
          courseId: COURSE_ID,
          uid,
          email,
          enrollmentId,
          shardId,
          via: 'invitation',
          invitationId: null,
          claimedAt: at,
          released: false,
        },
      ],
    );
  }
  await writeAll(db, writes);
  const batch = db.batch();
  for (let k = 0; k < SHARDS; k += 1) batch.update(db.collection('seatShards').doc(`${groupId}_${COURSE_ID}_${k}`), { free: 0 });
  await batch.commit();
  return uids;
}

/** Checks the race's outcome in the answers and in Firestore; throws, naming what is wrong, if it is not exactly 10. */
async function checkRace(db, groupId, results) {
  const won = results.filter((result) => result.status === 201).length;
  const refused = results.filter((result) => result.status === 409 && result.body?.message === NO_SEATS).length;
  const [enrolments, seats, shards] = await Promise.all([
    db.collection('enrollments').where('groupId', '==', groupId).count().get(),
    db.collection('seatAssignments').where('groupId', '==', groupId).count().get(),
    db.collection('seatShards').where('groupId', '==', groupId).get(),
  ]);
  const free = shards.docs.reduce((sum, shard) => sum + Number(shard.get('free') ?? 0), 0);
  const found = {
    won,
    refused,
    enrolments: enrolments.data().count,
    seats: seats.data().count,
    free,
  };
  // One seat went to the single claim measured before the race.
  const expected = { won: RACE_SEATS, refused: RACERS - RACE_SEATS, enrolments: RACE_SEATS + 1, seats: RACE_SEATS + 1, free: 0 };
  if (Object.keys(expected).some((key) => found[key] !== expected[key]))
    throw new Error(
      `bench: ${RACERS} parallel claims on ${RACE_SEATS} seats: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`,
    );
  return found;
}

/**
 * `site` is Hosting; `functionApi` the api function's own address on the Functions emulator, which the
 * 40 parallel requests go to: behind Hosting's proxy, whose limit is 60 s, the last of 40 queued
 * requests (the emulator runs 4 at once) timed out on the busy machine. `logFile` is the stack's log.
 */
export async function measureGroups(site, adminToken, { functionApi, logFile }) {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT || 'demo-cricket' }, `bench-groups-${process.pid}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  try {
    await writeCourse(COURSE_ID, { title: 'Bench groups course', price: PRICE }, MODULES);
    const manager = await account(auth, db, 'manager');

    // A claim alone, then 40 invitees with their own verified accounts race for the last 10 seats.
    const claims = await newGroup(site, adminToken, manager, `Bench claims association ${run}`);
    await buySeats(site, adminToken, manager, claims, RACE_SEATS + 1);
    const invitees = [];
    for (let i = 0; i <= RACERS; i += 1) invitees.push(await account(auth, db, `invitee-${i}`));
    const invitation = await call(site, 'POST', `/groups/${claims}/invitations`, {
      token: manager.token,
      body: { courseId: COURSE_ID, emails: invitees.map((invitee) => invitee.email) },
    });
    const tokens = await mailedTokens(invitees.map((invitee) => invitee.email));
    const claimOf = (origin, invitee) =>
      timed(origin, 'POST', `/invitations/${tokens.get(invitee.email)}/claim`, invitee.token, [201, 409]);
    const [first, ...racers] = invitees;
    const claim = await claimOf(site, first);
    if (claim.status !== 201) throw new Error(`bench: the single claim answered ${claim.status}`);
    const race = await Promise.all(racers.map((racer) => claimOf(functionApi, racer)));
    const outcome = await checkRace(db, claims, race);
    const groupReads = await Promise.all(racers.map(() => timed(functionApi, 'GET', `/groups/${claims}`, manager.token)));
    const [raceInFunction, groupReadsInFunction] = await Promise.all(
      [race, groupReads].map((results) =>
        serverTimes(
          logFile,
          results.map((result) => result.requestId),
        ),
      ),
    );
    const enrolment = await individualEnrolment(site);

    // A group of 500, its members list, and its cohorts' grids.
    const big = await newGroup(site, adminToken, manager, `Bench federation ${run}`);
    const writing = performance.now();
    await buySeats(site, adminToken, manager, big, MEMBERS);
    const uids = await fillGroup(db, big);
    const setupSeconds = (performance.now() - writing) / 1000;
    const members = await timed(site, 'GET', `/groups/${big}/members`, manager.token);
    if (members.body.data.total !== MEMBERS)
      throw new Error(`bench: the members list counts ${members.body.data.total} members, not ${MEMBERS}`);
    // The export stays complete: every member, read in batches.
    const membersCsv = await timed(site, 'GET', `/groups/${big}/members.csv`, manager.token);
    const usersPage = await timed(site, 'GET', '/users?page=1', adminToken);
    const cohorts = [];
    for (const size of COHORT_SIZES) {
      const { json } = await call(site, 'POST', `/groups/${big}/cohorts`, {
        token: manager.token,
        body: {
          courseId: COURSE_ID,
          name: `Bench cohort of ${size}`,
          startsOn: today(),
          endsOn: today(),
          memberUids: uids.slice(0, size),
        },
      });
      const path = `/groups/${big}/cohorts/${json.data.id}`;
      const grid = await timed(site, 'GET', `${path}/grid`, manager.token);
      if (grid.body.data.rows.length !== size)
        throw new Error(`bench: the grid of a cohort of ${size} has ${grid.body.data.rows.length} rows`);
      cohorts.push({ size, grid, details: await timed(site, 'GET', path, manager.token) });
    }

    return {
      members: MEMBERS,
      racers: RACERS,
      raceSeats: RACE_SEATS,
      claim,
      invitations: { count: invitees.length, ...costOf(invitation.res) },
      enrolment,
      race: { ...outcome, ...spread(race.map((result) => result.ms)), inFunction: spread(raceInFunction) },
      groupReads: { ...spread(groupReads.map((result) => result.ms)), inFunction: spread(groupReadsInFunction) },
      setupSeconds,
      membersList: members,
      membersCsv,
      usersPage,
      cohorts,
    };
  } finally {
    await deleteApp(app);
  }
}
