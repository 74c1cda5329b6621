import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '../../scripts/local/collections.mjs';
import type { User } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { api, type ApiBody, readsOf, testClientAddress } from '../support/http';
import { eachInParallel } from '../support/parallel';
import { API_URL } from '../support/env';
import { PUBLISHED_DOCUMENTS, listApiRoutes } from '../support/routes';
import { newAdmin, newLearner } from '../support/sessions';

// Random and hostile bodies and queries against every write endpoint and every list: never a 5xx,
// always the error envelope, and nothing stored when the answer is a 4xx. Each body carries a
// marker in its name and title, so anything stored can be traced back to the answer it got.
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const runId = `fuzz${Date.now().toString(36)}`;
let sequence = 0;

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '𝕮𝖗𝖎𝖈𝖐𝖊𝖙',
    'ﷺ'.repeat(50),
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '__proto__',
    'a\ud800b',
    '\udc00',
    'a/b',
  ),
  fc.integer({ min: 1, max: 6 }).map((n) => 'x'.repeat(10 ** n)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ $gt: '' }, { $ne: null }, { '.': 1 }, { __proto__: { admin: true } }, ['a', { $where: '1' }]),
  fc.array(hostileString, { maxLength: 3 }),
);
const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'message',
  'description',
  'summary',
  'content',
  'price',
  'originalPrice',
  'order',
  'isActive',
  'status',
  'type',
  'location',
  'courseId',
  'amount',
  'paymentMethod',
  'answers',
  'timeSpent',
  'progress',
  'completed',
  'role',
  'company',
  'testimonialText',
  'photoUrl',
  'isExternal',
  'externalUrl',
  'openInNewTab',
  'date',
  'modules',
  'lessons',
  'checkpoints',
  'questions',
  'maxStudents',
];
const hostileBody = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
    fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
  )
  .map(([known, unknown]) => {
    sequence += 1;
    const marker = `${runId}-${sequence}`;
    return { ...unknown, ...known, name: marker, title: marker };
  });
// Query strings stay near 1 KB: much longer URLs are refused by the emulator's proxy chain (431) and
// by Google's front end before they reach the function.
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('-1', '0', '1e308', 'NaN', '[object Object]', '{"$gt":""}', '<script>', 'x'.repeat(300)),
);
const hostileQuery = fc.dictionary(fc.constantFrom('page', 'limit', 'search', 'isActive', 'status', 'type'), queryValue, {
  maxKeys: 4,
});

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'fuzz-missing-id').replace(/^\/api/, '');
const storedMarkers = new Set<string>();

function expectEnvelope(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBeLessThan(500);
  // A download route answers a good query with its file; everything else is JSON.
  if (res.status < 400 && res.headers.get('content-type')?.startsWith('text/csv')) return;
  expect(typeof res.body).toBe('object');
  if (res.status >= 400) {
    const body = res.body as Partial<ApiBody>;
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
  }
}

describe('hostile input', () => {
  const routes = listApiRoutes().filter((route) => route.path !== '/api/auth/logout');
  const writes = routes.filter((route) => route.method !== 'GET');
  const lists = routes.filter(
    (route) => route.method === 'GET' && !route.path.includes(':') && !PUBLISHED_DOCUMENTS.includes(route.path),
  );
  let tokens: Record<string, string>;

  beforeAll(async () => {
    tokens = { learner: (await newLearner('fuzz')).token, admin: (await newAdmin('fuzz')).token };
  });

  for (const route of writes) {
    it(`${route.method} ${route.path}: random bodies never break it`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody, fc.constantFrom('learner', 'admin'), async (body, who) => {
          const res = await api(route.method, concrete(route.path), { token: tokens[who], body });
          expectEnvelope(res);
          if (res.status < 400) storedMarkers.add(body.name as string);
        }),
        { numRuns: RUNS },
      );
    });
  }

  for (const route of lists) {
    it(`GET ${route.path}: random queries never break it`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery, async (query) => {
          const search = new URLSearchParams(query).toString();
          expectEnvelope(await api('GET', `${concrete(route.path)}?${search}`, { token: tokens.admin }));
        }),
        { numRuns: RUNS },
      );
    });
  }

  for (const path of PUBLISHED_DOCUMENTS) {
    it(`GET ${path}: random queries never break the published document`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery, async (query) => {
          const res = await api('GET', `${concrete(path)}?${new URLSearchParams(query).toString()}`);
          expect(res.status).toBe(200);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('stored nothing for a refused request', async () => {
    const db = testDb();
    const leaked: string[] = [];
    // Every collection (the one list), not a copy of some of them.
    for (const name of COLLECTIONS) {
      for (const field of ['name', 'title']) {
        const snap = await db.collection(name).where(field, '>=', runId).where(field, '<', `${runId}~`).get();
        for (const doc of snap.docs) {
          if (!storedMarkers.has(doc.get(field))) leaked.push(`${name}/${doc.id}`);
          // What the fuzzing rightly stored goes, so the site other test files look at stays the seeded one.
          await doc.ref.delete();
        }
      }
    }
    expect(leaked).toEqual([]);
  });
});

/** A request with a body sent as given (type and bytes), which `api` would turn into JSON. */
async function sendRaw(method: string, path: string, options: { token?: string; type?: string; body: string }) {
  const headers: Record<string, string> = { 'x-forwarded-for': testClientAddress };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.type) headers['content-type'] = options.type;
  const res = await fetch(`${API_URL}${path}`, { method, headers, body: options.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the envelope check below fails on it
  }
  // Text that is not JSON reads as an envelope without its fields, which the checks then refuse.
  return { status: res.status, body: body as Partial<ApiBody>, headers: res.headers };
}

describe('hostile input, case by case', () => {
  const routes = listApiRoutes().filter((route) => route.path !== '/api/auth/logout');
  const withIds = routes.filter((route) => route.path.includes(':'));
  const writes = routes.filter((route) => route.method !== 'GET');
  const marker = `${runId}-case`;
  let tokens: Record<string, string>;
  let learnerUid: string;

  beforeAll(async () => {
    const learner = await newLearner('hostile');
    learnerUid = learner.uid;
    tokens = { learner: learner.token, admin: (await newAdmin('hostile')).token };
  });

  // One test per id: each is several hundred calls. A learner calling an admin route is refused by its
  // role before the id is read, so admin routes are called as an admin only.
  it.each(['a%2Fb', 'a%2F', '__x__'])('an id %s in the path is a 4xx on every route that takes one', async (id) => {
    const bad: string[] = [];
    const calls = withIds.flatMap((route) =>
      (route.path.startsWith('/api/admin/') ? ['admin'] : ['learner', 'admin']).map((who) => ({ route, who })),
    );
    // Several at a time, as a crawler would send them.
    await eachInParallel(calls, 4, async ({ route, who }) => {
      const path = route.path.replace(/:[A-Za-z]+/g, id).replace(/^\/api/, '');
      const res = await api(route.method, path, {
        token: tokens[who],
        body: route.method === 'GET' ? undefined : {},
        // An address of its own, so the rate limits this burst reaches are not the next test's.
        headers: { 'x-forwarded-for': `10.79.${process.pid % 250}.1` },
      });
      if (res.status >= 500 || res.body?.success !== false) bad.push(`${who} ${route.method} ${path}: ${res.status}`);
    });
    expect(bad.sort()).toEqual([]);
  });

  it('a course id with a slash in a body is refused with a 400 before any payment or seat', async () => {
    for (const courseId of ['a/b', 'courses/a/b', '..']) {
      const res = await api('POST', '/enrollments', {
        token: tokens.learner,
        body: { courseId, paymentMethod: 'card', amount: 0 },
      });
      expect(res.status, courseId).toBe(400);
      expect(res.body.message).toMatch(/Course is not a valid id/);
    }
    const enrolments = await testDb().collection('enrollments').where('userId', '==', learnerUid).get();
    expect(enrolments.size).toBe(0);
  });

  it('an unpaired UTF-16 surrogate in stored text is a 400 that writes nothing, not even the Auth display name', async () => {
    const { getAuth } = await import('firebase-admin/auth');
    const { testApp } = await import('../support/admin');
    const before = await getAuth(testApp()).getUser(learnerUid);
    const me = await api<{ user: User }>('GET', '/auth/me', { token: tokens.learner });
    for (const name of ['a\ud800b', 'trailing \udbff', '\udc00 leading']) {
      const res = await api('PUT', '/users/profile', { token: tokens.learner, body: { name, email: me.body.data.user.email } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.message).toMatch(/unpaired UTF-16 surrogate/);
    }
    expect((await getAuth(testApp()).getUser(learnerUid)).displayName).toBe(before.displayName);

    const contact = await api('POST', '/contact', {
      body: { name: marker, email: 'x@example.com', phone: '9876543210', message: 'broken \ud800 text' },
    });
    expect(contact.status).toBe(400);
    const career = await api('POST', '/careers', {
      token: tokens.admin,
      body: { title: `${marker} \udfff`, type: 'Full-time', location: 'Mumbai', description: 'x' },
    });
    expect(career.status).toBe(400);
    expect((await testDb().collection('contacts').where('name', '==', marker).get()).size).toBe(0);
  });

  it('multipart/form-data without a boundary is a 4xx with a message on every write route', async () => {
    const bad: string[] = [];
    for (const route of writes) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'fuzz-missing-id').replace(/^\/api/, '');
      const res = await sendRaw(route.method, path, { token: tokens.admin, type: 'multipart/form-data', body: 'title=x' });
      if (res.status >= 500 || res.body?.success !== false || typeof res.body?.message !== 'string')
        bad.push(`${route.method} ${path}: ${res.status}`);
    }
    expect(bad).toEqual([]);
    const form = await sendRaw('POST', '/careers', { token: tokens.admin, type: 'multipart/form-data', body: 'title=x' });
    expect(form.status).toBe(400);
    expect(form.body.message).toMatch(/boundary/);
  });

  it("bodies past the route's bound are a 413 with the envelope: small for sign-up and contact, the upload limit for forms", async () => {
    const json = (bytes: number) => JSON.stringify({ name: marker, message: 'x'.repeat(bytes) });
    const cases: Array<[string, string, number]> = [
      ['POST', '/auth/register', 20 * 1024],
      ['POST', '/auth/login', 20 * 1024],
      ['POST', '/contact', 100 * 1024],
      ['PUT', '/users/profile', 2 * 1024 * 1024],
      ['POST', '/enrollments', 2 * 1024 * 1024],
    ];
    for (const [method, path, bytes] of cases) {
      const res = await sendRaw(method, path, { token: tokens.learner, type: 'application/json', body: json(bytes) });
      expect(res.status, `${method} ${path}`).toBe(413);
      expect(res.body).toMatchObject({ success: false, message: 'The request is too large' });
    }
    // A form's bound is the platform's own 32 MB, which the runtime enforces before the app.
    const upload = await sendRaw('POST', '/admin/uploads', {
      token: tokens.admin,
      type: 'application/json',
      body: json(33 * 1024 * 1024),
    });
    expect(upload.status).toBe(413);
    expect((await testDb().collection('contacts').where('name', '==', marker).get()).size).toBe(0);
  });

  it("a urlencoded or text body (what any site's plain HTML form sends) is a 415 on JSON routes and writes nothing", async () => {
    const email = `${runId}-form@example.com`;
    const fields = { name: marker, email, password: 'secret123', phone: '9876543210', message: 'from another site' };
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const body = type === 'text/plain' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
      for (const path of ['/contact', '/auth/register', '/auth/login']) {
        const res = await sendRaw('POST', path, { type, body });
        expect(res.status, `${type} ${path}`).toBe(415);
        expect(res.body).toMatchObject({ success: false, message: 'Send the request body as JSON (application/json)' });
      }
    }
    expect((await testDb().collection('contacts').where('name', '==', marker).get()).size).toBe(0);
    expect((await testDb().collection('users').where('email', '==', email).get()).size).toBe(0);
  });

  it('deep pages are refused before reading, and a page past the last one is empty without reading the items', async () => {
    const deep = await api('GET', '/blogs?page=10000&limit=100', { token: tokens.admin });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/Only the first 1000 items/);
    expect(readsOf(deep)).toBe(1); // the admin's own profile, read on every signed-in request

    const first = await api('GET', '/blogs?page=1&limit=10', { token: tokens.admin });
    const lastPage = Math.max(1, Math.ceil(first.body.total! / 10));
    const past = await api('GET', `/blogs?page=${lastPage + 5}&limit=10`, { token: tokens.admin });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(first.body.total);
    // The admin's profile and the count aggregation (a read per 1,000 entries counted), no item.
    expect(readsOf(past)).toBe(1 + Math.max(1, Math.ceil(first.body.total! / 1000)));
  });
});
