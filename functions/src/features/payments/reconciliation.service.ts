import { logger } from 'firebase-functions/logger';

import {
  attachGatewayRefund,
  listCreditNotesPending,
  listExpiredPendingOrders,
  listPendingRefunds,
  listUnfulfilledOrders,
  type StoredOrder,
} from './orders.repository';
import { finishPaidOrder, releaseUnpaidOrder } from './orders.service';
import { fetchOrderPayments, fetchPaymentRefunds, GatewayError } from './razorpay-gateway';
import { issueCreditNote, settleRefund, settlePayment } from './settlement.service';

const BATCH = 100;

/**
 * An order whose seat hold ran out without a webhook: Razorpay is asked what happened to it. A
 * captured payment of the right amount enrols; an authorised one is left for Razorpay to capture;
 * otherwise the seat and the coupon's use are released. Returns what it did.
 */
export async function settleExpiredOrder(order: StoredOrder): Promise<'paid' | 'released' | 'waiting'> {
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
  const reason = order.razorpayOrderId ? 'Not paid before the seat hold expired' : 'The Razorpay order was never created';
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
 * without their invoice or receipt, follows refunds still pending and issues missing credit notes.
 * One order's failure never stops the others.
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
  for (const order of await listCreditNotesPending(BATCH)) await guard(() => issueCreditNote(order.uid));
  return report;
}
