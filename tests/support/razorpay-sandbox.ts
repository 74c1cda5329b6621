/*
 * The local Razorpay sandbox that scripts/test.mjs starts with the stack (docs/razorpay-sandbox.md): its
 * keys, a webhook signer, and its control API (pay an order, hold, release and replay
 * webhooks, make a refund fail).
 */
import { createHmac } from 'node:crypto';

export const RAZORPAY_API_URL = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7390';
export const RAZORPAY_KEY_ID = process.env.RAZORPAY_KEY_ID ?? 'rzp_test_CricketLocal01';
export const RAZORPAY_KEY_SECRET = process.env.RAZORPAY_KEY_SECRET ?? 'LocalSandboxKeySecret001';
export const RAZORPAY_WEBHOOK_SECRET = process.env.RAZORPAY_WEBHOOK_SECRET ?? 'local-sandbox-webhook-secret';

/** `X-Razorpay-Signature` for a webhook body: hex HMAC-SHA256 of the exact bytes under the webhook secret. */
export const signWebhook = (rawBody: string, secret = RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Standard Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export const signCheckout = (orderId: string, paymentId: string, secret = RAZORPAY_KEY_SECRET) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

export interface SandboxDelivery {
  at: string;
  status: number | null;
  error: string | null;
  ms: number;
  manual: boolean;
}

export interface SandboxEvent {
  id: string;
  event: string;
  order_id: string;
  payment_id: string | null;
  refund_id: string | null;
  created_at: number;
  /** held: kept back until released; pending: being delivered or retried; failed: retries ran out. */
  state: 'held' | 'pending' | 'delivered' | 'failed';
  deliveries: SandboxDelivery[];
  body: {
    entity: 'event';
    account_id: string;
    event: string;
    contains: string[];
    payload: Record<string, { entity: Record<string, unknown> }>;
    created_at: number;
  };
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${RAZORPAY_API_URL}/_sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = await res.json();
  if (!res.ok) throw new Error(`Razorpay sandbox ${path}: ${res.status} ${JSON.stringify(parsed)}`);
  return parsed as T;
}

export interface PayResult {
  /** Razorpay's payment entity. */
  payment: { id: string; [field: string]: unknown };
  /** On success: what Standard Checkout hands the page's handler. */
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
  /** On failure: the error object of Checkout's `payment.failed`. */
  error?: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/**
 * Pays a Razorpay order as a buyer in Checkout would. `webhooks: 'hold'` keeps this order's
 * webhooks back (the webhook that never came) until `releaseEvent` or `sendEvent`; `duplicate`
 * captures a second payment on an order already paid (a late authorisation).
 */
export const payOrder = (
  razorpayOrderId: string,
  options: {
    method?: 'upi' | 'card' | 'netbanking' | 'wallet';
    outcome?: 'success' | 'failure';
    webhooks?: 'send' | 'hold';
    email?: string;
    duplicate?: boolean;
  } = {},
) => control<PayResult>(`/orders/${razorpayOrderId}/pay`, { method: 'upi', outcome: 'success', ...options });

/** From now on, this order's webhooks are held back (`hold`) or sent (`send`). */
export const setWebhookMode = (razorpayOrderId: string, mode: 'hold' | 'send') =>
  control(`/orders/${razorpayOrderId}/webhooks`, { mode });

/** The webhooks of an order (or payment), oldest first, with their deliveries. */
export async function listEvents(filter: { order_id?: string; payment_id?: string; event?: string }): Promise<SandboxEvent[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  return (await control<{ items: SandboxEvent[] }>(`/events?${query}`)).items;
}

/** Sends an event now, `copies` times in parallel, byte for byte the same (a replay); no retries. */
export const sendEvent = (eventId: string, copies = 1) =>
  control<{ deliveries: SandboxDelivery[] }>(`/events/${eventId}/send`, { copies });

/** A held event goes out as if it just happened, retried on failure. */
export const releaseEvent = (eventId: string) => control<SandboxEvent>(`/events/${eventId}/release`, {});

/** How refunds of this payment end: processed (the default, after a second), failed, or pending until `settleRefund`. */
export const setRefundOutcome = (paymentId: string, outcome: 'processed' | 'failed' | 'pending') =>
  control(`/payments/${paymentId}/refund-outcome`, { outcome });

/** The next `count` calls to refund this payment answer Razorpay's 500 SERVER_ERROR. */
export const failRefundCalls = (paymentId: string, count: number) =>
  control(`/payments/${paymentId}/refund-api-failures`, { count });

export const settleRefund = (refundId: string, outcome: 'processed' | 'failed') =>
  control(`/refunds/${refundId}/settle`, { outcome });

/** Waits until `check` holds for the listed events (webhooks are asynchronous). */
export async function waitForEvents(
  filter: { order_id?: string; payment_id?: string; event?: string },
  check: (events: SandboxEvent[]) => boolean,
  ms = 15_000,
): Promise<SandboxEvent[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const events = await listEvents(filter);
    if (check(events)) return events;
    if (Date.now() > deadline)
      throw new Error(`Razorpay sandbox events did not settle: ${JSON.stringify(events.map((e) => [e.event, e.state]))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
