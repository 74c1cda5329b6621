import { readFileSync } from 'node:fs';

import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '../../scripts/local/collections.mjs';

// The rules need the official Firestore and Storage emulators (Java 21+). Under the Node Firestore
// emulator (scripts/local/stack.mjs, mode "node") there is no rules engine, so these are skipped.
const official = process.env.EMULATOR_MODE === 'official';
const skipReason =
  'skipped: the official Firestore and Storage emulators need Java 21+, and this stack runs the Node Firestore emulator, which has no rules engine';
if (!official) console.warn(`Security rules tests ${skipReason}`);

type Caller = 'anonymous' | 'learner' | 'other learner' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'learner', 'other learner', 'admin'];
const PUBLIC_CONTENT = ['products', 'highlights', 'organizations', 'leagues', 'testimonials', 'blogs', 'careers', 'courses'];
const OWNED = ['enrollments'];
/** A group's data (issue 32): its managers reach it only through the API, which checks on every request who manages what. */
const GROUP_COLLECTIONS = [
  'groups',
  'seatPools',
  'seatShards',
  'seatOrders',
  'seatReceipts',
  'groupInvitations',
  'seatAssignments',
  // Cohorts, their live sessions and the reminders' keys (decision 0075).
  'cohorts',
  'liveSessions',
  'remindersSent',
  // The courses an account instructs or authors (decision 0073).
  'staffAssignments',
];
/** Read and written only through the API (deny by default). */
const API_ONLY = [
  'accommodations',
  'itemStatistics',
  'verificationCounts',
  'closedAccounts',
  'paymentEvents',
  'invoices',
  'creditNotes',
  'documentCounters',
  'invoiceKeys',
  'videos',
  'audit',
  // Reviews are read through the API, which shows a first name and initial, never a uid (decision 0081).
  'courseReviews',
  // A learner's email choices and the reminders' keys, set through the API (issue 36).
  'emailPreferences',
  'learnerReminders',
  'lessonNotes',
  'lessonQuestions',
  'lessonAnswers',
  'questionDigests',
  // A learner's hand-ins, read by them and the course's markers through the API (decision 0087).
  'assignmentSubmissions',
  // The names files were uploaded under, the back-office's media library (decision 0088).
  'mediaNames',
  ...GROUP_COLLECTIONS,
];
const ADMIN_READ = [
  // A certificate names its holder's uid: the public verifies through the API, which never shows it (N13).
  'certificates',
  'modules',
  'attempts',
  'payments',
  'contacts',
  'counters',
  'activity',
  'courseSeats',
  'seatHolds',
  'coupons',
  'couponCodes',
  'couponRedemptions',
];

/** Who may read one document of each collection (nobody writes from a browser: the API does). */
function mayRead(collection: string, caller: Caller, doc: { active: boolean }): boolean {
  if (PUBLIC_CONTENT.includes(collection)) return doc.active || caller === 'admin';
  if (collection === 'users' || OWNED.includes(collection)) return caller === 'learner' || caller === 'admin';
  if (ADMIN_READ.includes(collection)) return caller === 'admin';
  return false;
}

/** Lesson files as the API stores them (functions/src/media/signed-media.ts: the paid prefixes), seeded ones under media/ too. */
const PAID_MEDIA = [
  'media/lessons/rules-lesson.mp4',
  'media/lessons/rules-handout.pdf',
  'lessons/rules-upload.mp4',
  'lesson-videos/rules-video/master.m3u8',
  'lesson-videos/rules-video/360p/segment-00000.ts',
];

const describeRules = official ? describe : describe.skip;

describe('security rules coverage', () => {
  it('has an expectation for every collection the product uses', () => {
    const covered = [
      ...PUBLIC_CONTENT,
      ...OWNED,
      ...ADMIN_READ,
      'users',
      'rateLimits',
      'uploads',
      'mail',
      'credentialKeys',
      'credentialStatus',
      ...API_ONLY,
    ];
    expect([...COLLECTIONS].sort()).toEqual([...covered].sort());
  });
});

describeRules(`Firestore and Storage rules (${official ? 'official emulators' : skipReason})`, () => {
  let env: RulesTestEnvironment;
  const [firestoreHost, firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8130').split(':');
  const [storageHost, storagePort] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9249').split(':');

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-cricket',
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: firestoreHost, port: Number(firestorePort) },
      storage: { rules: readFileSync('storage.rules', 'utf8'), host: storageHost, port: Number(storagePort) },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const collection of COLLECTIONS) {
        const owner = collection === 'users' ? {} : { userId: 'rules-learner' };
        const id = collection === 'users' ? 'rules-learner' : 'rules-active';
        await db.doc(`${collection}/${id}`).set({ isActive: true, ...owner });
        if (PUBLIC_CONTENT.includes(collection)) await db.doc(`${collection}/rules-inactive`).set({ isActive: false });
      }
      await context
        .storage()
        .ref('media/rules/logo.png')
        .put(new Uint8Array([1, 2, 3]));
      await context
        .storage()
        .ref('private/rules/secret.txt')
        .put(new Uint8Array([1]));
      for (const path of PAID_MEDIA)
        await context
          .storage()
          .ref(path)
          .put(new Uint8Array([1]));
    });
  });
  afterAll(async () => env?.cleanup());

  const as = (caller: Caller) => {
    if (caller === 'anonymous') return env.unauthenticatedContext();
    if (caller === 'admin') return env.authenticatedContext('rules-admin', { role: 'admin' });
    return env.authenticatedContext(caller === 'learner' ? 'rules-learner' : 'rules-other');
  };

  for (const collection of COLLECTIONS) {
    for (const caller of CALLERS) {
      const id = collection === 'users' ? 'rules-learner' : 'rules-active';
      it(`${collection}: ${caller} ${mayRead(collection, caller, { active: true }) ? 'may' : 'may not'} read, may not write`, async () => {
        const db = as(caller).firestore();
        const read = db.doc(`${collection}/${id}`).get();
        await (mayRead(collection, caller, { active: true }) ? assertSucceeds(read) : assertFails(read));
        await assertFails(db.doc(`${collection}/${id}`).set({ isActive: true, userId: 'rules-learner', role: 'admin' }));
        await assertFails(db.doc(`${collection}/rules-new`).set({ userId: 'rules-learner' }));
        if (PUBLIC_CONTENT.includes(collection)) {
          const hidden = db.doc(`${collection}/rules-inactive`).get();
          await (mayRead(collection, caller, { active: false }) ? assertSucceeds(hidden) : assertFails(hidden));
        }
      });
    }
  }

  it('group data is read, listed, changed and created by no client, an admin included (the API serves its managers)', async () => {
    for (const caller of CALLERS)
      for (const collection of GROUP_COLLECTIONS) {
        const db = as(caller).firestore();
        await assertFails(db.collection(collection).get());
        await assertFails(db.doc(`${collection}/rules-active`).get());
        await assertFails(db.doc(`${collection}/rules-active`).set({ managerUids: ['rules-learner'] }));
        await assertFails(db.collection(collection).add({ groupId: 'rules-active', free: 1000 }));
      }
  });

  it('the audit log is read, listed, changed and deleted by no client, an admin included (the API serves it)', async () => {
    for (const caller of CALLERS) {
      const db = as(caller).firestore();
      await assertFails(db.collection('audit').get());
      await assertFails(db.doc('audit/rules-active').get());
      await assertFails(db.doc('audit/rules-active').update({ reason: 'rewritten' }));
      await assertFails(db.doc('audit/rules-active').delete());
      await assertFails(db.collection('audit').add({ action: 'updated', actorUid: 'rules-admin' }));
    }
  });

  it('certificates are neither fetched by hash nor listed by anyone but admins, so no one learns a holder’s uid', async () => {
    for (const caller of ['anonymous', 'learner', 'other learner'] as const) {
      await assertFails(as(caller).firestore().doc('certificates/rules-active').get());
      await assertFails(as(caller).firestore().collection('certificates').get());
    }
    await assertSucceeds(as('admin').firestore().collection('certificates').get());
  });

  for (const caller of CALLERS) {
    it(`storage: ${caller} may read no lesson file straight from the bucket: the API serves them signed`, async () => {
      const storage = as(caller).storage();
      for (const path of PAID_MEDIA) await assertFails(storage.ref(path).getMetadata());
      for (const path of PAID_MEDIA) await assertFails(storage.ref(path).getDownloadURL());
    });
    it(`storage: ${caller} may read published media only and write nothing`, async () => {
      const storage = as(caller).storage();
      await assertSucceeds(storage.ref('media/rules/logo.png').getMetadata());
      await assertFails(storage.ref('private/rules/secret.txt').getMetadata());
      await assertFails(
        storage
          .ref('media/rules/new.png')
          .put(new Uint8Array([1]))
          .then(),
      );
      await assertFails(
        storage
          .ref('media/../private/x')
          .put(new Uint8Array([1]))
          .then(),
      );
    });
  }
});
