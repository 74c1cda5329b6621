import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { UnwantedRefundStatus } from '../../contract';
import { getDb } from '../../lib/firebase';
import { markRevokedInTransaction } from '../credentials/credentials.repository';
import { findCertificateInTransaction, updateCertificateInTransaction } from '../certificates/certificates.repository';
import { endEnrollmentInTransaction, readEnrollmentInTransaction } from '../enrollments/enrollments.repository';
import { readCourseSeatsInTransaction } from '../courses/courses.repository';
import { readReviewInTransaction, withdrawReviewInTransaction } from '../course-reviews/course-reviews.repository';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';
import {
  failSeatRefundInTransaction,
  markSeatRefundProcessedInTransaction,
  type SeatRefundOutcomeStep,
} from '../groups/seats.repository';

import { event, orderFromSnapshot, orders, withEvent, withItem, type StoredOrder, type StoredRefund } from './orders.repository';

/*
 * Refunds of orders: the buyer's or an admin's refund of a paid order (one per order, claimed
 * before Razorpay is asked), and the refunds of payments an order could not take.
 */

/** Refunds asked of Razorpay whose outcome we have not heard. */
export async function listPendingRefunds(limit: number): Promise<StoredOrder[]> {
  const snap = await orders().where('refundStatus', '==', 'pending').limit(limit).get();
  return snap.docs.map((doc) => orderFromSnapshot(doc) as StoredOrder);
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
  alsoInTransaction?: (tx: Transaction, order: StoredOrder) => void,
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
    alsoInTransaction?.(tx, order);
    return order;
  });
}

export async function attachGatewayRefund(orderId: string, gatewayRefundId: string): Promise<void> {
  await getDb().runTransaction(async (tx) => {
    const snap = await tx.get(orders().doc(orderId));
    tx.update(snap.ref, {
      'refund.gatewayRefundId': gatewayRefundId,
      refundIds: withItem(snap, 'refundIds', gatewayRefundId),
    });
  });
}

/** Razorpay took the refund of part of a group's seat payment: the webhook finds the order by its id. */
export async function attachSeatRefund(orderId: string, gatewayRefundId: string, detail: string): Promise<void> {
  await getDb().runTransaction(async (tx) => {
    const snap = await tx.get(orders().doc(orderId));
    tx.update(snap.ref, {
      refundIds: withItem(snap, 'refundIds', gatewayRefundId),
      events: withEvent(snap, event('refund_requested', 'system', detail)),
    });
  });
}

/**
 * Razorpay's outcome of a seat refund, inside the webhook's transaction: the seat order's refund is
 * processed, or (failed) its seats go back to the group's pool; the payment's story records it,
 * and `also` writes with it (its audit entry).
 */
export async function markSeatRefundOutcome(
  tx: Transaction,
  order: StoredOrder,
  refund: { id: string; seatRefundId: string | null; outcome: 'processed' | 'failed'; at: Date },
  source: string,
  also: SeatRefundOutcomeStep,
): Promise<boolean> {
  const snap = await tx.get(orders().doc(order.uid));
  const seatOrderId = order.seatOrderId as string;
  const changed =
    refund.outcome === 'processed'
      ? await markSeatRefundProcessedInTransaction(
          tx,
          seatOrderId,
          { id: refund.id, seatRefundId: refund.seatRefundId, processedAt: refund.at },
          also,
        )
      : await failSeatRefundInTransaction(tx, seatOrderId, { id: refund.id, seatRefundId: refund.seatRefundId }, also);
  if (changed)
    tx.update(snap.ref, { events: withEvent(snap, event(refund.outcome === 'processed' ? 'refund_processed' : 'refund_failed', source, `seat refund ${refund.id}`)) });
  return changed;
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
  // The refunded learner's review of the course goes with the enrolment it was written from.
  const review = ownEnrollment ? await readReviewInTransaction(tx, order.userId, order.courseId) : null;

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
  if (review) withdrawReviewInTransaction(tx, review, course);
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

type UnwantedRecord = Record<string, any>;

/** Still owed while any unwanted payment's refund is not yet taken by Razorpay, or not yet processed. */
const owes = (records: Record<string, UnwantedRecord>) =>
  Object.values(records).some((record) => record.refund?.status === 'due' || record.refund?.status === 'pending');

/**
 * Changes one unwanted payment's refund in its own transaction (or the caller's): `change` gets
 * the stored record and answers the new refund fields and the event to add, or null to leave it.
 */
async function changeUnwanted(
  tx: Transaction,
  orderId: string,
  paymentId: string,
  change: (
    record: UnwantedRecord,
    snap: DocumentSnapshot,
  ) => { refund: Record<string, unknown>; event?: ReturnType<typeof event>; refundId?: string } | null,
): Promise<boolean> {
  const snap = await tx.get(orders().doc(orderId));
  const records = { ...((snap.get('unwantedPayments') ?? {}) as Record<string, UnwantedRecord>) };
  const record = records[paymentId];
  if (!record) return false;
  const changed = change(record, snap);
  if (!changed) return false;
  records[paymentId] = { ...record, refund: { ...record.refund, ...changed.refund } };
  tx.update(snap.ref, {
    unwantedPayments: records,
    refundsOwed: owes(records),
    ...(changed.refundId ? { refundIds: withItem(snap, 'refundIds', changed.refundId) } : {}),
    ...(changed.event ? { events: withEvent(snap, changed.event) } : {}),
  });
  return true;
}

const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => getDb().runTransaction(work);

/** Where a refund Razorpay reports stands for us: taken (`pending`), or already settled. */
const statusOf = (status: 'pending' | 'processed' | 'failed'): UnwantedRefundStatus =>
  status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending';

/**
 * Razorpay has the refund of an unwanted payment (our call was answered, or an earlier call that
 * timed out is found at Razorpay): it is `pending` until Razorpay processes it. `called` counts
 * this as one of the calls made.
 */
export function recordUnwantedRefundTaken(
  orderId: string,
  paymentId: string,
  refund: { id: string; status: 'pending' | 'processed' | 'failed' },
  called: boolean,
): Promise<boolean> {
  return inTransaction((tx) =>
    changeUnwanted(tx, orderId, paymentId, (record) => {
      if (record.refund.status !== 'due') return null;
      return {
        refund: {
          status: statusOf(refund.status),
          refundId: refund.id,
          attempts: Number(record.refund.attempts ?? 0) + (called ? 1 : 0),
          lastError: null,
          lastAttemptAt: called ? new Date() : (record.refund.lastAttemptAt ?? null),
        },
        refundId: refund.id,
        event: event('unwanted_refund_requested', 'system', `${paymentId}: refund ${refund.id}`),
      };
    }),
  );
}

/** A call to Razorpay's Refunds API for an unwanted payment failed: it stays `due`, with what Razorpay answered. */
export function recordUnwantedRefundCallFailed(orderId: string, paymentId: string, error: string): Promise<boolean> {
  return inTransaction((tx) =>
    changeUnwanted(tx, orderId, paymentId, (record) =>
      record.refund.status !== 'due'
        ? null
        : {
            refund: {
              attempts: Number(record.refund.attempts ?? 0) + 1,
              lastError: error.slice(0, 500),
              lastAttemptAt: new Date(),
            },
          },
    ),
  );
}

/**
 * Razorpay processed (or failed) the refund of an unwanted payment, inside the caller's
 * transaction (the webhook's, keyed by its event id). A processed refund is final.
 */
export function markUnwantedRefundSettled(
  tx: Transaction,
  orderId: string,
  paymentId: string,
  refund: { id: string; outcome: 'processed' | 'failed'; at: Date; reason: string | null },
  source: string,
): Promise<boolean> {
  return changeUnwanted(tx, orderId, paymentId, (record) => {
    if (record.refund.status === 'processed' || record.refund.status === refund.outcome) return null;
    const processed = refund.outcome === 'processed';
    return {
      refund: {
        status: refund.outcome,
        refundId: refund.id,
        processedAt: processed ? refund.at : null,
        failureReason: processed ? null : (refund.reason ?? 'Razorpay could not process the refund'),
      },
      refundId: refund.id,
      event: event(
        processed ? 'unwanted_refund_processed' : 'unwanted_refund_failed',
        source,
        processed
          ? `${paymentId}: refund ${refund.id}`
          : `${paymentId}: ${refund.reason ?? 'Razorpay could not process the refund'}`,
      ),
    };
  });
}

/**
 * An admin asks again for a refund Razorpay failed: it is `due` again, and asked for at once.
 * `alsoInTransaction` gets the refund as it stood and makes the writes that must land with it (its audit entry).
 */
export function reopenUnwantedRefund(
  orderId: string,
  paymentId: string,
  adminUid: string,
  alsoInTransaction?: (tx: Transaction, refund: UnwantedRecord['refund']) => void,
): Promise<boolean> {
  return inTransaction(async (tx) => {
    let reopened: UnwantedRecord | null = null;
    const changed = await changeUnwanted(tx, orderId, paymentId, (record) => {
      if (record.refund.status !== 'failed') return null;
      reopened = record;
      return {
        refund: { status: 'due', refundId: null, attempts: 0, lastError: null, failureReason: null },
        event: event('refund_requested', adminUid, `Refund of ${paymentId} asked for again`),
      };
    });
    if (changed && reopened) alsoInTransaction?.(tx, (reopened as UnwantedRecord).refund);
    return changed;
  });
}
