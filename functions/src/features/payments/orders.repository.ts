import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { Buyer, OrderEvent, OrderStatus, RefundStatus, UnwantedPaymentReason, UnwantedPaymentView } from '../../contract';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import {
  activateEnrollmentInTransaction,
  createPendingEnrollmentInTransaction,
  dropPendingEnrollmentInTransaction,
  endEnrollmentInTransaction,
  readEnrollmentInTransaction,
  readLearnerEnrollmentInTransaction,
} from '../enrollments/enrollments.repository';
import { readCourseSeatsInTransaction } from '../courses/courses.repository';
import { expireSeatOrderInTransaction, paySeatOrderInTransaction } from '../groups/seats.repository';
import { takeOrderNumberInTransaction } from '../invoices/invoices.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

import { activeHolds, holdLengthMs, holdsOfClient } from './hold-rules';
import { readSeatHoldsInTransaction, writeSeatHoldsInTransaction } from './seat-holds.repository';
import { CLOSED_ACCOUNT, documentsWhere, type PersonalDocument } from '../../lib/personal-data';

/** Orders live in `payments/{orderId}`: one attempt to buy one course, whatever pays it. */
export const orders = () => getDb().collection('payments');
/** Razorpay event ids already applied (`x-razorpay-event-id`), each created once with its change. */
const webhookEvents = () => getDb().collection('paymentEvents');

export interface StoredRefund {
  status: RefundStatus;
  amountPaise: number;
  reason: string;
  requestedBy: 'learner' | 'admin';
  requestedByUid: string;
  requestedAt: string | null;
  processedAt: string | null;
  failureReason: string | null;
  gatewayRefundId: string | null;
  creditNoteId: string | null;
  creditNoteNumber: string | null;
}

/** A payment the order could not take, kept on the order (`unwantedPayments.{paymentId}`) with its refund. */
export interface StoredUnwantedPayment extends Omit<UnwantedPaymentView, 'refund'> {
  /** As the admin sees it, and when the last call to Razorpay's Refunds API was made (reconciliation waits after it). */
  refund: UnwantedPaymentView['refund'] & { lastAttemptAt: string | null };
}

export interface StoredOrder {
  uid: string;
  /** CV-2026-000123: the number people read and quote; null on orders placed before numbering. */
  number: string | null;
  userId: string;
  courseId: string;
  courseTitle: string;
  enrollmentId: string;
  status: OrderStatus;
  provider: 'razorpay' | 'demo' | 'free';
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
  couponId: string | null;
  couponCode: string | null;
  buyer: Buyer;
  /** The language the buyer paid in: Checkout's description and the invoice's second description line follow it. */
  language: Locale;
  razorpayOrderId: string | null;
  gatewayPaymentId: string | null;
  createdAt: string | null;
  expiresAt: string | null;
  paidAt: string | null;
  /** The invoice and receipt are done (set once both exist). */
  fulfilled: boolean;
  invoiceId: string | null;
  invoiceNumber: string | null;
  refund: StoredRefund | null;
  unwantedPayments: StoredUnwantedPayment[];
  events: OrderEvent[];
  /** A group's seat order this payment pays (groups' `seatOrders`), or null for a learner's own course. */
  seatOrderId: string | null;
}

const paise = (d: Record<string, any>, field: string, rupees: string) =>
  Number(d[field] ?? Math.round(Number(d[rupees] ?? 0) * 100));

function unwantedFromStored(stored: Record<string, any> | undefined): StoredUnwantedPayment[] {
  return Object.values(stored ?? {})
    .map((p: any) => ({
      paymentId: p.paymentId,
      amountPaise: Number(p.amountPaise ?? 0),
      reason: p.reason,
      receivedAt: toIso(p.receivedAt),
      refund: {
        status: p.refund?.status ?? 'due',
        refundId: p.refund?.refundId ?? null,
        attempts: Number(p.refund?.attempts ?? 0),
        lastError: p.refund?.lastError ?? null,
        lastAttemptAt: toIso(p.refund?.lastAttemptAt),
        processedAt: toIso(p.refund?.processedAt),
        failureReason: p.refund?.failureReason ?? null,
      },
    }))
    .sort((a, b) => (a.receivedAt ?? '').localeCompare(b.receivedAt ?? ''));
}

export function orderFromSnapshot(snap: DocumentSnapshot): StoredOrder | null {
  const d = snap.data();
  if (!d) return null;
  const refund = d.refund ?? null;
  return {
    uid: snap.id,
    userId: d.userId,
    courseId: d.courseId,
    courseTitle: d.courseTitle ?? '',
    // A group's seat order enrols nobody: no enrolment id (never a document id).
    enrollmentId: d.enrollmentId ?? '',
    status: d.status,
    provider: d.provider === 'razorpay' || d.provider === 'free' ? d.provider : 'demo',
    listPricePaise: paise(d, 'listPricePaise', 'amount'),
    discountPaise: Number(d.discountPaise ?? 0),
    amountPaise: paise(d, 'amountPaise', 'amount'),
    couponId: d.couponId ?? null,
    couponCode: d.couponCode ?? null,
    buyer: {
      name: d.buyer?.name ?? '',
      email: d.buyer?.email ?? '',
      stateCode: d.buyer?.stateCode ?? null,
      gstin: d.buyer?.gstin ?? null,
      businessName: d.buyer?.businessName ?? null,
      address: d.buyer?.address ?? null,
      declaration: d.buyer?.declaration ?? null,
    },
    language: isLocale(d.language) ? d.language : SOURCE_LOCALE,
    razorpayOrderId: d.razorpayOrderId ?? null,
    gatewayPaymentId: d.gatewayPaymentId ?? null,
    createdAt: toIso(d.createdAt),
    expiresAt: toIso(d.expiresAt),
    paidAt: toIso(d.paidAt ?? (d.status === 'succeeded' ? d.settledAt : null)),
    fulfilled: d.fulfilled !== false,
    invoiceId: d.invoiceId ?? null,
    invoiceNumber: d.invoiceNumber ?? null,
    number: d.number ?? null,
    refund: refund && {
      ...refund,
      requestedAt: toIso(refund.requestedAt),
      processedAt: toIso(refund.processedAt),
    },
    unwantedPayments: unwantedFromStored(d.unwantedPayments),
    events: (d.events ?? []).map((event: any) => ({ ...event, at: toIso(event.at) ?? '' })),
    seatOrderId: d.seatOrderId ?? null,
  };
}

export async function findOrder(orderId: string): Promise<StoredOrder | null> {
  if (!isDocumentId(orderId)) return null;
  return orderFromSnapshot(await orders().doc(orderId).get());
}

async function findOneBy(field: string, op: '==' | 'array-contains', value: string): Promise<StoredOrder | null> {
  const snap = await orders().where(field, op, value).limit(1).get();
  return snap.empty ? null : orderFromSnapshot(snap.docs[0]);
}

export const findOrderByRazorpayOrderId = (razorpayOrderId: string) => findOneBy('razorpayOrderId', '==', razorpayOrderId);
/** The order a payment paid (its accepted payment). */
export const findOrderByPaymentId = (paymentId: string) => findOneBy('gatewayPaymentId', '==', paymentId);
/** The order a payment reached that it could not take. */
export const findOrderByUnwantedPaymentId = (paymentId: string) => findOneBy('unwantedPaymentIds', 'array-contains', paymentId);
/** The order a Razorpay refund belongs to, its own refund or an unwanted payment's. */
export const findOrderByRefundId = (refundId: string) => findOneBy('refundIds', 'array-contains', refundId);

/** A learner's orders, newest first (a handful each). */
export async function listUserOrders(userId: string): Promise<StoredOrder[]> {
  const snap = await orders().where('userId', '==', userId).limit(200).get();
  // A manager's payment for their group's seats is the group's, listed with the group's orders.
  return snap.docs
    .map((doc) => orderFromSnapshot(doc) as StoredOrder)
    .filter((order) => !order.seatOrderId)
    .sort(byNewest);
}

const byNewest = (a: StoredOrder, b: StoredOrder) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** The newest orders created in a window (the admin list filters and searches these). */
export async function listOrdersCreatedBetween(from: Date, to: Date, limit: number): Promise<StoredOrder[]> {
  const snap = await orders()
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

/** Orders whose seat hold ran out without a settlement: what reconciliation asks Razorpay about. */
export async function listExpiredPendingOrders(now: Date, limit: number): Promise<StoredOrder[]> {
  const snap = await orders().where('status', '==', 'pending').where('expiresAt', '<=', now).limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

/** Paid orders whose invoice or receipt is not yet done (a function died after the payment settled). */
export async function listUnfulfilledOrders(limit: number): Promise<StoredOrder[]> {
  const snap = await orders().where('fulfilled', '==', false).limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

/** Orders owing the refund of a payment they could not take: not yet taken by Razorpay, or not yet processed. */
export async function listOrdersOwingRefunds(limit: number): Promise<StoredOrder[]> {
  const snap = await orders().where('refundsOwed', '==', true).limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

/** Paid and refunded amounts of orders paid since a moment (the dashboard's month). */
export async function listOrdersPaidSince(since: Date): Promise<StoredOrder[]> {
  const snap = await orders().where('paidAt', '>=', since).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

export async function listOrdersRefundedSince(since: Date): Promise<StoredOrder[]> {
  const snap = await orders().where('refundedAt', '>=', since).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

export async function attachGatewayOrder(orderId: string, razorpayOrderId: string): Promise<void> {
  await orders().doc(orderId).update({ razorpayOrderId });
}

export const event = (type: OrderEvent['type'], source: string, detail: string | null = null) => ({
  type,
  at: new Date(),
  source,
  detail,
});
export const withEvent = (snap: DocumentSnapshot, ...next: ReturnType<typeof event>[]) => [
  ...(snap.get('events') ?? []),
  ...next,
];

/**
 * An array field with one more item, from what the transaction read (the Node Firestore emulator
 * cannot apply `arrayUnion` to a field the document does not have yet; Firestore can).
 */
export const withItem = (snap: DocumentSnapshot, field: string, item: string): string[] => {
  const items = (snap.get(field) ?? []) as string[];
  return items.includes(item) ? items : [...items, item];
};

export type Applied<T> = { duplicate: true } | { duplicate: false; result: T };

/**
 * Applies one Razorpay event at most once: the event id's document is created in the same
 * transaction as the change it causes, so a replay (however many at once) finds it and does nothing.
 */
export async function applyOnce<T>(
  eventId: string,
  apply: (tx: Transaction) => Promise<{ result: T; record: boolean }>,
): Promise<Applied<T>> {
  const db = getDb();
  const eventRef = webhookEvents().doc(eventId);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return { duplicate: true } as const;
    const { result, record } = await apply(tx);
    if (record) tx.create(eventRef, { receivedAt: new Date() });
    return { duplicate: false, result } as const;
  });
}

export class AlreadyEnrolledError extends Error {}
/** Every seat is paid for, or (`held`) the free ones are held by other buyers' unpaid orders. */
export class CourseFullError extends Error {
  constructor(readonly held: boolean) {
    super('The course is full');
  }
}
/** This client already holds as many unpaid orders on the course as one client may. */
export class TooManyHoldsError extends Error {}
/** The learner already holds this course under an unpaid order: pay that one, never a second. */
export class OrderInProgressError extends Error {
  constructor(readonly orderId: string) {
    super('An order for this course is waiting for payment');
  }
}

/** What an order (a `payments` document) starts with. */
export interface NewOrder {
  userId: string;
  courseId: string;
  courseTitle: string;
  /** Rupees, as the course's price is stored (kept beside the paise for the spec's readers). */
  amount: number;
  currency: 'INR';
  method: 'card' | 'checkout';
  provider: 'demo' | 'razorpay' | 'free';
  amountPaise: number;
  listPricePaise: number;
  discountPaise: number;
  couponId: string | null;
  couponCode: string | null;
  buyer: Buyer;
  /** The page's language at checkout; English when not given (a group's seats, the demo card). */
  language?: Locale;
}

/** The hold's terms: whose client it is (a hash), how many one client may hold, and how long holds last. */
export interface HoldTerms {
  client: string;
  maxPerClient: number;
  lengths: { normalMs: number; scarceMs: number };
  now: number;
}

/** Reads inside the order's transaction (a coupon's use), then returns the write to add after every read. */
export type HoldExtension = (
  tx: Transaction,
  orderId: string,
) => Promise<{ freeUses: number | null; write: (until: Date) => void }>;

/** Orders placed at once queue on one counter; Firestore retries a contended transaction, so allow more than its five tries. */
const ORDER_NUMBER_ATTEMPTS = 20;

/** The fields every order starts with: pending, unpaid, numbered, with its 'created' event. */
async function pendingOrderFields(
  order: NewOrder,
  placed: { number: string; enrollmentId: string | null; expiresAt: Date },
  detail: string | null,
) {
  const { FieldValue } = await import('firebase-admin/firestore');
  return {
    ...order,
    ...placed,
    status: 'pending',
    reference: null,
    razorpayOrderId: null,
    gatewayPaymentId: null,
    refund: null,
    createdAt: FieldValue.serverTimestamp(),
    events: [{ type: 'created', at: new Date(), source: order.userId, detail }],
  };
}

/**
 * Holds a seat for an unpaid order, in one transaction: the order (`payments/{id}`, `pending`),
 * the learner's pending enrolment (one per learner and course: a second is refused by `create`),
 * the hold on the course's `seatHolds` document and the coupon's held use. A hold counts against
 * the course's seats until it runs out; the seat itself is counted when the order is paid
 * (`markOrderPaid`). Decision 0065 gives the rules.
 */
export async function createHeldOrder(
  order: NewOrder,
  terms: HoldTerms,
  extend?: HoldExtension,
): Promise<{ orderId: string; orderNumber: string; enrollmentId: string; expiresAt: Date }> {
  const db = getDb();
  const { userId, courseId } = order;
  const orderRef = orders().doc();
  return db.runTransaction(
    async (tx) => {
      const [course, existing, holds] = await Promise.all([
        readCourseSeatsInTransaction(tx, courseId),
        readLearnerEnrollmentInTransaction(tx, userId, courseId),
        readSeatHoldsInTransaction(tx, courseId),
      ]);
      if (existing.exists) {
        if (existing.get('status') === 'pending_payment') throw new OrderInProgressError(existing.get('paymentId'));
        throw new AlreadyEnrolledError();
      }
      const running = activeHolds(holds, terms.now);
      if (holdsOfClient(running, terms.client) >= terms.maxPerClient) throw new TooManyHoldsError();
      const paid = Number(course.get('currentStudents') ?? 0);
      const max = Number(course.get('maxStudents') ?? 50);
      const freeSeats = max - paid - Object.keys(running).length;
      if (freeSeats <= 0) throw new CourseFullError(paid < max);
      const coupon = extend ? await extend(tx, orderRef.id) : null;
      const numbered = await takeOrderNumberInTransaction(tx, new Date(terms.now));
      const expiresAt = new Date(
        terms.now + holdLengthMs({ seats: freeSeats, couponUses: coupon?.freeUses ?? null }, terms.lengths),
      );

      tx.create(orderRef, {
        ...(await pendingOrderFields(order, { number: numbered.number, enrollmentId: existing.id, expiresAt }, null)),
        clientKey: terms.client,
        seatCountedAtPayment: true,
      });
      const enrollmentId = await createPendingEnrollmentInTransaction(tx, { userId, courseId, orderId: orderRef.id });
      await writeSeatHoldsInTransaction(tx, courseId, {
        ...running,
        [orderRef.id]: { until: expiresAt.getTime(), client: terms.client },
      });
      coupon?.write(expiresAt);
      numbered.advance();
      return { orderId: orderRef.id, orderNumber: numbered.number, enrollmentId, expiresAt };
    },
    { maxAttempts: ORDER_NUMBER_ATTEMPTS },
  );
}

/**
 * The Razorpay order document of a group's seat order: no enrolment and no hold on the course's
 * seats (the group buys seats into its own pool); it waits for the webhook until `expiresAt`,
 * then reconciliation asks Razorpay, as for any order.
 */
export async function createSeatPaymentOrder(order: NewOrder & { seatOrderId: string; groupId: string }, expiresAt: Date) {
  const ref = orders().doc();
  await getDb().runTransaction(
    async (tx) => {
      const numbered = await takeOrderNumberInTransaction(tx, new Date());
      tx.create(
        ref,
        await pendingOrderFields(
          order,
          { number: numbered.number, enrollmentId: null, expiresAt },
          `seat order ${order.seatOrderId}`,
        ),
      );
      numbered.advance();
    },
    { maxAttempts: ORDER_NUMBER_ATTEMPTS },
  );
  return ref.id;
}

/**
 * An order held before seats were counted at payment (decision 0065) counted its seat when it was
 * held; its release and payment keep to that.
 */
const countedAtHold = (order: DocumentSnapshot) => order.get('seatCountedAtPayment') !== true;

/**
 * An order was not paid (its hold expired, the account closed, the learner replaced it): the order
 * stays as `failed` with the reason, its pending enrolment and its hold go. Only a `pending` order
 * is released, so a replay, or a payment that settled meanwhile, changes nothing. Returns whether
 * this call released it.
 */
export async function releaseOrder(orderId: string, reason: string, source = 'system'): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const orderRef = orders().doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = await tx.get(orderRef);
    if (!order.exists || order.get('status') !== 'pending') return false;
    const seatOrderId = order.get('seatOrderId') as string | undefined;
    if (seatOrderId) {
      await expireSeatOrderInTransaction(tx, seatOrderId);
      tx.update(orderRef, {
        status: 'failed',
        failureReason: reason,
        settledAt: FieldValue.serverTimestamp(),
        events: withEvent(order, event('expired', source, reason)),
      });
      return true;
    }
    const courseId = order.get('courseId') as string;
    const [course, enrollment, holds] = await Promise.all([
      readCourseSeatsInTransaction(tx, courseId),
      readEnrollmentInTransaction(tx, order.get('enrollmentId')),
      readSeatHoldsInTransaction(tx, courseId),
    ]);
    tx.update(orderRef, {
      status: 'failed',
      failureReason: reason,
      settledAt: FieldValue.serverTimestamp(),
      events: withEvent(order, event('expired', source, reason)),
    });
    const ownPending =
      enrollment.exists && enrollment.get('paymentId') === orderId && enrollment.get('status') === 'pending_payment';
    if (countedAtHold(order)) {
      if (ownPending) endEnrollmentInTransaction(tx, enrollment, course, FieldValue.increment(-1));
    } else dropPendingEnrollmentInTransaction(tx, enrollment, orderId);
    if (orderId in holds) await writeSeatHoldsInTransaction(tx, courseId, activeHolds(holds, Date.now(), orderId));
    return true;
  });
}

const REFUSED: Record<UnwantedPaymentReason, string> = {
  late: 'arrived after the order was released',
  second: 'is a second payment of an order already paid',
  course_full: 'arrived after the hold ran out and the course had filled',
  coupon_used_up: "arrived after the hold ran out and the coupon's uses had been taken",
};

/**
 * The fields that record a payment the order cannot take, with its refund `due`, or null when it
 * is already recorded (another event of the same payment).
 */
function unwantedFields(
  snap: DocumentSnapshot,
  payment: { id: string; amountPaise: number; paidAt: Date },
  reason: UnwantedPaymentReason,
) {
  const stored = (snap.get('unwantedPayments') ?? {}) as Record<string, unknown>;
  if (payment.id in stored) return null;
  const record = {
    paymentId: payment.id,
    amountPaise: payment.amountPaise,
    reason,
    receivedAt: payment.paidAt,
    refund: {
      status: 'due',
      refundId: null,
      attempts: 0,
      lastError: null,
      lastAttemptAt: null,
      processedAt: null,
      failureReason: null,
    },
  };
  return {
    unwantedPayments: { ...stored, [payment.id]: record },
    unwantedPaymentIds: withItem(snap, 'unwantedPaymentIds', payment.id),
    refundsOwed: true,
  };
}

/**
 * `refused`: this call recorded the payment as one the order cannot take (its refund is due);
 * `already_refused`: another event of the same payment did.
 */
export type PaidOutcome = 'settled' | 'already_paid' | 'refused' | 'already_refused' | 'unknown';

/** What the payment's transaction brings: the coupon's step (read first) and the mail for a payment sent back. */
export interface PaymentSettling {
  coupon: { available: boolean; redeem: () => void; release: () => void } | null;
  unwantedMail: (order: StoredOrder, reason: UnwantedPaymentReason) => OutboxMail;
  now: number;
}

/**
 * A payment reached the order. A pending order is paid when its seat is there (its hold still
 * runs, or a seat is free beside the other buyers' running holds) and so is its coupon's use: it
 * becomes `succeeded`, the enrolment opens, and the seat and the use are counted now. Otherwise,
 * and for a payment of an order no longer pending (released, or already paid by another payment),
 * the payment is recorded on the order as unwanted, its refund due, and the buyer is told why by
 * mail, once; a pending order that could not take it is released. The caller refunds it.
 */
export async function markOrderPaid(
  tx: Transaction,
  orderId: string,
  payment: { id: string; paidAt: Date; amountPaise: number },
  source: string,
  settling: PaymentSettling,
): Promise<PaidOutcome> {
  const orderRef = orders().doc(orderId);
  const snap = await tx.get(orderRef);
  const order = orderFromSnapshot(snap);
  if (!order) return 'unknown';
  if (order.status !== 'pending') {
    if (order.gatewayPaymentId === payment.id) return 'already_paid';
    const reason = order.status === 'failed' ? 'late' : 'second';
    const fields = unwantedFields(snap, payment, reason);
    if (!fields) return 'already_refused';
    tx.update(orderRef, {
      ...fields,
      events: withEvent(snap, event('unwanted_payment', source, `${payment.id} ${REFUSED[reason]}; refunded in full`)),
    });
    queueMail(tx, settling.unwantedMail(order, reason));
    return 'refused';
  }
  if (order.seatOrderId) return paySeatOrder(tx, snap, order.seatOrderId, payment, source, settling);

  const [course, enrollment, holds] = await Promise.all([
    readCourseSeatsInTransaction(tx, order.courseId),
    readEnrollmentInTransaction(tx, order.enrollmentId),
    readSeatHoldsInTransaction(tx, order.courseId),
  ]);
  const legacy = countedAtHold(snap);
  const others = activeHolds(holds, settling.now, orderId);
  const holding = (holds[orderId]?.until ?? 0) > settling.now;
  const paid = Number(course.get('currentStudents') ?? 0);
  const max = Number(course.get('maxStudents') ?? 50);
  const seat = legacy || (paid < max && (holding || paid + Object.keys(others).length < max));
  const couponUse = settling.coupon?.available ?? true;
  const ownEnrollment = enrollment.exists && enrollment.get('paymentId') === orderId;
  if (orderId in holds) await writeSeatHoldsInTransaction(tx, order.courseId, others);

  if (!seat || !couponUse) {
    const reason: UnwantedPaymentReason = seat ? 'coupon_used_up' : 'course_full';
    tx.update(orderRef, refusedPaymentFields(snap, payment, reason, source));
    dropPendingEnrollmentInTransaction(tx, enrollment, orderId);
    settling.coupon?.release();
    queueMail(tx, settling.unwantedMail(order, reason));
    return 'refused';
  }

  tx.update(orderRef, paidFields(snap, payment, source));
  if (ownEnrollment) {
    if (legacy) tx.update(enrollment.ref, { status: 'active' });
    else await activateEnrollmentInTransaction(tx, enrollment, course);
  }
  settling.coupon?.redeem();
  return 'settled';
}

/** An order that took a payment it cannot keep: failed, with the payment recorded to be refunded in full. */
function refusedPaymentFields(
  snap: DocumentSnapshot,
  payment: { id: string; paidAt: Date; amountPaise: number },
  reason: UnwantedPaymentReason,
  source: string,
) {
  return {
    ...unwantedFields(snap, payment, reason),
    status: 'failed',
    failureReason: `The payment ${REFUSED[reason]}`,
    settledAt: payment.paidAt,
    events: withEvent(snap, event('unwanted_payment', source, `${payment.id} ${REFUSED[reason]}; refunded in full`)),
  };
}

/** An order its payment settles, to be fulfilled (invoice, receipt) after the transaction. */
function paidFields(snap: DocumentSnapshot, payment: { id: string; paidAt: Date }, source: string) {
  return {
    status: 'succeeded',
    gatewayPaymentId: payment.id,
    reference: payment.id,
    paidAt: payment.paidAt,
    settledAt: payment.paidAt,
    fulfilled: false,
    events: withEvent(snap, event('paid', source, payment.id)),
  };
}

/**
 * A pending seat order's payment: the group's seats join its pool with the order paid, in this
 * transaction; a seat order that expired meanwhile takes no payment (refunded, as a late one).
 */
async function paySeatOrder(
  tx: Transaction,
  snap: DocumentSnapshot,
  seatOrderId: string,
  payment: { id: string; paidAt: Date; amountPaise: number },
  source: string,
  settling: PaymentSettling,
): Promise<PaidOutcome> {
  const order = orderFromSnapshot(snap) as StoredOrder;
  if (!(await paySeatOrderInTransaction(tx, seatOrderId, payment))) {
    tx.update(snap.ref, refusedPaymentFields(snap, payment, 'late', source));
    queueMail(tx, settling.unwantedMail(order, 'late'));
    return 'refused';
  }
  tx.update(snap.ref, paidFields(snap, payment, source));
  return 'settled';
}

/** A payment attempt failed: the order stays open for another attempt until its hold expires. */
export async function notePaymentFailed(tx: Transaction, orderId: string, source: string, detail: string): Promise<boolean> {
  const orderRef = orders().doc(orderId);
  const order = await tx.get(orderRef);
  if (!order.exists) return false;
  tx.update(orderRef, { events: withEvent(order, event('payment_failed', source, detail)) });
  return true;
}

/**
 * The invoice exists: the receipt is queued with the order's `fulfilled` flag in one transaction,
 * so however many deliveries or reconciliations finish the order, one receipt is sent.
 */
export async function fulfilOrder(
  orderId: string,
  invoice: { invoiceId: string; number: string } | null,
  receipt: OutboxMail | null,
): Promise<boolean> {
  const db = getDb();
  return db.runTransaction(async (tx) => {
    const order = await tx.get(orders().doc(orderId));
    if (order.get('fulfilled') !== false) return false;
    tx.update(order.ref, { fulfilled: true, invoiceId: invoice?.invoiceId ?? null, invoiceNumber: invoice?.number ?? null });
    if (receipt) queueMail(tx, receipt);
    return true;
  });
}

/** A person's orders, as stored. */
export function findOrderDocumentsOf(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(orders(), 'userId', uid);
}

/** Orders stay as tax records without the person: the tax invoice itself keeps the buyer Rule 46 requires. */
export function anonymiseOrdersInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const order of found)
    tx.update(
      orders().doc(order.id),
      order.buyer ? { userId: CLOSED_ACCOUNT, 'buyer.name': '', 'buyer.email': '' } : { userId: CLOSED_ACCOUNT },
    );
}
