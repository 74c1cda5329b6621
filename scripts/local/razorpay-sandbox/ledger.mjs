// @ts-check
// The sandbox's orders, payments and refunds, shaped like Razorpay's entities (Orders, Payments and
// Refunds API reference), and the rules that move them: an order is `created`, `attempted` after its
// first payment attempt and `paid` once a payment is captured; orders are captured automatically; a
// refund is `pending` until it is processed or fails. Every change that Razorpay announces by webhook
// is handed to `emit(event, payload, orderId)`.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Razorpay-style id: a prefix and 14 base-62 characters (`order_DaZlswtdcn9UNV`). */
export function newId(prefix) {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return prefix ? `${prefix}_${id}` : id;
}

const now = () => Math.floor(Date.now() / 1000);

/** An error answered with Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field } }`. */
export class RazorpayError extends Error {
  /**
   * @param {number} status
   * @param {string} description
   * @param {{ code?: string, field?: string, source?: string, step?: string, reason?: string, metadata?: object }} [details]
   */
  constructor(
    status,
    description,
    {
      code = 'BAD_REQUEST_ERROR',
      field,
      source = 'business',
      step = 'payment_initiation',
      reason = 'input_validation_failed',
      metadata = {},
    } = {},
  ) {
    super(description);
    this.status = status;
    this.body = { error: { code, description, source, step, reason, metadata, ...(field ? { field } : {}) } };
  }
}

const invalid = (description, field) => new RazorpayError(400, description, { field });
const notFound = () => new RazorpayError(400, 'The id provided does not exist');

const ORDER_FIELDS = new Set([
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'first_payment_min_amount',
  'payment_capture',
]);
const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);

function rejectUnknown(body, allowed) {
  const extra = Object.keys(body).filter((key) => !allowed.has(key));
  if (extra.length) throw invalid(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
}

function checkNotes(notes) {
  if (notes === undefined || notes === null) return {};
  if (Array.isArray(notes) && notes.length === 0) return {};
  if (typeof notes !== 'object' || Array.isArray(notes)) throw invalid('The notes must be an object.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) throw invalid('Number of notes fields should not exceed 15', 'notes');
  for (const [key, value] of entries) {
    if (!['string', 'number', 'boolean'].includes(typeof value) || String(value).length > 256)
      throw invalid(`notes.${key} must be text of at most 256 characters`, 'notes');
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function checkAmount(value, field = 'amount') {
  if (value === undefined || value === null || value === '') throw invalid(`The ${field} field is required.`, field);
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isSafeInteger(amount)) throw invalid(`The ${field} must be an integer.`, field);
  if (amount < 100) throw invalid(`The ${field} must be at least INR 1.00`, field);
  return amount;
}

/** What checkout and the control API say about a failed attempt, per method (Razorpay's error codes). */
const FAILURES = {
  upi: {
    description: 'Payment was declined in the UPI app',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_declined',
  },
  card: {
    description: 'Your payment has been declined by the bank',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_declined',
  },
  netbanking: {
    description: 'Payment was not completed on the bank page',
    source: 'customer',
    step: 'payment_authentication',
    reason: 'payment_cancelled',
  },
  wallet: {
    description: 'Payment was not completed in the wallet',
    source: 'customer',
    step: 'payment_authentication',
    reason: 'payment_cancelled',
  },
};
export const PAYMENT_METHODS = Object.keys(FAILURES);

/** @typedef {(event: string, payload: object, orderId: string) => void} Emit what the ledger tells the webhook sender */

export class Ledger {
  /** @param {{ emit?: Emit, state?: { orders?: object, payments?: object, refunds?: object } }} [options] */
  constructor({ emit = () => {}, state } = {}) {
    this.emit = emit;
    this.orders = new Map(Object.entries(state?.orders ?? {}));
    this.payments = new Map(Object.entries(state?.payments ?? {}));
    this.refunds = new Map(Object.entries(state?.refunds ?? {}));
  }

  toJSON() {
    return {
      orders: Object.fromEntries(this.orders),
      payments: Object.fromEntries(this.payments),
      refunds: Object.fromEntries(this.refunds),
    };
  }

  /** POST /v1/orders */
  createOrder(body) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be a JSON object');
    rejectUnknown(body, ORDER_FIELDS);
    const amount = checkAmount(body.amount);
    if (body.currency === undefined) throw invalid('The currency field is required.', 'currency');
    if (body.currency !== 'INR') throw invalid('Currency is not supported', 'currency');
    if (body.receipt !== undefined && body.receipt !== null) {
      if (typeof body.receipt !== 'string') throw invalid('The receipt must be a string.', 'receipt');
      if (body.receipt.length > 40) throw invalid('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: body.receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: checkNotes(body.notes),
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id) {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  payment(id) {
    const payment = this.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  refund(id) {
    const refund = this.refunds.get(id);
    if (!refund) throw notFound();
    return refund;
  }

  paymentsOf(orderId) {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId).sort((a, b) => b.created_at - a.created_at);
  }

  refundsOf(paymentId) {
    this.payment(paymentId);
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId).sort((a, b) => b.created_at - a.created_at);
  }

  /**
   * One payment attempt on an order, as Standard Checkout makes it: `success` authorises and, the
   * order being auto-captured, captures it at once; `failure` leaves a failed payment. `duplicate`
   * captures a second payment on an order already paid, as happens when a buyer's first attempt
   * (a UPI collect, a second tab) is authorised after another one paid the order: Razorpay captures
   * it too and the merchant refunds it.
   */
  /**
   * @param {string} orderId
   * @param {{ method?: string, outcome?: string, email?: string, contact?: string, notes?: object, duplicate?: boolean }} [attempt]
   */
  pay(orderId, { method = 'upi', outcome = 'success', email, contact, notes, duplicate = false } = {}) {
    const order = this.order(orderId);
    if (!PAYMENT_METHODS.includes(method)) throw invalid(`method must be one of ${PAYMENT_METHODS.join(', ')}`, 'method');
    if (outcome !== 'success' && outcome !== 'failure') throw invalid('outcome must be success or failure', 'outcome');
    if (order.status === 'paid' && !duplicate) throw invalid('Order has already been paid', 'order_id');
    const id = newId('pay');
    const fee = Math.round(order.amount * 0.0236);
    /** @type {Record<string, any>} Razorpay's payment entity: the method and the outcome fill in more of it below. */
    const payment = {
      id,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'authorized',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: email || 'void@razorpay.com',
      contact: contact || '+919000090000',
      notes: checkNotes(notes),
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data:
        method === 'upi'
          ? { rrn: String(Date.now()).slice(-12) }
          : method === 'card'
            ? { auth_code: String(100000 + (Date.now() % 900000)) }
            : {},
      created_at: now(),
    };
    if (method === 'card') {
      payment.card_id = newId('card');
      payment.card = {
        id: payment.card_id,
        entity: 'card',
        name: '',
        last4: outcome === 'success' ? '1111' : '0002',
        network: 'Visa',
        type: 'credit',
        issuer: null,
        international: false,
        emi: false,
        sub_type: 'consumer',
        token_iin: null,
      };
    }
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';

    if (outcome === 'failure') {
      const failure = FAILURES[method];
      if (method === 'upi') payment.vpa = 'failure@razorpay';
      Object.assign(payment, {
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: failure.description,
        error_source: failure.source,
        error_step: failure.step,
        error_reason: failure.reason,
      });
      this.payments.set(id, payment);
      this.emit('payment.failed', { payment }, order.id);
      const error = { code: 'BAD_REQUEST_ERROR', ...failure, metadata: { order_id: order.id, payment_id: id } };
      return { payment, error };
    }

    this.payments.set(id, payment);
    this.emit('payment.authorized', { payment }, order.id);
    Object.assign(payment, { status: 'captured', captured: true, fee, tax: Math.round((fee * 18) / 118) });
    const firstPaid = order.status !== 'paid';
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    this.emit('payment.captured', { payment }, order.id);
    if (firstPaid) this.emit('order.paid', { payment, order }, order.id);
    return { payment };
  }

  /** POST /v1/payments/:id/refund: the refund starts `pending`; `settleRefund` finishes it. */
  /**
   * @param {string} paymentId
   * @param {any} body the request's JSON, checked here
   */
  createRefund(paymentId, body = {}) {
    const payment = this.payment(paymentId);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be a JSON object');
    rejectUnknown(body, REFUND_FIELDS);
    if (!payment.captured) throw invalid('The payment has not been captured yet', 'payment_id');
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable <= 0) throw invalid('The payment has been fully refunded already', 'payment_id');
    const amount = body.amount === undefined ? refundable : checkAmount(body.amount);
    if (amount > refundable) throw invalid('The refund amount provided is greater than amount captured', 'amount');
    if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum')
      throw invalid('The selected speed is invalid.', 'speed');
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
      throw invalid('The receipt may not be greater than 40 characters.', 'receipt');
    const refund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: checkNotes(body.notes),
      receipt: body.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: body.speed ?? 'normal',
    };
    this.refunds.set(refund.id, refund);
    this.applyRefunded(payment, amount);
    this.emit('refund.created', { refund, payment }, payment.order_id);
    return refund;
  }

  /** A pending refund is processed (money back to the customer) or fails (nothing moves). */
  settleRefund(refundId, outcome) {
    const refund = this.refund(refundId);
    if (outcome !== 'processed' && outcome !== 'failed') throw invalid('outcome must be processed or failed', 'outcome');
    if (refund.status !== 'pending') throw invalid(`The refund is already ${refund.status}`, 'refund_id');
    const payment = this.payment(refund.payment_id);
    if (outcome === 'processed') {
      refund.status = 'processed';
      refund.acquirer_data = { arn: String(74_000_000_000_000 + (Date.now() % 1_000_000_000_000)) };
      this.emit('refund.processed', { refund, payment }, payment.order_id);
    } else {
      refund.status = 'failed';
      this.applyRefunded(payment, -refund.amount);
      this.emit('refund.failed', { refund, payment }, payment.order_id);
    }
    return refund;
  }

  applyRefunded(payment, delta) {
    payment.amount_refunded += delta;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }
}
