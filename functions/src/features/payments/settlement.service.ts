import { redeemCouponUse } from '../coupons/coupons.service';
import { paymentReturnedMail, refundProcessedMail } from '../mail/mail-templates';

import { creditNoteFor } from './invoicing';
import { applyOnce, findOrder, markOrderPaid, type PaidOutcome, type StoredOrder } from './orders.repository';
import { buyerAddress, finishPaidOrder } from './orders.service';
import { creditSeatRefunds } from '../groups/seat-invoicing.service';
import { seatRefundOutcomeAudit } from '../groups/seat-refund-audit.service';

import { attachCreditNote, markSeatRefundOutcome, markRefundFailed, markRefundProcessed, markUnwantedRefundSettled } from './refunds.repository';
import { refundUnwantedPayments } from './unwanted-refunds.service';

/*
 * What a payment or refund outcome does to an order, whoever learnt of it: a webhook (keyed by its
 * event id) or reconciliation (keyed by what it settled). Each change is applied at most once.
 */

/**
 * Records a payment of the order in one transaction keyed by `key`: the seat and the coupon's
 * use are counted now, or the payment is recorded as one the order cannot take (decision 0065).
 * Answers what happened, or `duplicate` when `key` was applied before.
 */
export async function recordPayment(
  order: StoredOrder,
  payment: { id: string; paidAt: Date },
  key: string,
  source: string,
): Promise<PaidOutcome | 'duplicate'> {
  const { name, language } = await buyerAddress(order);
  const applied = await applyOnce(key, async (tx) => {
    const coupon = order.couponId ? await redeemCouponUse(tx, order.couponId, order.uid) : null;
    const result = await markOrderPaid(tx, order.uid, { ...payment, amountPaise: order.amountPaise }, source, {
      coupon,
      now: Date.now(),
      unwantedMail: (current, reason) =>
        paymentReturnedMail(current.buyer.email, name, {
          courseTitle: current.courseTitle,
          amount: current.amountPaise / 100,
          paymentReference: payment.id,
          reason,
          enrolled: reason === 'second' && current.status === 'succeeded',
        }, language),
    });
    return { result, record: true };
  });
  return applied.duplicate ? 'duplicate' : applied.result;
}

/**
 * A captured payment of the order: it is paid and the enrolment opens, then the invoice and the
 * receipt follow. A payment the order cannot take (late, a second one, no seat or coupon use left)
 * is recorded on the order and refunded: asked of Razorpay now, and by reconciliation until
 * Razorpay has it, so nobody pays without a seat.
 */
export async function settlePayment(
  order: StoredOrder,
  payment: { id: string; paidAt: Date },
  key: string,
  source: string,
): Promise<void> {
  const outcome = await recordPayment(order, payment, key, source);
  // Only the event that recorded it asks at once; other events of the same payment leave it to reconciliation.
  if (outcome === 'refused') await refundUnwantedPayments(order.uid);
  else if (outcome !== 'already_refused') await finishPaidOrder(order.uid);
}

/**
 * The refund went through: access ends, the seat returns, a certificate is revoked, the buyer is
 * told (one transaction), then the credit note is issued.
 */
export async function settleRefund(
  order: StoredOrder,
  refund: { id: string; amountPaise: number; processedAt: Date },
  key: string,
  source: string,
): Promise<void> {
  const { name, language } = await buyerAddress(order);
  await applyOnce(key, async (tx) => ({
    result: await markRefundProcessed(tx, order.uid, refund, source, (current) =>
      refundProcessedMail(current.buyer.email, name, {
        courseTitle: current.courseTitle,
        amount: refund.amountPaise / 100,
        refundReference: refund.id,
        refundedAt: refund.processedAt,
      }, language),
    ),
    record: true,
  }));
  await issueCreditNote(order.uid);
}

/** The credit note of a processed refund (idempotent on the refund id); reconciliation retries it. */
export async function issueCreditNote(orderId: string): Promise<void> {
  const order = await findOrder(orderId);
  if (!order || order.refund?.status !== 'processed' || order.refund.creditNoteId || !order.refund.gatewayRefundId) return;
  const note = await creditNoteFor(order, {
    refundId: order.refund.gatewayRefundId,
    amountPaise: order.refund.amountPaise,
    reason: order.refund.reason,
    refundedAt: order.refund.processedAt ? new Date(order.refund.processedAt) : new Date(),
  });
  if (note) await attachCreditNote(orderId, note);
}

export async function failRefund(order: StoredOrder, refundId: string, reason: string, key: string, source: string) {
  await applyOnce(key, async (tx) => ({ result: await markRefundFailed(tx, order.uid, refundId, reason, source), record: true }));
}

/**
 * Razorpay's outcome of the refund of a payment the order could not take. Nothing was invoiced for
 * that payment, so no credit note follows; the buyer was told when it was decided.
 */
export async function settleUnwantedRefund(
  order: StoredOrder,
  paymentId: string,
  refund: { id: string; outcome: 'processed' | 'failed'; at: Date; reason: string | null },
  key: string,
  source: string,
): Promise<void> {
  await applyOnce(key, async (tx) => ({
    result: await markUnwantedRefundSettled(tx, order.uid, paymentId, refund, source),
    record: true,
  }));
}

/**
 * Razorpay's outcome of the refund of a group's unused seats (keyed by the webhook's event id): a
 * processed one gets its credit note for the seats returned; a failed one gives the seats back.
 * The audit log records the outcome with it.
 */
export async function settleSeatRefund(
  order: StoredOrder,
  refund: { id: string; seatRefundId: string | null; outcome: 'processed' | 'failed'; at: Date },
  key: string,
  source: string,
): Promise<void> {
  const audit = await seatRefundOutcomeAudit(order.seatOrderId as string, source);
  await applyOnce(key, async (tx) => ({ result: await markSeatRefundOutcome(tx, order, refund, source, audit), record: true }));
  if (refund.outcome === 'processed') await creditSeatRefunds(order.seatOrderId as string);
}
