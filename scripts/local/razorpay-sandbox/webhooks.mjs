// @ts-check
// Webhook delivery as Razorpay does it (Webhooks: validate and test, best practices): a POST of the
// event's JSON to the configured URL with `X-Razorpay-Signature` (hex HMAC-SHA256 of the exact body
// under the webhook secret) and `X-Razorpay-Event-Id`; any answer other than 2xx, or none within the
// timeout, is a failed delivery, retried with exponential backoff until 24 hours after the event.
// The sandbox can hold an order's events back (a webhook that never came) and send an event again,
// byte for byte, as often and as parallel as a test asks (replays).
import { createHmac } from 'node:crypto';

import { newId } from './ledger.mjs';

export const signWebhookBody = (body, secret) => createHmac('sha256', secret).update(body).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {number | null} status what a receiver answered, null for no answer */
const accepted = (status) => status !== null && status >= 200 && status < 300;

/** Exponential backoff from `firstMs`, doubling to at most an hour between tries, within 24 hours. */
export function backoffSchedule(firstMs = 5_000) {
  const delays = [];
  let total = 0;
  for (let delay = firstMs; total + delay <= DAY_MS; delay = Math.min(delay * 2, 60 * 60 * 1000)) {
    delays.push(delay);
    total += delay;
  }
  return delays;
}

export class WebhookSender {
  /**
   * @param {object} options
   * @param {string | null} options.url where events go; null sends nothing (events are still recorded)
   * @param {string} options.secret the webhook secret
   * @param {string} options.accountId `account_id` of every event
   * @param {number[]} options.retryDelaysMs the waits before each retry
   * @param {number} options.timeoutMs how long a delivery may take before it counts as failed
   * @param {(orderId: string) => boolean} options.isHeld whether an order's events are held back
   * @param {() => void} options.changed called after every change of the event log (to save it)
   * @param {any[]} [options.events] the event log a restarted sandbox saved
   */
  constructor({ url, secret, accountId, retryDelaysMs, timeoutMs, isHeld, changed, events = [] }) {
    this.url = url;
    this.secret = secret;
    this.accountId = accountId;
    this.retryDelaysMs = retryDelaysMs;
    this.timeoutMs = timeoutMs;
    this.isHeld = isHeld;
    this.changed = changed;
    this.events = new Map(events.map((event) => [event.id, event]));
    this.timers = new Set();
    this.closed = false;
    for (const event of this.events.values()) if (event.state === 'pending') this.schedule(event, 0);
  }

  /** Records an event with a snapshot of its entities now, and sends it unless its order is held. */
  emit(name, entities, orderId) {
    const createdAt = Math.floor(Date.now() / 1000);
    const payload = Object.fromEntries(Object.entries(entities).map(([kind, entity]) => [kind, { entity }]));
    const body = JSON.stringify({
      entity: 'event',
      account_id: this.accountId,
      event: name,
      contains: Object.keys(entities),
      payload,
      created_at: createdAt,
    });
    const event = {
      id: newId(''),
      event: name,
      order_id: orderId,
      payment_id: entities.payment?.id ?? null,
      refund_id: entities.refund?.id ?? null,
      created_at: createdAt,
      body,
      state: this.isHeld(orderId) ? 'held' : 'pending',
      deliveries: [],
    };
    this.events.set(event.id, event);
    if (event.state === 'pending') this.schedule(event, 0);
    this.changed();
    return event;
  }

  headers(event) {
    return {
      'Content-Type': 'application/json',
      'User-Agent': 'Razorpay-Webhook/v1',
      'X-Razorpay-Event-Id': event.id,
      'X-Razorpay-Signature': signWebhookBody(event.body, this.secret),
    };
  }

  schedule(event, delayMs) {
    if (this.closed || !this.url) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event);
    }, delayMs);
    this.timers.add(timer);
  }

  /** One delivery; returns what the receiver answered. */
  async post(event, manual) {
    const started = Date.now();
    /** @type {number | null} */
    let status = null;
    /** @type {string | null} */
    let error = null;
    try {
      const res = await fetch(/** @type {string} */ (this.url), {
        method: 'POST',
        headers: this.headers(event),
        body: event.body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => null);
    } catch (err) {
      // fetch rejects with an Error: a TypeError for a refused connection, a DOMException for the timeout.
      const failure = /** @type {Error} */ (err);
      error = failure.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : failure.message;
    }
    const delivery = { at: new Date(started).toISOString(), status, error, ms: Date.now() - started, manual };
    event.deliveries.push(delivery);
    return delivery;
  }

  async attempt(event) {
    if (event.state !== 'pending') return;
    const delivery = await this.post(event, false);
    if (accepted(delivery.status)) {
      event.state = 'delivered';
    } else {
      const retries = event.deliveries.filter((d) => !d.manual).length - 1;
      const next = this.retryDelaysMs[retries];
      const deadline = event.created_at * 1000 + DAY_MS;
      if (next === undefined || Date.now() + next > deadline) event.state = 'failed';
      else this.schedule(event, next);
    }
    this.changed();
  }

  /**
   * Sends an event now, `copies` times at once, the same bytes and headers each time (a replay).
   * These deliveries are not retried. Answers each delivery's result.
   */
  async send(id, copies = 1) {
    const event = this.get(id);
    if (!this.url) throw new Error('No webhook URL is configured');
    const deliveries = await Promise.all(Array.from({ length: copies }, () => this.post(event, true)));
    if (deliveries.some((d) => accepted(d.status))) event.state = 'delivered';
    this.changed();
    return deliveries;
  }

  /** A held event goes out as if it had just happened: delivered, and retried on failure. */
  release(id) {
    const event = this.get(id);
    if (event.state === 'held') {
      event.state = 'pending';
      this.schedule(event, 0);
      this.changed();
    }
    return event;
  }

  get(id) {
    const event = this.events.get(id);
    if (!event) throw Object.assign(new Error('No such event'), { notFound: true });
    return event;
  }

  /** @param {{ order_id?: string, payment_id?: string, event?: string }} [filter] */
  list({ order_id, payment_id, event } = {}) {
    return [...this.events.values()]
      .filter(
        (e) =>
          (!order_id || e.order_id === order_id) && (!payment_id || e.payment_id === payment_id) && (!event || e.event === event),
      )
      .sort((a, b) => a.created_at - b.created_at);
  }

  /** Whether every event is delivered or given up (tests wait on this). */
  idle() {
    return [...this.events.values()].every((e) => e.state !== 'pending');
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  toJSON() {
    return [...this.events.values()];
  }
}
