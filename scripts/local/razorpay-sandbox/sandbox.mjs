// @ts-check
// A local stand-in for Razorpay (docs/razorpay-sandbox.md): the part of the REST API the
// product calls, under Basic auth with the key id and secret, a stand-in for Checkout.js and its
// payment sheet, signed webhooks with retries, and a control API under /_sandbox for tests and demos.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

import { LOCAL_RAZORPAY_KEYS, SANDBOX_ACCOUNT_ID } from './keys.mjs';
import { Ledger, RazorpayError } from './ledger.mjs';
import { WebhookSender, backoffSchedule } from './webhooks.mjs';

const PUBLIC = join(import.meta.dirname, 'public');
const ASSETS = {
  '/v1/checkout.js': ['checkout.js', 'text/javascript; charset=utf-8'],
  '/_sandbox/checkout': ['sheet.html', 'text/html; charset=utf-8'],
  '/_sandbox/checkout/sheet.js': ['sheet.js', 'text/javascript; charset=utf-8'],
  '/_sandbox/checkout/sheet.css': ['sheet.css', 'text/css; charset=utf-8'],
};
const MAX_BODY = 64 * 1024;
const SERVER_ERROR = 'The server encountered an error. The incident has been reported to admins.';

/** Standard Checkout's `razorpay_signature`: hex HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export const checkoutSignature = (orderId, paymentId, keySecret) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

const authError = (description) => new RazorpayError(401, description, { source: 'NA', step: 'NA', reason: 'NA' });

function checkAuth(header, keys) {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) throw authError('Authentication failed');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const keyId = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  if (keyId !== keys.RAZORPAY_KEY_ID) throw authError('The api key provided is invalid');
  const given = Buffer.from(secret);
  const expected = Buffer.from(keys.RAZORPAY_KEY_SECRET);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw authError('Authentication failed');
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new RazorpayError(413, 'The request body is too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new RazorpayError(400, 'The request body is not valid JSON');
  }
}

const collection = (items) => ({ entity: 'collection', count: items.length, items });

function send(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

function sendAsset(res, [file, type]) {
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    // The sheet is framed by the site's pages on another origin, so no frame-ancestors limit here.
    'Content-Security-Policy': "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(readFileSync(join(PUBLIC, file)));
}

/**
 * Starts the sandbox.
 * @param {object} options
 * @param {number} [options.port] 0 picks a free port
 * @param {string} [options.host]
 * @param {string | null} [options.webhookUrl] where webhooks go (the site's /api/payments/razorpay/webhook)
 * @param {string | null} [options.dataFile] keeps the state across restarts when given
 * @param {number[]} [options.retryDelaysMs] waits before each webhook retry
 * @param {number} [options.webhookTimeoutMs] Razorpay waits 5 s for an answer
 * @param {number} [options.refundDelayMs] how long a refund stays `pending` before it settles
 * @param {typeof LOCAL_RAZORPAY_KEYS} [options.keys]
 */
export async function startSandbox({
  port = 0,
  host = '127.0.0.1',
  webhookUrl = null,
  dataFile = null,
  retryDelaysMs = backoffSchedule(),
  webhookTimeoutMs = 5_000,
  refundDelayMs = 1_000,
  keys = LOCAL_RAZORPAY_KEYS,
} = {}) {
  const saved = dataFile && existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : {};
  /**
   * Per order: 'hold' keeps its webhooks back. Per payment: how its refunds settle, and how many of
   * the next calls to create one fail as Razorpay's API does when it is down.
   */
  const heldOrders = new Set(saved.heldOrders ?? []);
  const refundOutcomes = new Map(Object.entries(saved.refundOutcomes ?? {}));
  const refundApiFailures = new Map(Object.entries(saved.refundApiFailures ?? {}));
  const refundTimers = new Set();

  let saveTimer = null;
  const save = () => {
    if (!dataFile || saveTimer) return;
    saveTimer = setTimeout(flush, 200);
  };
  const flush = () => {
    clearTimeout(saveTimer);
    saveTimer = null;
    if (!dataFile) return;
    const state = {
      ...ledger.toJSON(),
      events: webhooks.toJSON(),
      heldOrders: [...heldOrders],
      refundOutcomes: Object.fromEntries(refundOutcomes),
      refundApiFailures: Object.fromEntries(refundApiFailures),
    };
    writeFileSync(`${dataFile}.tmp`, JSON.stringify(state));
    renameSync(`${dataFile}.tmp`, dataFile);
  };

  const webhooks = new WebhookSender({
    url: webhookUrl,
    secret: keys.RAZORPAY_WEBHOOK_SECRET,
    accountId: SANDBOX_ACCOUNT_ID,
    retryDelaysMs,
    timeoutMs: webhookTimeoutMs,
    isHeld: (orderId) => heldOrders.has(orderId),
    changed: save,
    events: saved.events,
  });
  const ledger = new Ledger({ emit: (name, entities, orderId) => webhooks.emit(name, entities, orderId), state: saved });

  function settleLater(refund) {
    const outcome = refundOutcomes.get(refund.payment_id) ?? 'processed';
    if (outcome === 'pending') return;
    const timer = setTimeout(() => {
      refundTimers.delete(timer);
      if (ledger.refunds.get(refund.id)?.status === 'pending') ledger.settleRefund(refund.id, outcome);
      save();
    }, refundDelayMs);
    refundTimers.add(timer);
  }
  for (const refund of ledger.refunds.values()) if (refund.status === 'pending') settleLater(refund);

  function pay(orderId, body) {
    const { payment, error } = ledger.pay(orderId, body);
    const response = error
      ? { error }
      : {
          razorpay_payment_id: payment.id,
          razorpay_order_id: orderId,
          razorpay_signature: checkoutSignature(orderId, payment.id, keys.RAZORPAY_KEY_SECRET),
        };
    return { payment, ...response };
  }

  /** A refund call the control API asked to fail answers Razorpay's 500 (Errors: SERVER_ERROR). */
  function failIfAsked(paymentId) {
    const left = refundApiFailures.get(paymentId) ?? 0;
    if (left <= 0) return;
    if (left === 1) refundApiFailures.delete(paymentId);
    else refundApiFailures.set(paymentId, left - 1);
    save();
    throw new RazorpayError(500, SERVER_ERROR, { code: 'SERVER_ERROR', source: 'NA', step: 'NA', reason: 'NA' });
  }

  /** The Razorpay API: [method, pattern, handler(params, body, query)]. */
  /** @typedef {[string, RegExp, (params: string[], body: any, query: URLSearchParams) => unknown]} Route */
  /** @type {Route[]} */
  const api = [
    ['POST', /^\/v1\/orders$/, (_, body) => ledger.createOrder(body)],
    ['GET', /^\/v1\/orders\/([\w-]+)$/, ([id]) => ledger.order(id)],
    ['GET', /^\/v1\/orders\/([\w-]+)\/payments$/, ([id]) => collection(ledger.paymentsOf(id))],
    ['GET', /^\/v1\/payments\/([\w-]+)$/, ([id]) => ledger.payment(id)],
    [
      'POST',
      /^\/v1\/payments\/([\w-]+)\/refund$/,
      ([id], body) => {
        failIfAsked(id);
        const refund = ledger.createRefund(id, body);
        settleLater(refund);
        return refund;
      },
    ],
    ['GET', /^\/v1\/payments\/([\w-]+)\/refunds$/, ([id]) => collection(ledger.refundsOf(id))],
    [
      'GET',
      /^\/v1\/payments\/([\w-]+)\/refunds\/([\w-]+)$/,
      ([paymentId, refundId]) => {
        const refund = ledger.refund(refundId);
        if (refund.payment_id !== paymentId) throw new RazorpayError(400, 'The id provided does not exist');
        return refund;
      },
    ],
    ['GET', /^\/v1\/refunds\/([\w-]+)$/, ([id]) => ledger.refund(id)],
  ];

  const checkKey = (keyId) => {
    if (keyId !== keys.RAZORPAY_KEY_ID) throw new RazorpayError(400, 'The api key provided is invalid', { field: 'key' });
  };
  const eventView = (event) => ({ ...event, body: JSON.parse(event.body) });
  const outcomeOf = (body, allowed) => {
    if (!allowed.includes(body.outcome))
      throw new RazorpayError(400, `outcome must be one of ${allowed.join(', ')}`, { field: 'outcome' });
    return body.outcome;
  };

  /** The payment sheet's calls (public, like Checkout's own: the key id and the order id) and the control API. */
  /** @type {Route[]} */
  const control = [
    ['GET', /^\/_sandbox\/health$/, () => ({ ok: true })],
    [
      'GET',
      /^\/_sandbox\/checkout\/orders\/([\w-]+)$/,
      ([id], _, query) => {
        checkKey(query.get('key_id'));
        const { amount, currency, status } = ledger.order(id);
        return { id, amount, currency, status };
      },
    ],
    [
      'POST',
      /^\/_sandbox\/checkout\/orders\/([\w-]+)\/pay$/,
      ([id], body) => {
        checkKey(body.key_id);
        const { payment: _, ...response } = pay(id, {
          method: body.method,
          outcome: body.outcome,
          email: body.email,
          contact: body.contact,
          notes: body.notes,
        });
        return response;
      },
    ],
    [
      'POST',
      /^\/_sandbox\/orders\/([\w-]+)\/pay$/,
      ([id], body) => {
        ledger.order(id);
        if (body.webhooks !== undefined) setWebhookMode(id, body.webhooks);
        return pay(id, {
          method: body.method,
          outcome: body.outcome ?? 'success',
          email: body.email,
          contact: body.contact,
          notes: body.notes,
          duplicate: body.duplicate === true,
        });
      },
    ],
    [
      'POST',
      /^\/_sandbox\/orders\/([\w-]+)\/webhooks$/,
      ([id], body) => {
        ledger.order(id);
        setWebhookMode(id, body.mode);
        return { order_id: id, mode: body.mode };
      },
    ],
    ['GET', /^\/_sandbox\/events$/, (_, __, query) => collection(webhooks.list(Object.fromEntries(query)).map(eventView))],
    ['GET', /^\/_sandbox\/events\/(\w+)$/, ([id]) => eventView(webhooks.get(id))],
    [
      'POST',
      /^\/_sandbox\/events\/(\w+)\/send$/,
      async ([id], body) => {
        const copies = body.copies ?? 1;
        if (!Number.isInteger(copies) || copies < 1 || copies > 50)
          throw new RazorpayError(400, 'copies must be a whole number from 1 to 50', { field: 'copies' });
        return { deliveries: await webhooks.send(id, copies) };
      },
    ],
    ['POST', /^\/_sandbox\/events\/(\w+)\/release$/, ([id]) => eventView(webhooks.release(id))],
    [
      'POST',
      /^\/_sandbox\/payments\/([\w-]+)\/refund-outcome$/,
      ([id], body) => {
        ledger.payment(id);
        refundOutcomes.set(id, outcomeOf(body, ['processed', 'failed', 'pending']));
        save();
        return { payment_id: id, outcome: body.outcome };
      },
    ],
    [
      'POST',
      /^\/_sandbox\/payments\/([\w-]+)\/refund-api-failures$/,
      ([id], body) => {
        ledger.payment(id);
        const count = body.count;
        if (!Number.isInteger(count) || count < 0 || count > 50)
          throw new RazorpayError(400, 'count must be a whole number from 0 to 50', { field: 'count' });
        if (count === 0) refundApiFailures.delete(id);
        else refundApiFailures.set(id, count);
        save();
        return { payment_id: id, count };
      },
    ],
    [
      'POST',
      /^\/_sandbox\/refunds\/([\w-]+)\/settle$/,
      ([id], body) => ledger.settleRefund(id, outcomeOf(body, ['processed', 'failed'])),
    ],
  ];

  function setWebhookMode(orderId, mode) {
    if (mode === 'hold') heldOrders.add(orderId);
    else if (mode === 'send') heldOrders.delete(orderId);
    else throw new RazorpayError(400, 'webhooks must be hold or send', { field: 'webhooks' });
    save();
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://sandbox');
    const asset = req.method === 'GET' && ASSETS[url.pathname];
    if (asset) return sendAsset(res, asset);
    const isApi = url.pathname.startsWith('/v1/');
    if (isApi) checkAuth(req.headers.authorization, keys);
    const routes = isApi ? api : control;
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (!match || method !== req.method) continue;
      const body = req.method === 'POST' ? await readBody(req) : {};
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        throw new RazorpayError(400, 'The request body must be a JSON object');
      const result = await handler(match.slice(1), body, url.searchParams);
      save();
      return send(res, 200, result);
    }
    throw new RazorpayError(isApi ? 400 : 404, 'The requested URL was not found on the server.', {
      source: 'NA',
      step: 'NA',
      reason: 'NA',
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (err instanceof RazorpayError) return send(res, err.status, err.body);
      if (err.notFound) return send(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: err.message } });
      console.error('razorpay sandbox:', err);
      send(res, 500, {
        error: {
          code: 'SERVER_ERROR',
          description: SERVER_ERROR,
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    });
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  // Listening on a TCP port, the server's address is an AddressInfo (a pipe's would be a string).
  const url = `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

  return {
    url,
    ledger,
    webhooks,
    async close() {
      webhooks.close();
      for (const timer of refundTimers) clearTimeout(timer);
      flush();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
