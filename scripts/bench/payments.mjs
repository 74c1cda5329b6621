// @ts-check
// Payment figures for `npm run bench`: the Firestore reads and writes of an order, of each webhook
// that settles it, of a refund and its webhook, and the webhook's latency when 20 payments' events
// arrive at once. The webhooks are held in the local Razorpay sandbox and delivered from here,
// signed as Razorpay signs them, so each response's cost headers can be read.
import { signWebhookBody } from '../local/razorpay-sandbox/webhooks.mjs';
import { call, costOf, enrolPaid, registerLearners, sandbox, waitForOrder, writeCourse } from './api.mjs';
import { percentile } from './stats.mjs';

const COURSE_ID = 'bench-payments-course';
const PRICE = 4999;
const CONCURRENT = 20;

/** Delivers one held event to the webhook as Razorpay would: the exact bytes, signed, with its id. */
export async function deliver(site, event) {
  const body = JSON.stringify(event.body);
  const started = performance.now();
  const res = await fetch(`${site}/api/payments/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': event.id,
      'x-razorpay-signature': signWebhookBody(body, process.env.RAZORPAY_WEBHOOK_SECRET),
    },
    body,
  });
  const ms = performance.now() - started;
  const outcome = (await res.json().catch(() => null))?.data?.outcome ?? null;
  if (!res.ok) throw new Error(`bench webhook ${event.event}: ${res.status}`);
  return { ms, outcome, ...costOf(res) };
}

/** The sandbox's events for one order, oldest first, optionally of one kind. */
export async function eventsOf(razorpayOrderId, event) {
  const query = new URLSearchParams({ order_id: razorpayOrderId, ...(event ? { event } : {}) });
  const { items } = await sandbox(`/events?${query}`);
  return items.sort((a, b) => a.created_at - b.created_at);
}

const latency = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** 20 at once, each timed from its own start. */
const timedTogether = async (tasks) => (await Promise.all(tasks.map((task) => task()))).map((result) => result.ms);

export async function measurePayments(site) {
  await writeCourse(COURSE_ID, { title: 'Bench payments course', price: PRICE });
  const [buyer, ...others] = await registerLearners(site, CONCURRENT + 1, '10.98.0');

  // One order, its webhooks one by one, then a refund and its webhook.
  const order = await enrolPaid(site, buyer, COURSE_ID, PRICE, { hold: true });
  if (!order.razorpayOrderId) return { provider: /** @type {const} */ ('demo'), enrolment: costOf(order.res) };
  const webhooks = [];
  for (const event of await eventsOf(order.razorpayOrderId))
    webhooks.push({ event: event.event, ...(await deliver(site, event)) });
  await waitForOrder(site, buyer, order.json.data.orderId);
  const refund = await call(site, 'POST', `/payments/orders/${order.json.data.orderId}/refund`, {
    ...buyer,
    body: { reason: 'Bench: measuring a refund' },
  });
  let processed = [];
  for (const deadline = Date.now() + 30_000; !processed.length && Date.now() < deadline;) {
    processed = await eventsOf(order.razorpayOrderId, 'refund.processed');
    if (!processed.length) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const refundWebhook = processed.length ? await deliver(site, processed[0]) : null;

  // 20 payments whose order.paid events arrive together, then the same 20 again (replays), beside a
  // reference: 20 concurrent reads of the payment settings, which touch no Firestore.
  const orders = [];
  for (const session of others) orders.push({ session, ...(await enrolPaid(site, session, COURSE_ID, PRICE, { hold: true })) });
  const paid = await Promise.all(orders.map(async ({ razorpayOrderId }) => (await eventsOf(razorpayOrderId, 'order.paid'))[0]));
  const settling = await timedTogether(paid.map((event) => () => deliver(site, event)));
  const replays = await timedTogether(paid.map((event) => () => deliver(site, event)));
  const reference = await timedTogether(
    paid.map(() => async () => {
      const started = performance.now();
      await call(site, 'GET', '/payments/config');
      return { ms: performance.now() - started };
    }),
  );
  const settled = (
    await Promise.all(
      orders.map(({ session, json }) =>
        waitForOrder(site, session, json.data.orderId).then(
          () => 1,
          () => 0,
        ),
      ),
    )
  ).reduce((a, b) => a + b, 0);

  return {
    provider: /** @type {const} */ ('razorpay'),
    order: costOf(order.res),
    webhooks,
    refund: costOf(refund.res),
    refundWebhook,
    concurrent: {
      count: CONCURRENT,
      settled,
      settling: latency(settling),
      replays: latency(replays),
      reference: latency(reference),
    },
  };
}
