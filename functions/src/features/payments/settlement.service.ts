import { refundProcessedMail } from '../mail/mail-templates';

import { creditNoteFor } from './invoicing';
import {
  applyOnce,
  attachCreditNote,
  findOrder,
  markOrderPaid,
  markRefundFailed,
  markRefundProcessed,
  noteEvent,
  type StoredOrder,
} from './orders.repository';
import { buyerGreeting, finishPaidOrder } from './orders.service';
import { GatewayError, refundPayment } from './razorpay-gateway';

/*
 * What a payment or refund outcome does to an order, whoever learnt of it: a webhook (keyed by its
 * event id) or reconciliation (keyed by what it settled). Each change is applied at most once.
 */

/**
 * A captured payment of the order: it is paid and the enrolment opens, then the invoice and the
 * receipt follow. A payment the order can no longer take (a second one, or one after its seat was
 * released) is refunded at once, so nobody pays without a seat.
 */
export async function settlePayment(
  order: StoredOrder,
  payment: { id: string; paidAt: Date },
  key: string,
  source: string,
): Promise<void> {
  const applied = await applyOnce(key, async (tx) => ({
    result: await markOrderPaid(tx, order.uid, payment, source),
    record: true,
  }));
  if (applied.duplicate) {
    await finishPaidOrder(order.uid);
    return;
  }
  if (applied.result === 'settled' || applied.result === 'already_paid') {
    await finishPaidOrder(order.uid);
    return;
  }
  await refundUnwanted(order, payment.id);
}

async function refundUnwanted(order: StoredOrder, paymentId: string): Promise<void> {
  const detail =
    order.status === 'failed'
      ? `Payment ${paymentId} arrived after the seat hold expired; refunded in full`
      : `Second payment ${paymentId} for an order already paid; refunded in full`;
  try {
    await refundPayment(paymentId, {
      amountPaise: order.amountPaise,
      receipt: `${order.uid}-late`,
      notes: { orderId: order.uid, reason: detail },
    });
  } catch (error) {
    // Razorpay refuses a second full refund of one payment; anything else is retried with the event.
    if (!(error instanceof GatewayError) || error.statusCode !== 400) throw error;
  }
  await noteEvent(order.uid, 'late_payment_refunded', 'system', detail);
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
  const name = await buyerGreeting(order);
  await applyOnce(key, async (tx) => ({
    result: await markRefundProcessed(tx, order.uid, refund, source, (current) =>
      refundProcessedMail(current.buyer.email, name, {
        courseTitle: current.courseTitle,
        amount: refund.amountPaise / 100,
        refundReference: refund.id,
        refundedAt: refund.processedAt,
      }),
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
