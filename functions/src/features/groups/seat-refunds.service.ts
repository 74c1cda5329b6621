import { createHash } from 'node:crypto';

import { SEAT_REFUND_DAYS, seatRefundPaise, type AuditActor, type RefundPayoutInput, type SeatOrderView } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordAuditInTransaction } from '../audit/audit.repository';

import type { StoredGroup } from './groups.repository';
import { groupOrder, view } from './seat-orders.service';
import { unusedSeatsOf } from './seat-pricing';
import { refundPayoutAudit, seatReturnAudit } from './seat-refund-audit.service';
import { creditSeatRefunds } from './seat-invoicing.service';
import { askRazorpayForSeatRefund, repairSeatRefundRequest } from './seat-refund-requests.service';
import {
  RefundPayoutRefusedError,
  SeatReturnRefusedError,
  findReceipts,
  recordRefundPayout as recordPayout,
  findSeatOrder,
  newSeatOrderId,
  returnSeats,
  type StoredSeatOrder,
} from './seats.repository';

const DAY_MS = 86_400_000;
const PAID = new Set(['paid', 'partly_refunded', 'refunded']);

/** Why none of the order's seats may go back now, whatever their number; null when they may. */
function returnProblem(order: StoredSeatOrder, now: number): string | null {
  if (!PAID.has(order.status) || !order.paidAt) return 'Only a paid order can have seats returned';
  if (now - Date.parse(order.paidAt) > SEAT_REFUND_DAYS * DAY_MS)
    return `Unused seats can be returned only within ${SEAT_REFUND_DAYS} days of payment`;
  if (order.payment === 'razorpay' && !order.paymentOrderId) return 'This order has no Razorpay payment to refund';
  return null;
}

/**
 * The refund's id: from the request's Idempotency-Key (the same key on the same order is the same
 * refund, so a retry never refunds twice), else a new one.
 */
const refundIdOf = (orderId: string, key: string | undefined) =>
  key ? `sr_${createHash('sha256').update(`${orderId}\n${key}`).digest('hex').slice(0, 24)}` : `sr_${newSeatOrderId()}`;

/**
 * A manager returns unused seats of a paid order within 30 days of payment. In one transaction the
 * seats leave the pool (only seats nobody holds: decision 0076), the order records the refund and
 * the audit log the return; then Razorpay is asked for the seats' share of the payment. If Razorpay
 * refuses the request the seats come back and nothing is refunded. The credit note follows
 * Razorpay's refund.processed. A retry (the same Idempotency-Key) of a return Razorpay never had
 * (the process died, or Razorpay did not answer) asks Razorpay then, at most once. Seats paid by
 * bank transfer wait instead for an admin to record our transfer (recordRefundPayout; decision 0077).
 */
export async function returnUnusedSeats(
  group: StoredGroup,
  orderId: string,
  seats: number,
  actor: AuditActor,
  idempotencyKey: string | undefined,
): Promise<SeatOrderView> {
  const order = await groupOrder(group, orderId);
  const refundId = refundIdOf(order.id, idempotencyKey);
  // A bank transfer's TDS was paid to the tax department on our account: its share is not ours to pay back (decision 0077).
  const tds = order.payment === 'bank_transfer' ? ((await findReceipts([order.id])).get(order.id)?.tdsPaise ?? 0) : 0;
  let returned: Awaited<ReturnType<typeof returnSeats>>;
  try {
    returned = await returnSeats(
      order.id,
      { refundId, seats, requestedBy: actor.uid },
      {
        check: (current) => {
          const problem = returnProblem(current, Date.now());
          if (problem) throw new SeatReturnRefusedError(problem);
        },
        unused: (current, paidOrders, free) => unusedSeatsOf(current, paidOrders, free),
        amountPaise: (current) => seatRefundPaise(current, current.refundedSeats, seats),
        tdsPaise: (current) => seatRefundPaise({ seats: current.seats, amountPaise: tds }, current.refundedSeats, seats),
      },
      (tx, before, after, refund) => recordAuditInTransaction(tx, seatReturnAudit(actor, group.name, before, after, refund)),
    );
  } catch (error) {
    if (error instanceof SeatReturnRefusedError) throw AppError.conflict(error.message);
    throw error;
  }
  const asked =
    returned.refund.method === 'bank_transfer'
      ? null
      : returned.created
        ? await askRazorpayForSeatRefund(returned.order, returned.refund, false)
        : returned.refund.status === 'pending' && !returned.refund.gatewayRefundId
          ? await repairSeatRefundRequest(order.id, refundId)
          : null;
  if (asked?.outcome === 'refused')
    throw new AppError(502, `Razorpay did not accept the refund: ${asked.reason}. The seats are still yours.`);
  const current = (await findSeatOrder(order.id)) as StoredSeatOrder;
  return view(current, (await findReceipts([order.id])).get(order.id) ?? null);
}

/**
 * An admin records the transfer that paid a bank-transfer return back (its UTR and date): the refund
 * is processed, audited with it, and its credit note is issued for the seats' share of the order
 * (the TDS share included: the group claims that back from the tax department, not from us).
 */
export async function recordRefundPayout(
  group: StoredGroup,
  orderId: string,
  refundId: string,
  input: RefundPayoutInput,
  actor: AuditActor,
): Promise<SeatOrderView> {
  const order = await groupOrder(group, orderId);
  const paidOn = new Date(`${input.paidOn}T00:00:00+05:30`);
  if (paidOn.getTime() > Date.now())
    throw AppError.badRequest('The transfer cannot be dated in the future', [{ msg: 'Not in the future', path: 'paidOn' }]);
  try {
    await recordPayout(
      order.id,
      refundId,
      { utr: input.utr, paidOn, paidOnDay: input.paidOn, recordedBy: actor.uid },
      refundPayoutAudit(actor, group.name),
    );
  } catch (error) {
    if (error instanceof RefundPayoutRefusedError)
      throw error.notFound ? AppError.notFound(error.message) : AppError.conflict(error.message);
    throw error;
  }
  await creditSeatRefunds(order.id);
  const current = (await findSeatOrder(order.id)) as StoredSeatOrder;
  return view(current, (await findReceipts([order.id])).get(order.id) ?? null);
}
