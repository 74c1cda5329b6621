import { logger } from 'firebase-functions/logger';

import {
  repairSeatRefundRequest,
  seatRefundsAwaitingRazorpay,
  type SeatRefundAwaited,
} from '../groups/seat-refund-requests.service';

import { listExpiredPendingOrders, listOrdersOwingRefunds, listUnfulfilledOrders, type StoredOrder } from './orders.repository';
import { finishPaidOrder, releaseUnpaidOrder } from './orders.service';
import { fetchOrderPayments, fetchPaymentRefunds, GatewayError } from './razorpay-gateway';
import { attachGatewayRefund, listCreditNotesPending, listPendingRefunds } from './refunds.repository';
import { findSeatRefundAtGateway } from './refunds.service';
import { issueCreditNote, settlePayment, settleRefund, settleSeatRefund, settleUnwantedRefund } from './settlement.service';
import { refundUnwantedPayments } from './unwanted-refunds.service';

const BATCH = 100;

/**
 * An unpaid order that is to be settled without a webhook (its hold ran out, or the learner
 * replaced it): Razorpay is asked what happened to it. A captured payment of the right amount is
 * recorded as the webhook would; an authorised one is left for Razorpay to capture; otherwise the
 * order is released with its hold and the coupon's use. Returns what it did.
 */
export async function settleExpiredOrder(
  order: StoredOrder,
  reason = order.razorpayOrderId ? 'Not paid before the seat hold expired' : 'The Razorpay order was never created',
): Promise<'paid' | 'released' | 'waiting'> {
  const payments = order.razorpayOrderId ? await fetchOrderPayments(order.razorpayOrderId) : [];
  const captured = payments.find((payment) => payment.status === 'captured' && payment.amount === order.amountPaise);
  if (captured) {
    const paidAt = captured.created_at ? new Date(captured.created_at * 1000) : new Date();
    await settlePayment(order, { id: captured.id, paidAt }, `reconciliation:${order.uid}`, 'reconciliation');
    // Razorpay took the money but its webhook never settled the order: the webhook may be failing or
    // disabled (ops/monitoring's `payments_paid_without_webhook` alert counts this event).
    logger.warn(`Reconciliation enrolled order ${order.uid}: paid at Razorpay, but no webhook settled it`, {
      event: 'payments.paid_without_webhook',
      orderId: order.uid,
      razorpayOrderId: order.razorpayOrderId,
      paymentId: captured.id,
    });
    return 'paid';
  }
  if (payments.some((payment) => payment.status === 'authorized')) return 'waiting';
  await releaseUnpaidOrder(order, reason, 'reconciliation');
  return 'released';
}

/** A refund we asked for whose outcome never reached us (or whose request died half-way). */
async function followRefund(order: StoredOrder): Promise<void> {
  if (!order.gatewayPaymentId || !order.refund) return;
  const refunds = await fetchPaymentRefunds(order.gatewayPaymentId);
  const ours = refunds.find((refund) => refund.id === order.refund?.gatewayRefundId) ?? refunds[0];
  if (!ours) return;
  if (!order.refund.gatewayRefundId) await attachGatewayRefund(order.uid, ours.id);
  if (ours.status === 'processed')
    await settleRefund(
      order,
      { id: ours.id, amountPaise: ours.amount, processedAt: new Date() },
      `reconciliation:refund:${ours.id}`,
      'reconciliation',
    );
}

/**
 * The refunds of payments an order could not take: those Razorpay does not have yet are asked for
 * again; those it has, whose outcome never reached us, are looked up.
 */
async function followUnwantedRefunds(order: StoredOrder): Promise<void> {
  await refundUnwantedPayments(order.uid);
  for (const payment of order.unwantedPayments) {
    const { refundId, status } = payment.refund;
    if (status !== 'pending' || !refundId) continue;
    const found = (await fetchPaymentRefunds(payment.paymentId)).find((refund) => refund.id === refundId);
    if (found?.status !== 'processed' && found?.status !== 'failed') continue;
    await settleUnwantedRefund(
      order,
      payment.paymentId,
      {
        id: found.id,
        outcome: found.status,
        at: new Date(),
        reason: found.status === 'failed' ? 'Razorpay could not process the refund' : null,
      },
      `reconciliation:refund:${found.id}`,
      'reconciliation',
    );
  }
}

/**
 * A group's seat refund whose outcome never reached us: asked of Razorpay first if Razorpay never
 * had it (the process died between recording the return and asking), then looked up, and a
 * processed or failed outcome applied exactly as its webhook would (credit note; seats back), once.
 */
async function followSeatRefund(awaited: SeatRefundAwaited): Promise<void> {
  if (!awaited.gatewayRefundId && (await repairSeatRefundRequest(awaited.seatOrderId, awaited.refundId))?.outcome === 'refused')
    return;
  const found = await findSeatRefundAtGateway(awaited.paymentOrderId, {
    seatRefundId: awaited.refundId,
    gatewayRefundId: awaited.gatewayRefundId,
  });
  if (found?.refund.status !== 'processed' && found?.refund.status !== 'failed') return;
  await settleSeatRefund(
    found.order,
    { id: found.refund.id, seatRefundId: awaited.refundId, outcome: found.refund.status, at: new Date() },
    `reconciliation:refund:${found.refund.id}`,
    'reconciliation',
  );
}

export interface ReconciliationReport {
  paid: number;
  released: number;
  waiting: number;
  finished: number;
  refunds: number;
  errors: number;
}

/**
 * The scheduled repair: settles every order left unsettled past its expiry, finishes paid orders
 * without their invoice or receipt, follows refunds still pending (asking Razorpay again for those
 * of payments an order could not take, until it has them, and for groups' seat refunds it never
 * had) and issues missing credit notes. One
 * order's failure never stops the others.
 */
export async function reconcilePayments(now = new Date()): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { paid: 0, released: 0, waiting: 0, finished: 0, refunds: 0, errors: 0 };
  const guard = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.errors++;
      if (error instanceof GatewayError)
        logger.warn(`Reconciliation: Razorpay: ${error.message}`, { event: 'payments.reconciliation_gateway_error' });
      else logger.error(error instanceof Error ? error : new Error(String(error)), { event: 'payments.reconciliation_error' });
    }
  };
  for (const order of await listExpiredPendingOrders(now, BATCH))
    await guard(async () => {
      report[await settleExpiredOrder(order)]++;
    });
  for (const order of await listUnfulfilledOrders(BATCH))
    await guard(async () => {
      await finishPaidOrder(order.uid);
      report.finished++;
    });
  for (const order of await listPendingRefunds(BATCH))
    await guard(async () => {
      await followRefund(order);
      report.refunds++;
    });
  for (const order of await listOrdersOwingRefunds(BATCH))
    await guard(async () => {
      await followUnwantedRefunds(order);
      report.refunds++;
    });
  for (const awaited of await seatRefundsAwaitingRazorpay(BATCH))
    await guard(async () => {
      await followSeatRefund(awaited);
      report.refunds++;
    });
  for (const order of await listCreditNotesPending(BATCH)) await guard(() => issueCreditNote(order.uid));
  return report;
}
