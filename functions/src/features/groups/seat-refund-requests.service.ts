import { logger } from 'firebase-functions/logger';

import {
  SeatRefundRefusedByGatewayError,
  SeatRefundUnansweredError,
  refundSeatPayment,
} from '../payments/refunds.service';

import { seatRefundOutcomeAudit } from './seat-refund-audit.service';
import {
  attachSeatGatewayRefund,
  claimSeatRefundRequest,
  listSeatOrdersOwingRefunds,
  undoSeatReturn,
  type StoredSeatOrder,
  type StoredSeatRefund,
} from './seats.repository';

/*
 * Asking Razorpay for the money of seats returned (decision 0076): once the return is recorded,
 * right after it, and again by a retried request or by payments' reconciliation when the process
 * died before Razorpay had it (or Razorpay did not answer). Whoever asks holds a lease on the
 * refund first, and a repair looks at Razorpay's refunds of the payment for one carrying the
 * refund's id before asking, so Razorpay is asked for each return at most once.
 */

/** How long a process that began asking Razorpay is left to finish before another may repair it. */
export const SEAT_REFUND_ASK_LEASE_MS = 30_000;

export type SeatRefundAsk = 'taken' | 'refused' | 'unanswered';

/**
 * Asks Razorpay for a pending seat refund (`repair`: looking first for one it already has). Taken:
 * Razorpay's refund id is on the order. Refused (Razorpay answered 4xx, so nothing was refunded):
 * the seats are back in the pool and the refund dropped, with an audit entry. Unanswered: it stays
 * pending for the next repair.
 */
export async function askRazorpayForSeatRefund(
  order: StoredSeatOrder,
  refund: StoredSeatRefund,
  repair: boolean,
): Promise<{ outcome: SeatRefundAsk; reason: string | null }> {
  try {
    const gatewayRefundId = await refundSeatPayment(
      order.paymentOrderId as string,
      {
        seatOrderId: order.id,
        seatRefundId: refund.id,
        amountPaise: refund.amountPaise,
        reason: `${refund.seats} unused seat${refund.seats === 1 ? '' : 's'} returned`,
      },
      { lookFirst: repair },
    );
    await attachSeatGatewayRefund(order.id, refund.id, gatewayRefundId);
    return { outcome: 'taken', reason: null };
  } catch (error) {
    if (error instanceof SeatRefundUnansweredError) {
      logger.warn(`Seat refund ${refund.id} of order ${order.id}: Razorpay did not answer: ${error.message}`, {
        event: 'groups.seat_refund_unanswered',
        seatOrderId: order.id,
        seatRefundId: refund.id,
      });
      return { outcome: 'unanswered', reason: error.message };
    }
    if (!(error instanceof SeatRefundRefusedByGatewayError)) throw error;
    await undoSeatReturn(order.id, refund.id, await seatRefundOutcomeAudit(order.id, 'refused'));
    return { outcome: 'refused', reason: error.message };
  }
}

/**
 * Repairs a pending seat refund Razorpay has no id of yet, when no other process is asking: null
 * when there was nothing to do (Razorpay has it, it settled, or another holds the lease).
 */
export async function repairSeatRefundRequest(
  seatOrderId: string,
  refundId: string,
): Promise<{ outcome: SeatRefundAsk; reason: string | null } | null> {
  const claimed = await claimSeatRefundRequest(seatOrderId, refundId, SEAT_REFUND_ASK_LEASE_MS);
  return claimed ? askRazorpayForSeatRefund(claimed.order, claimed.refund, true) : null;
}

/** A seat refund waiting for Razorpay: asked for or not, its outcome not yet heard. */
export interface SeatRefundAwaited {
  seatOrderId: string;
  paymentOrderId: string;
  refundId: string;
  gatewayRefundId: string | null;
}

/** Payments' reconciliation's list: seat refunds whose outcome never reached us. */
export async function seatRefundsAwaitingRazorpay(limit: number): Promise<SeatRefundAwaited[]> {
  const orders = await listSeatOrdersOwingRefunds(limit);
  return orders.flatMap((order) =>
    order.paymentOrderId
      ? order.refunds
          .filter((refund) => refund.status === 'pending')
          .map((refund) => ({
            seatOrderId: order.id,
            paymentOrderId: order.paymentOrderId as string,
            refundId: refund.id,
            gatewayRefundId: refund.gatewayRefundId,
          }))
      : [],
  );
}
