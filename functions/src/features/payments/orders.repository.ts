import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { GstStateCode, OrderEvent, OrderStatus, RefundStatus } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { markRevokedInTransaction } from '../credentials/credentials.repository';
import { findCertificateInTransaction, updateCertificateInTransaction } from '../certificates/certificates.repository';
import {
  activateEnrollmentInTransaction,
  endEnrollmentInTransaction,
  readCourseSeatsInTransaction,
  readEnrollmentInTransaction,
} from '../enrollments/enrollments.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

/** Orders live in `payments/{orderId}`: one attempt to buy one course, whatever pays it. */
const orders = () => getDb().collection('payments');
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

export interface Buyer {
  name: string;
  email: string;
  stateCode: GstStateCode | null;
  gstin: string | null;
  businessName: string | null;
}

export interface StoredOrder {
  uid: string;
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
  events: OrderEvent[];
}

const paise = (d: Record<string, any>, field: string, rupees: string) =>
  Number(d[field] ?? Math.round(Number(d[rupees] ?? 0) * 100));

export function orderFromSnapshot(snap: DocumentSnapshot): StoredOrder | null {
  const d = snap.data();
  if (!d) return null;
  const refund = d.refund ?? null;
  return {
    uid: snap.id,
    userId: d.userId,
    courseId: d.courseId,
    courseTitle: d.courseTitle ?? '',
    enrollmentId: d.enrollmentId,
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
    },
    razorpayOrderId: d.razorpayOrderId ?? null,
    gatewayPaymentId: d.gatewayPaymentId ?? null,
    createdAt: toIso(d.createdAt),
    expiresAt: toIso(d.expiresAt),
    paidAt: toIso(d.paidAt ?? (d.status === 'succeeded' ? d.settledAt : null)),
    fulfilled: d.fulfilled !== false,
    invoiceId: d.invoiceId ?? null,
    invoiceNumber: d.invoiceNumber ?? null,
    refund: refund && {
      ...refund,
      requestedAt: toIso(refund.requestedAt),
      processedAt: toIso(refund.processedAt),
    },
    events: (d.events ?? []).map((event: any) => ({ ...event, at: toIso(event.at) ?? '' })),
  };
}

export async function findOrder(orderId: string): Promise<StoredOrder | null> {
  if (!isDocumentId(orderId)) return null;
  return orderFromSnapshot(await orders().doc(orderId).get());
}

async function findOneBy(field: string, value: string): Promise<StoredOrder | null> {
  const snap = await orders().where(field, '==', value).limit(1).get();
  return snap.empty ? null : orderFromSnapshot(snap.docs[0]);
}

export const findOrderByRazorpayOrderId = (razorpayOrderId: string) => findOneBy('razorpayOrderId', razorpayOrderId);
export const findOrderByPaymentId = (paymentId: string) => findOneBy('gatewayPaymentId', paymentId);

/** A learner's orders, newest first (a handful each). */
export async function listUserOrders(userId: string): Promise<StoredOrder[]> {
  const snap = await orders().where('userId', '==', userId).limit(200).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder).sort(byNewest);
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

/** Refunds asked of Razorpay whose outcome we have not heard. */
export async function listPendingRefunds(limit: number): Promise<StoredOrder[]> {
  const snap = await orders().where('refundStatus', '==', 'pending').limit(limit).get();
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

const event = (type: OrderEvent['type'], source: string, detail: string | null = null) => ({
  type,
  at: new Date(),
  source,
  detail,
});
const withEvent = (snap: DocumentSnapshot, next: ReturnType<typeof event>) => [...(snap.get('events') ?? []), next];

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

/**
 * An order was not paid (a refused charge, or a held seat that expired): the order stays as
 * `failed` with the reason, the pending enrolment goes and its seat returns. Only a `pending` order
 * is released, so a replay, or a payment that settled meanwhile, changes nothing. Returns whether
 * this call released it.
 */
export async function releaseSeat(orderId: string, reason: string, source = 'system'): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  const orderRef = orders().doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = await tx.get(orderRef);
    if (!order.exists || order.get('status') !== 'pending') return false;
    const [course, enrollment] = await Promise.all([
      readCourseSeatsInTransaction(tx, order.get('courseId')),
      readEnrollmentInTransaction(tx, order.get('enrollmentId')),
    ]);
    tx.update(orderRef, {
      status: 'failed',
      failureReason: reason,
      settledAt: FieldValue.serverTimestamp(),
      events: [...(order.get('events') ?? []), { type: 'expired', at: new Date(), source, detail: reason }],
    });
    if (enrollment.exists && enrollment.get('paymentId') === orderId && enrollment.get('status') === 'pending_payment')
      endEnrollmentInTransaction(tx, enrollment, course, FieldValue.increment(-1));
    return true;
  });
}

export type PaidOutcome = 'settled' | 'already_paid' | 'other_payment' | 'not_pending';

/**
 * The order was paid: it becomes `succeeded` with Razorpay's payment id, and its enrolment opens.
 * Once paid, another event for the same payment changes nothing; a second payment on a paid order
 * is reported so it can be refunded; a payment on an order no longer pending (its seat released)
 * likewise.
 */
export async function markOrderPaid(
  tx: Transaction,
  orderId: string,
  payment: { id: string; paidAt: Date },
  source: string,
): Promise<PaidOutcome> {
  const orderRef = orders().doc(orderId);
  const order = await tx.get(orderRef);
  const status = order.get('status');
  if (status !== 'pending') {
    if (order.get('gatewayPaymentId') === payment.id) return 'already_paid';
    return status === 'failed' ? 'not_pending' : 'other_payment';
  }
  const enrollment = await readEnrollmentInTransaction(tx, order.get('enrollmentId'));
  tx.update(orderRef, {
    status: 'succeeded',
    gatewayPaymentId: payment.id,
    reference: payment.id,
    paidAt: payment.paidAt,
    settledAt: payment.paidAt,
    fulfilled: false,
    events: withEvent(order, event('paid', source, payment.id)),
  });
  if (enrollment.exists && enrollment.get('paymentId') === orderId) activateEnrollmentInTransaction(tx, enrollment.id);
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

/** Adds an event to an order's story outside any other change (a late payment refunded). */
export async function noteEvent(orderId: string, type: OrderEvent['type'], source: string, detail: string): Promise<void> {
  const db = getDb();
  await db.runTransaction(async (tx) => {
    const order = await tx.get(orders().doc(orderId));
    if (order.exists) tx.update(order.ref, { events: withEvent(order, event(type, source, detail)) });
  });
}

/**
 * The invoice exists: the receipt is queued with the order's `fulfilled` flag in one transaction,
 * so however many deliveries or reconciliations finish the order, one receipt is sent.
 */
export async function fulfilOrder(
  orderId: string,
  invoice: { invoiceId: string; number: string } | null,
  receipt: OutboxMail,
): Promise<boolean> {
  const db = getDb();
  return db.runTransaction(async (tx) => {
    const order = await tx.get(orders().doc(orderId));
    if (order.get('fulfilled') !== false) return false;
    tx.update(order.ref, { fulfilled: true, invoiceId: invoice?.invoiceId ?? null, invoiceNumber: invoice?.number ?? null });
    queueMail(tx, receipt);
    return true;
  });
}

export class RefundNotAllowedError extends Error {}

/**
 * Claims the order's one refund: `pending` from here on, whoever clicks again. The check and the
 * claim are one transaction, so two clicks (or a learner and an admin at once) refund once.
 */
export async function claimRefund(
  orderId: string,
  refund: Pick<StoredRefund, 'amountPaise' | 'reason' | 'requestedBy' | 'requestedByUid'>,
  allowed: (order: StoredOrder) => string | null,
): Promise<StoredOrder> {
  const db = getDb();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(orders().doc(orderId));
    const order = orderFromSnapshot(snap);
    if (!order) throw new RefundNotAllowedError('Order not found');
    const problem = allowed(order);
    if (problem) throw new RefundNotAllowedError(problem);
    const stored = {
      status: 'pending',
      ...refund,
      requestedAt: new Date(),
      processedAt: null,
      failureReason: null,
      gatewayRefundId: null,
      creditNoteId: null,
      creditNoteNumber: null,
    };
    tx.update(snap.ref, {
      refund: stored,
      refundStatus: 'pending',
      events: withEvent(snap, event('refund_requested', refund.requestedByUid, refund.reason)),
    });
    return order;
  });
}

export async function attachGatewayRefund(orderId: string, gatewayRefundId: string): Promise<void> {
  await orders().doc(orderId).update({ 'refund.gatewayRefundId': gatewayRefundId });
}

/**
 * Razorpay could not take the refund request at all: the claim is given back (with the reason in
 * the story) so it can be asked again.
 */
export async function dropRefundClaim(orderId: string, reason: string): Promise<void> {
  const db = getDb();
  await db.runTransaction(async (tx) => {
    const order = await tx.get(orders().doc(orderId));
    if (order.get('refund.status') !== 'pending' || order.get('refund.gatewayRefundId')) return;
    tx.update(order.ref, {
      refund: null,
      refundStatus: null,
      events: withEvent(order, event('refund_failed', 'razorpay', reason)),
    });
  });
}

export type RefundOutcome = 'processed' | 'already_processed' | 'unknown';

/**
 * The refund was processed: the order is `refunded`, the enrolment ends and its seat returns, and
 * a certificate of it is revoked ('Refunded'), its status-list bit set, all in one transaction.
 */
export async function markRefundProcessed(
  tx: Transaction,
  orderId: string,
  refund: { id: string; amountPaise: number; processedAt: Date },
  source: string,
  mail: (order: StoredOrder) => OutboxMail,
): Promise<RefundOutcome> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const snap = await tx.get(orders().doc(orderId));
  const order = orderFromSnapshot(snap);
  if (!order) return 'unknown';
  if (order.refund?.status === 'processed') return 'already_processed';
  const [course, enrollment] = await Promise.all([
    readCourseSeatsInTransaction(tx, order.courseId),
    readEnrollmentInTransaction(tx, order.enrollmentId),
  ]);
  const ownEnrollment = enrollment.exists && enrollment.get('paymentId') === orderId;
  const certificateId = ownEnrollment ? (enrollment.get('certificateId') as string | null) : null;
  const certificate = certificateId ? await findCertificateInTransaction(tx, certificateId) : null;

  tx.update(snap.ref, {
    status: 'refunded',
    refund: {
      status: 'processed',
      amountPaise: refund.amountPaise,
      reason: order.refund?.reason ?? 'Refunded at Razorpay',
      requestedBy: order.refund?.requestedBy ?? 'admin',
      requestedByUid: snap.get('refund.requestedByUid') ?? 'razorpay',
      requestedAt: snap.get('refund.requestedAt') ?? refund.processedAt,
      processedAt: refund.processedAt,
      failureReason: null,
      gatewayRefundId: refund.id,
      creditNoteId: null,
      creditNoteNumber: null,
    },
    refundStatus: 'processed',
    refundedAt: refund.processedAt,
    creditNotePending: true,
    events: withEvent(snap, event('refund_processed', source, refund.id)),
  });
  if (ownEnrollment) endEnrollmentInTransaction(tx, enrollment, course, FieldValue.increment(-1));
  if (certificate?.status === 'active') {
    if (certificate.statusIndex !== null) markRevokedInTransaction(tx, certificate.statusIndex);
    updateCertificateInTransaction(tx, certificate.hash, {
      status: 'revoked',
      revokedReason: 'Refunded',
      revokedAt: refund.processedAt,
      revokedBy: 'refund',
    });
  }
  queueMail(tx, mail(order));
  return 'processed';
}

export async function markRefundFailed(tx: Transaction, orderId: string, refundId: string, reason: string, source: string) {
  const snap = await tx.get(orders().doc(orderId));
  if (!snap.exists || snap.get('refund.status') === 'processed') return false;
  tx.update(snap.ref, {
    'refund.status': 'failed',
    refundStatus: 'failed',
    'refund.failureReason': reason,
    'refund.gatewayRefundId': refundId,
    events: withEvent(snap, event('refund_failed', source, reason)),
  });
  return true;
}

/** Orders refunded whose credit note is not yet issued (issued after the refund's transaction). */
export async function listCreditNotesPending(limit: number): Promise<StoredOrder[]> {
  const snap = await orders().where('creditNotePending', '==', true).limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
}

export async function attachCreditNote(orderId: string, creditNote: { creditNoteId: string; number: string }): Promise<void> {
  await orders().doc(orderId).update({
    creditNotePending: false,
    'refund.creditNoteId': creditNote.creditNoteId,
    'refund.creditNoteNumber': creditNote.number,
  });
}
