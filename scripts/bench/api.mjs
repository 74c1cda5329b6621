// @ts-check
// The bench's calls to the running stack: the API as a client makes them (each learner from its own
// address, as the rate limits expect), courses written straight to Firestore, and paying for a seat
// in the local Razorpay sandbox as Checkout would.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * One API call; throws on a non-2xx answer. Answers the response and its parsed body.
 * @param {string} site
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string, body?: unknown, client?: string }} [options] client: the address it calls from
 */
export async function call(site, method, path, { token, body, client } = {}) {
  const res = await fetch(`${site}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`bench ${method} ${path}: ${res.status} ${json?.message ?? ''}`);
  return { res, json };
}

/** The Firestore reads and writes the API reported for one response. */
export const costOf = (res) => ({
  reads: Number(res.headers.get('x-firestore-reads')),
  writes: Number(res.headers.get('x-firestore-writes')),
});

/** Writes (or replaces) a course with the given fields over an active, roomy default. */
export async function writeCourse(courseId, fields, modules = []) {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT || 'demo-cricket' }, `bench-${courseId}-${process.pid}`);
  const db = getFirestore(app);
  const now = new Date();
  await db
    .collection('courses')
    .doc(courseId)
    .set({
      shortDescription: 'Made by the bench',
      description: 'A course the benchmark writes for its measures.',
      category: 'Video Analysis',
      level: 'Beginner',
      duration: '1 week',
      originalPrice: null,
      currentStudents: 0,
      maxStudents: 1000,
      isActive: true,
      instructor: { name: 'Bench Instructor', bio: '', image: null },
      whatYouWillLearn: [],
      requirements: [],
      tags: [],
      features: [],
      curriculum: [],
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
  for (const { uid, ...module } of modules)
    await db
      .collection('modules')
      .doc(uid)
      .set({ courseId, ...module });
  await deleteApp(app);
}

/** Registers `count` learners, learner i from address `${network}.${i + 1}`; each with the session the app would keep. */
export async function registerLearners(site, count, network) {
  const sessions = [];
  for (let i = 0; i < count; i += 1) {
    const client = `${network}.${i + 1}`;
    const { json } = await call(site, 'POST', '/auth/register', {
      client,
      body: {
        name: `Bench Learner ${i + 1}`,
        email: `bench-${network.replace(/\./g, '-')}-${i + 1}-${Date.now()}@example.com`,
        password: 'bench-secret',
      },
    });
    sessions.push({ token: json.data.token, client, session: json.data });
  }
  return sessions;
}

/** The sandbox's control API (scripts/local/razorpay-sandbox), at the stack's Razorpay address. */
export async function sandbox(path, body) {
  const res = await fetch(`${process.env.RAZORPAY_API_URL}/_sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`Razorpay sandbox ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Waits until the order has the status (the webhook has settled it). */
export async function waitForOrder(site, session, orderId, status = 'succeeded') {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const { json } = await call(site, 'GET', `/payments/orders/${orderId}`, session);
    if (json.data.status === status) return json.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: order ${orderId} never became ${status}`);
}

/**
 * Asks for a seat as the course page does. With Razorpay, the order is paid in the sandbox by UPI;
 * `hold` keeps its webhooks back for the caller to deliver, otherwise this waits for them to enrol.
 * Answers the enrolment call's response and body, and the Razorpay order id (null in demo mode).
 */
export async function enrolPaid(site, session, courseId, price, { hold = false } = {}) {
  const { res, json } = await call(site, 'POST', '/enrollments', {
    ...session,
    body: { courseId, paymentMethod: 'card', amount: price },
  });
  const razorpayOrderId = json.data.checkout?.orderId ?? null;
  if (razorpayOrderId) {
    await sandbox(`/orders/${razorpayOrderId}/pay`, { method: 'upi', ...(hold ? { webhooks: 'hold' } : {}) });
    if (!hold) await waitForOrder(site, session, json.data.orderId);
  }
  return { res, json, razorpayOrderId };
}
