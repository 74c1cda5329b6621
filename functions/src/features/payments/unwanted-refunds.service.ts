import { logger } from 'firebase-functions/logger';

import { findOrder, type StoredOrder, type StoredUnwantedPayment } from './orders.repository';
import { fetchPaymentRefunds, GatewayError, refundPayment, type GatewayRefund } from './razorpay-gateway';
import { recordUnwantedRefundCallFailed, recordUnwantedRefundTaken } from './refunds.repository';

/*
 * The refund of a payment an order could not take (decision 0066) is `due` until Razorpay has
 * the request: asked at once by whoever recorded the payment, then by reconciliation every ten
 * minutes, however often Razorpay's API fails meanwhile.
 */

/** After this many failed calls the order asks for an admin's eye (its admin view says why). */
export const ATTENTION_AFTER_ATTEMPTS = 2;

/** A refund of the payment Razorpay already has (an earlier call may have reached it before failing on the way back). */
async function refundAtRazorpay(paymentId: string): Promise<GatewayRefund | null> {
  return (await fetchPaymentRefunds(paymentId)).find((refund) => refund.status !== 'failed') ?? null;
}

async function askForRefund(order: StoredOrder, payment: StoredUnwantedPayment): Promise<void> {
  try {
    const earlier = payment.refund.attempts > 0 ? await refundAtRazorpay(payment.paymentId) : null;
    if (earlier) {
      await recordUnwantedRefundTaken(order.uid, payment.paymentId, earlier, false);
      return;
    }
    const created = await refundPayment(payment.paymentId, {
      amountPaise: payment.amountPaise,
      receipt: `${order.uid}-extra`,
      notes: { orderId: order.uid, reason: `Payment the order could not take (${payment.reason}); refunded in full` },
    });
    await recordUnwantedRefundTaken(order.uid, payment.paymentId, created, true);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Razorpay refuses a second full refund of one payment: the first one is the refund.
    const existing = error.statusCode === 400 ? await refundAtRazorpay(payment.paymentId).catch(() => null) : null;
    if (existing) await recordUnwantedRefundTaken(order.uid, payment.paymentId, existing, true);
    else {
      logger.warn(`Refund of ${payment.paymentId} (order ${order.uid}) not taken by Razorpay: ${error.message}`, {
        event: 'payments.refund_not_taken',
        orderId: order.uid,
        paymentId: payment.paymentId,
      });
      await recordUnwantedRefundCallFailed(order.uid, payment.paymentId, error.message);
    }
  }
}

/** Asks Razorpay for every refund the order still owes that Razorpay does not have yet. */
export async function refundUnwantedPayments(orderId: string): Promise<void> {
  const order = await findOrder(orderId);
  if (!order) return;
  for (const payment of order.unwantedPayments) if (payment.refund.status === 'due') await askForRefund(order, payment);
}

/** What an admin should look at in an order's refunds of unwanted payments, or null. */
export function refundAttention(order: StoredOrder): string | null {
  for (const payment of order.unwantedPayments) {
    const { refund } = payment;
    if (refund.status === 'due' && refund.attempts >= ATTENTION_AFTER_ATTEMPTS)
      return `Razorpay has not taken the refund of payment ${payment.paymentId} after ${refund.attempts} attempts (last answer: ${refund.lastError ?? 'none'}). Reconciliation keeps asking every 10 minutes.`;
    if (refund.status === 'failed')
      return `Razorpay could not refund payment ${payment.paymentId}: ${refund.failureReason ?? 'no reason given'}. Ask for it again, or refund the buyer another way.`;
  }
  return null;
}
