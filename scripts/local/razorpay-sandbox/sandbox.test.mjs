// @ts-check
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterEach, describe, expect, it } from 'vitest';

import { LOCAL_RAZORPAY_KEYS } from './keys.mjs';
import { startSandbox } from './sandbox.mjs';

/** @typedef {import('node:net').AddressInfo} AddressInfo the address of a server listening on a TCP port */

const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = LOCAL_RAZORPAY_KEYS;
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()();
});

/**
 * The official SDK, unchanged, with its HTTP client's base URL pointed at the sandbox.
 * @param {string} url
 * @param {string} [keySecret]
 */
function sdk(url, keySecret = RAZORPAY_KEY_SECRET) {
  const client = new Razorpay({ key_id: RAZORPAY_KEY_ID, key_secret: keySecret });
  // The SDK keeps its axios instance on `api.rq`, which its types leave out.
  /** @type {{ rq: import('axios').AxiosInstance }} */ (/** @type {unknown} */ (client.api)).rq.defaults.baseURL = url;
  return client;
}

/**
 * A webhook receiver that records each delivery's raw body and headers and answers `answer(n)`.
 * @param {(n: number) => number} [answer] the status of the n-th delivery
 */
async function receiver(answer = () => 200) {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ raw: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.statusCode = answer(received.length);
      res.end();
    });
  });
  await /** @type {Promise<void>} */ (new Promise((r) => server.listen(0, '127.0.0.1', r)));
  cleanups.push(() => new Promise((r) => server.close(r)));
  return {
    url: `http://127.0.0.1:${/** @type {AddressInfo} */ (server.address()).port}/api/payments/razorpay/webhook`,
    received,
  };
}

async function sandbox(options = {}) {
  const started = await startSandbox(options);
  cleanups.push(() => started.close());
  return started;
}

async function control(url, path, body) {
  const res = await fetch(`${url}/_sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function until(check, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('the local Razorpay sandbox', () => {
  it('creates an order through the official SDK and fetches it back in Razorpay’s shape', async () => {
    const { url } = await sandbox();
    const rzp = sdk(url);
    const order = await rzp.orders.create({
      amount: 499900,
      currency: 'INR',
      receipt: 'ord_123',
      notes: { uid: 'u1', courseId: 'c1' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 499900,
      amount_paid: 0,
      amount_due: 499900,
      currency: 'INR',
      receipt: 'ord_123',
      status: 'created',
      attempts: 0,
      notes: { uid: 'u1', courseId: 'c1' },
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await rzp.orders.fetch(order.id)).toEqual(order);
    expect(await rzp.orders.fetchPayments(order.id)).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it('refuses a wrong key secret with 401 and Razorpay’s error body, and bad input with 400 naming the field', async () => {
    const { url } = await sandbox();
    await expect(sdk(url, 'wrong').orders.create({ amount: 1000, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    const noAuth = await fetch(`${url}/v1/orders/order_x`);
    expect(noAuth.status).toBe(401);
    await expect(sdk(url).orders.create({ amount: 99, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', field: 'amount', description: 'The amount must be at least INR 1.00' },
    });
    await expect(sdk(url).orders.create({ amount: 1000, currency: 'INR', receipt: 'x'.repeat(41) })).rejects.toMatchObject({
      statusCode: 400,
      error: { field: 'receipt' },
    });
    await expect(sdk(url).orders.fetch('order_DoesNotExist00')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });

  it('answers a successful payment with a checkout signature that verifies by Razorpay’s formula', async () => {
    const { url } = await sandbox();
    const rzp = sdk(url);
    const order = await rzp.orders.create({ amount: 250000, currency: 'INR', receipt: 'r1' });
    const { body } = await control(url, `/orders/${order.id}/pay`, { method: 'upi', outcome: 'success' });
    const expected = createHmac('sha256', RAZORPAY_KEY_SECRET).update(`${order.id}|${body.razorpay_payment_id}`).digest('hex');
    expect(body.razorpay_order_id).toBe(order.id);
    expect(body.razorpay_signature).toBe(expected);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: body.razorpay_payment_id },
        body.razorpay_signature,
        RAZORPAY_KEY_SECRET,
      ),
    ).toBe(true);

    expect(await rzp.payments.fetch(body.razorpay_payment_id)).toMatchObject({
      status: 'captured',
      captured: true,
      amount: 250000,
      order_id: order.id,
      method: 'upi',
    });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 250000, amount_due: 0, attempts: 1 });
    const again = await control(url, `/orders/${order.id}/pay`, { method: 'card', outcome: 'success' });
    expect(again.status).toBe(400);
  });

  it('sends signed webhooks whose signature verifies over the raw body', async () => {
    const hook = await receiver();
    const { url } = await sandbox({ webhookUrl: hook.url });
    const order = await sdk(url).orders.create({ amount: 100000, currency: 'INR', receipt: 'r2' });
    await control(url, `/orders/${order.id}/pay`, { method: 'card', outcome: 'success' });
    await until(() => hook.received.length === 3);

    const events = hook.received.map(({ raw, headers }) => {
      expect(headers['x-razorpay-signature']).toBe(createHmac('sha256', RAZORPAY_WEBHOOK_SECRET).update(raw).digest('hex'));
      expect(Razorpay.validateWebhookSignature(raw, headers['x-razorpay-signature'], RAZORPAY_WEBHOOK_SECRET)).toBe(true);
      expect(headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
      return JSON.parse(raw);
    });
    expect(new Set(hook.received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(3);
    expect(events.map((e) => e.event).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    const paid = events.find((e) => e.event === 'order.paid');
    expect(paid).toMatchObject({ entity: 'event', account_id: expect.stringMatching(/^acc_/), contains: ['payment', 'order'] });
    expect(paid.payload.order.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 100000 });
    expect(paid.payload.payment.entity).toMatchObject({ order_id: order.id, status: 'captured', amount: 100000 });
    // A snapshot of the moment: the authorisation event still says `authorized`.
    expect(events.find((e) => e.event === 'payment.authorized').payload.payment.entity.status).toBe('authorized');
    // One changed byte and the signature no longer holds.
    const { raw, headers } = hook.received[0];
    expect(
      Razorpay.validateWebhookSignature(
        raw.replace('100000', '100001'),
        headers['x-razorpay-signature'],
        RAZORPAY_WEBHOOK_SECRET,
      ),
    ).toBe(false);
  });

  it('retries a delivery that got a non-2xx answer, with the same event id and bytes', async () => {
    const hook = await receiver((n) => (n === 1 ? 500 : 200));
    const { url } = await sandbox({ webhookUrl: hook.url, retryDelaysMs: [100, 200] });
    const order = await sdk(url).orders.create({ amount: 5000, currency: 'INR' });
    await control(url, `/orders/${order.id}/pay`, { method: 'upi', outcome: 'failure' });
    await until(() => hook.received.length === 2);
    expect(hook.received[1].headers['x-razorpay-event-id']).toBe(hook.received[0].headers['x-razorpay-event-id']);
    expect(hook.received[1].raw).toBe(hook.received[0].raw);
    expect(JSON.parse(hook.received[0].raw)).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { status: 'failed', error_code: 'BAD_REQUEST_ERROR' } } },
    });
    const { body } = await control(url, `/events?order_id=${order.id}`);
    expect(body.items[0]).toMatchObject({ state: 'delivered', deliveries: [{ status: 500 }, { status: 200 }] });
  });

  it('retries a delivery that got no answer within the timeout', async () => {
    let calls = 0;
    const server = createServer((req, res) => {
      calls += 1;
      if (calls === 1) return; // never answers
      res.end();
    });
    await /** @type {Promise<void>} */ (new Promise((r) => server.listen(0, '127.0.0.1', r)));
    cleanups.push(() => new Promise((r) => (server.closeAllConnections(), server.close(r))));
    const { url } = await sandbox({
      webhookUrl: `http://127.0.0.1:${/** @type {AddressInfo} */ (server.address()).port}/hook`,
      retryDelaysMs: [50],
      webhookTimeoutMs: 300,
    });
    const order = await sdk(url).orders.create({ amount: 5000, currency: 'INR' });
    await control(url, `/orders/${order.id}/pay`, { outcome: 'failure' });
    await until(() => calls === 2);
    await sleep(50);
    const { body } = await control(url, `/events?order_id=${order.id}`);
    expect(body.items[0].deliveries[0]).toMatchObject({ status: null, error: 'no answer within 300 ms' });
    expect(body.items[0].state).toBe('delivered');
  });

  it('holds an order’s webhooks back until released, and replays one ten times in parallel', async () => {
    const hook = await receiver();
    const { url } = await sandbox({ webhookUrl: hook.url });
    const order = await sdk(url).orders.create({ amount: 5000, currency: 'INR' });
    await control(url, `/orders/${order.id}/pay`, { outcome: 'success', webhooks: 'hold' });
    await sleep(200);
    expect(hook.received).toHaveLength(0);
    const { body } = await control(url, `/events?order_id=${order.id}&event=order.paid`);
    expect(body.items).toHaveLength(1);
    const { body: replay } = await control(url, `/events/${body.items[0].id}/send`, { copies: 10 });
    expect(replay.deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    expect(new Set(hook.received.map((r) => r.headers['x-razorpay-event-id']))).toEqual(new Set([body.items[0].id]));
    expect(new Set(hook.received.map((r) => r.raw)).size).toBe(1);
    const captured = (await control(url, `/events?order_id=${order.id}&event=payment.captured`)).body.items[0];
    await control(url, `/events/${captured.id}/release`, {});
    await until(() => hook.received.length === 11);
    expect(JSON.parse(hook.received[10].raw).event).toBe('payment.captured');
  });

  it('refunds through the SDK: pending, then processed with refund.processed; or failed when told to', async () => {
    const hook = await receiver();
    const { url } = await sandbox({ webhookUrl: hook.url, refundDelayMs: 100 });
    const rzp = sdk(url);
    const order = await rzp.orders.create({ amount: 300000, currency: 'INR' });
    const { body: paid } = await control(url, `/orders/${order.id}/pay`, { outcome: 'success' });
    const paymentId = paid.razorpay_payment_id;
    const refund = await rzp.payments.refund(paymentId, { amount: 300000, notes: { reason: 'changed mind' } });
    expect(refund).toMatchObject({
      entity: 'refund',
      status: 'pending',
      amount: 300000,
      payment_id: paymentId,
      notes: { reason: 'changed mind' },
    });
    expect(refund.id).toMatch(/^rfnd_/);
    await expect(rzp.payments.refund(paymentId, { amount: 100 })).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The payment has been fully refunded already' },
    });
    await until(() => hook.received.some((r) => JSON.parse(r.raw).event === 'refund.processed'));
    expect(await rzp.refunds.fetch(refund.id)).toMatchObject({ status: 'processed' });
    expect(await rzp.payments.fetch(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 300000,
      refund_status: 'full',
    });
    expect((await rzp.payments.fetchMultipleRefund(paymentId)).items.map((r) => r.id)).toEqual([refund.id]);

    const other = await rzp.orders.create({ amount: 300000, currency: 'INR' });
    const { body: otherPaid } = await control(url, `/orders/${other.id}/pay`, { outcome: 'success' });
    await control(url, `/payments/${otherPaid.razorpay_payment_id}/refund-outcome`, { outcome: 'failed' });
    const failing = await rzp.payments.refund(otherPaid.razorpay_payment_id, {});
    await until(() => hook.received.some((r) => JSON.parse(r.raw).event === 'refund.failed'));
    const failed = JSON.parse(hook.received.find((r) => JSON.parse(r.raw).event === 'refund.failed').raw);
    expect(failed.payload.refund.entity).toMatchObject({ id: failing.id, status: 'failed' });
    expect(await rzp.payments.fetch(otherPaid.razorpay_payment_id)).toMatchObject({
      status: 'captured',
      amount_refunded: 0,
      refund_status: null,
    });
  });

  it('fails the next refund calls of a payment with Razorpay’s 500 when told to, then takes one', async () => {
    const { url } = await sandbox({ refundDelayMs: 100 });
    const rzp = sdk(url);
    const order = await rzp.orders.create({ amount: 50000, currency: 'INR' });
    const { body: paid } = await control(url, `/orders/${order.id}/pay`, { outcome: 'success' });
    const paymentId = paid.razorpay_payment_id;
    expect((await control(url, `/payments/${paymentId}/refund-api-failures`, { count: 1.5 })).status).toBe(400);
    expect((await control(url, `/payments/${paymentId}/refund-api-failures`, { count: 2 })).body).toEqual({
      payment_id: paymentId,
      count: 2,
    });
    for (let i = 0; i < 2; i++) {
      await expect(rzp.payments.refund(paymentId, {})).rejects.toMatchObject({
        statusCode: 500,
        error: {
          code: 'SERVER_ERROR',
          description: 'The server encountered an error. The incident has been reported to admins.',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    }
    expect((await rzp.payments.fetchMultipleRefund(paymentId)).items).toEqual([]);
    expect(await rzp.payments.refund(paymentId, {})).toMatchObject({ status: 'pending', amount: 50000 });
  });

  it('captures a second payment on a paid order only when asked to, without a second order.paid', async () => {
    const hook = await receiver();
    const { url } = await sandbox({ webhookUrl: hook.url });
    const rzp = sdk(url);
    const order = await rzp.orders.create({ amount: 50000, currency: 'INR' });
    await control(url, `/orders/${order.id}/pay`, { outcome: 'success' });
    const refused = await control(url, `/orders/${order.id}/pay`, { outcome: 'success' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.description).toBe('Order has already been paid');
    const second = await control(url, `/orders/${order.id}/pay`, { outcome: 'success', duplicate: true });
    expect(second.status).toBe(200);
    expect((await rzp.orders.fetchPayments(order.id)).items.map((p) => p.status)).toEqual(['captured', 'captured']);
    await until(() => hook.received.length === 5);
    const events = hook.received.map((r) => JSON.parse(r.raw));
    expect(events.filter((e) => e.event === 'order.paid')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      event: 'payment.captured',
      payload: { payment: { entity: { id: second.body.razorpay_payment_id, order_id: order.id } } },
    });
  });

  it('keeps its state in its data file across a restart', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'rzp-')), 'razorpay-sandbox.json');
    const first = await startSandbox({ dataFile });
    const order = await sdk(first.url).orders.create({ amount: 7000, currency: 'INR' });
    await first.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).orders[order.id]).toBeTruthy();
    const second = await sandbox({ dataFile });
    expect(await sdk(second.url).orders.fetch(order.id)).toEqual(order);
  });

  it('serves the checkout script and the payment sheet', async () => {
    const { url } = await sandbox();
    const script = await fetch(`${url}/v1/checkout.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
    const sheet = await (await fetch(`${url}/_sandbox/checkout?order_id=x`)).text();
    expect(sheet).toContain('role="dialog"');
  });
});
