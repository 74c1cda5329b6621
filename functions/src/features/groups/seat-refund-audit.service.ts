import type { AuditActor } from '../../contract';
import { auditEntry, type AuditRecord } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';

import { findGroup } from './groups.repository';
import { findSeatOrder, type SeatRefundOutcomeStep, type StoredSeatOrder, type StoredSeatRefund } from './seats.repository';

/*
 * The audit log's entries of a return of unused seats: the manager's return (who, the group, the
 * order, the seats, the amount), and Razorpay's outcome of its refund, each written in the
 * transaction that makes the change it records.
 */

/** The seat order as the log names it: the group, then what was bought (as a receipt's entry names it). */
const labelOf = (groupName: string, order: Pick<StoredSeatOrder, 'seats' | 'courseTitle'>) =>
  `${groupName}: ${order.seats} × ${order.courseTitle}`;

const refundValue = (groupId: string, refund: StoredSeatRefund) => ({
  groupId,
  refundId: refund.id,
  seats: refund.seats,
  amountPaise: refund.amountPaise,
  status: refund.status,
  ...(refund.method === 'bank_transfer'
    ? { tdsPaise: refund.tdsPaise, payoutReference: refund.payoutReference }
    : { gatewayRefundId: refund.gatewayRefundId }),
});

/** The manager's return: the order's returned seats and status before and after, and the refund asked for. */
export function seatReturnAudit(
  actor: AuditActor,
  groupName: string,
  before: StoredSeatOrder,
  after: StoredSeatOrder,
  refund: StoredSeatRefund,
): AuditRecord {
  return auditEntry(
    actor,
    { type: 'seatOrder', id: before.id, label: labelOf(groupName, before) },
    'refund_requested',
    [
      { field: 'refundedSeats', before: before.refundedSeats, after: after.refundedSeats },
      ...(before.status === after.status ? [] : [{ field: 'status', before: before.status, after: after.status }]),
      { field: `refunds.${refund.id}`, before: null, after: refundValue(before.groupId, refund) },
    ],
    `${refund.seats} unused seat${refund.seats === 1 ? '' : 's'} returned`,
  );
}

/**
 * Who settles a refund's outcome: Razorpay's webhook (`source` is its event id), the payments
 * reconciliation, or Razorpay's Refunds API refusing the request (`refused`).
 */
function outcomeActor(source: string): AuditActor {
  if (source === 'reconciliation')
    return { uid: 'reconciliation', name: 'Payments reconciliation', email: '', client: 'reconciliation' };
  if (source === 'refused') return { uid: 'razorpay', name: 'Razorpay Refunds API', email: '', client: 'razorpay' };
  return { uid: 'razorpay', name: 'Razorpay webhook', email: '', client: `razorpay:${source}` };
}

const outcomeReason = (source: string, refund: StoredSeatRefund) =>
  refund.status === 'processed'
    ? 'Razorpay processed the refund'
    : source === 'refused'
      ? 'Razorpay refused the refund request: the seats are back'
      : 'Razorpay could not process the refund: the seats are back';

/**
 * The step that records Razorpay's outcome of a seat refund in the audit log, in the transaction
 * that applies it (processed: final, its credit note follows; failed: the seats are back). Reads
 * the order's group name first, outside the transaction.
 */
export async function seatRefundOutcomeAudit(seatOrderId: string, source: string): Promise<SeatRefundOutcomeStep> {
  const groupId = (await findSeatOrder(seatOrderId))?.groupId ?? '';
  const groupName = (await findGroup(groupId))?.name ?? groupId;
  return (tx, before, refund, refundedSeats) =>
    recordAuditInTransaction(
      tx,
      auditEntry(
        outcomeActor(source),
        { type: 'seatOrder', id: before.id, label: labelOf(groupName, before) },
        'updated',
        [
          {
            field: `refunds.${refund.id}`,
            before: refundValue(before.groupId, before.refunds.find((earlier) => earlier.id === refund.id) ?? refund),
            after: refundValue(before.groupId, refund),
          },
          ...(refundedSeats === before.refundedSeats
            ? []
            : [{ field: 'refundedSeats', before: before.refundedSeats, after: refundedSeats }]),
        ],
        outcomeReason(source, refund),
      ),
    );
}

/** An admin's record of the bank transfer that paid a return back, in the transaction that records it. */
export function refundPayoutAudit(actor: AuditActor, groupName: string): SeatRefundOutcomeStep {
  return (tx, before, refund) =>
    recordAuditInTransaction(
      tx,
      auditEntry(
        actor,
        { type: 'seatOrder', id: before.id, label: labelOf(groupName, before) },
        'updated',
        [
          {
            field: `refunds.${refund.id}`,
            before: refundValue(before.groupId, before.refunds.find((earlier) => earlier.id === refund.id) ?? refund),
            after: refundValue(before.groupId, refund),
          },
        ],
        'Bank transfer of the refund recorded',
      ),
    );
}
