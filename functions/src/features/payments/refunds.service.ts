import { GROUP_PAID_REFUND, type AdminOrderView, type AuditActor, type OrderView, type User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { auditEntry, changedFields, type AuditRecord } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { findEnrollmentById } from '../enrollments/enrollments.service';

import { findOrder, type StoredOrder } from './orders.repository';
import {
  adminOrderView,
  adminRefundProblem,
  learnerRefundProblem,
  ORDER_NOT_FOUND,
  orderView,
  requireOrder,
} from './orders.service';
import { fetchPaymentRefunds, GatewayError, refundPayment, type GatewayRefund } from './razorpay-gateway';
import {
  attachSeatRefund,
  attachGatewayRefund,
  claimRefund,
  dropRefundClaim,
  RefundNotAllowedError,
  reopenUnwantedRefund,
} from './refunds.repository';
import { refundUnwantedPayments } from './unwanted-refunds.service';

export async function certificateIssuedFor(order: StoredOrder): Promise<boolean> {
  const enrollment = await findEnrollmentById(order.enrollmentId);
  return Boolean(enrollment && enrollment.certificateId);
}

/**
 * Claims the order's one refund, then asks Razorpay's Refunds API for it. It stays `pending` until
 * Razorpay's refund.processed arrives. Clicked twice, the second claim is refused before Razorpay
 * is asked; if Razorpay refuses the request, the claim is given back with the reason.
 */
async function refund(
  order: StoredOrder,
  by: { uid: string; role: 'learner' | 'admin' },
  reason: string,
  problem: (o: StoredOrder) => string | null,
  audit?: (claimed: StoredOrder) => AuditRecord,
) {
  try {
    await claimRefund(
      order.uid,
      { amountPaise: order.amountPaise, reason, requestedBy: by.role, requestedByUid: by.uid },
      problem,
      audit && ((tx, claimed) => recordAuditInTransaction(tx, audit(claimed))),
    );
  } catch (error) {
    if (error instanceof RefundNotAllowedError) throw AppError.conflict(error.message);
    throw error;
  }
  try {
    const created = await refundPayment(order.gatewayPaymentId as string, {
      amountPaise: order.amountPaise,
      receipt: order.uid,
      notes: { orderId: order.uid, reason: reason.slice(0, 200) },
    });
    await attachGatewayRefund(order.uid, created.id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await dropRefundClaim(order.uid, error.message);
    throw new AppError(502, `Razorpay did not accept the refund: ${error.message}`);
  }
}

export async function requestRefund(user: User, orderId: string, reason: string | undefined): Promise<OrderView> {
  const order = await findOrder(orderId);
  if (!order || order.userId !== user.uid) throw AppError.notFound(ORDER_NOT_FOUND);
  // A seat a group paid for is the group's to return (its manager returns unused seats), never the learner's.
  if ((await findEnrollmentById(order.enrollmentId))?.groupId) throw AppError.badRequest(GROUP_PAID_REFUND);
  const certified = await certificateIssuedFor(order);
  await refund(order, { uid: user.uid, role: 'learner' }, reason ?? 'Asked for by the learner', (current) =>
    learnerRefundProblem(current, certified),
  );
  return orderView((await findOrder(orderId)) as StoredOrder, certified);
}

export async function adminRefund(actor: AuditActor, orderId: string, reason: string): Promise<AdminOrderView> {
  const order = await requireOrder(orderId);
  await refund(order, { uid: actor.uid, role: 'admin' }, reason, adminRefundProblem, (claimed) =>
    auditEntry(
      actor,
      { type: 'order', id: claimed.uid, label: `${claimed.buyer.name} · ${claimed.courseTitle}` },
      'refund_requested',
      changedFields(
        { refundStatus: claimed.refund?.status, refundAmountPaise: claimed.refund?.amountPaise },
        { refundStatus: 'pending', refundAmountPaise: claimed.amountPaise },
        ['refundStatus', 'refundAmountPaise'],
      ),
      reason,
    ),
  );
  await recordActivity({
    type: 'enrollment',
    action: `refund requested (${reason})`,
    name: `${order.buyer.name} in ${order.courseTitle}`,
    actorUid: actor.uid,
    actorName: actor.name,
  });
  const updated = (await findOrder(orderId)) as StoredOrder;
  return adminOrderView(updated, await certificateIssuedFor(updated));
}

/** What asking Razorpay again changes in an unwanted payment's refund, as the audit log shows it. */
const UNWANTED_REFUND_FIELDS = ['status', 'refundId', 'failureReason'];

/**
 * An admin asks again for the refund of a payment the order could not take, after Razorpay failed
 * it: it is due again and asked for at once (and by reconciliation until Razorpay has it).
 */
export async function adminRetryUnwantedRefund(actor: AuditActor, orderId: string, paymentId: string): Promise<AdminOrderView> {
  const order = await requireOrder(orderId);
  const payment = order.unwantedPayments.find((unwanted) => unwanted.paymentId === paymentId);
  if (!payment) throw AppError.notFound('Payment not found on this order');
  const resource = { type: 'payment' as const, id: paymentId, label: `${order.buyer.name} · ${order.courseTitle} · order ${orderId}` };
  const reopened = await reopenUnwantedRefund(orderId, paymentId, actor.uid, (tx, before) =>
    recordAuditInTransaction(
      tx,
      auditEntry(
        actor,
        resource,
        'refund_retried',
        changedFields(before, { status: 'due', refundId: null, failureReason: null }, UNWANTED_REFUND_FIELDS),
      ),
    ),
  );
  if (!reopened) throw AppError.conflict('Only a refund Razorpay failed can be asked for again.');
  await refundUnwantedPayments(orderId);
  await recordActivity({
    type: 'enrollment',
    action: `refund of payment ${paymentId} asked for again`,
    name: `${order.buyer.name} in ${order.courseTitle}`,
    actorUid: actor.uid,
    actorName: actor.name,
  });
  const updated = (await findOrder(orderId)) as StoredOrder;
  return adminOrderView(updated, await certificateIssuedFor(updated));
}

/** Razorpay refused a seat refund request outright (it answered 4xx): nothing was refunded, the caller gives the seats back. */
export class SeatRefundRefusedByGatewayError extends Error {}

/**
 * Razorpay did not answer the seat refund request (a timeout, a 5xx): it may have taken it or not.
 * The seats stay returned and the refund pending; a retry or reconciliation finds out by its notes.
 */
export class SeatRefundUnansweredError extends Error {}

/** Our seat refund's id, from the notes of a refund Razorpay holds (Razorpay answers notes as an object, or [] when empty). */
const seatRefundIdOf = (refund: GatewayRefund): string | null => {
  const notes = refund.notes as Record<string, unknown> | undefined;
  return notes && !Array.isArray(notes) && typeof notes.seatRefundId === 'string' ? notes.seatRefundId : null;
};

/**
 * Part of a group's seat payment back through Razorpay's Refunds API (the seats' share, worked out
 * by groups): the refund's id joins the payment's order, so its refund.processed finds the order,
 * and its notes carry the seat refund's id. `lookFirst` (a repair after a crash or an unanswered
 * call) first looks among the payment's refunds at Razorpay for one with that id in its notes and
 * takes it rather than asking again, so a seat refund is never refunded twice. Answers Razorpay's refund id.
 */
export async function refundSeatPayment(
  paymentOrderId: string,
  refund: { seatOrderId: string; seatRefundId: string; amountPaise: number; reason: string },
  options: { lookFirst: boolean },
): Promise<string> {
  const order = await findOrder(paymentOrderId);
  if (!order || order.seatOrderId !== refund.seatOrderId || !order.gatewayPaymentId)
    throw AppError.conflict('This order has no Razorpay payment to refund');
  const paymentId = order.gatewayPaymentId;
  let taken: GatewayRefund | undefined;
  try {
    if (options.lookFirst)
      taken = (await fetchPaymentRefunds(paymentId)).find((candidate) => seatRefundIdOf(candidate) === refund.seatRefundId);
    taken ??= await refundPayment(paymentId, {
      amountPaise: refund.amountPaise,
      receipt: refund.seatRefundId,
      notes: { orderId: order.uid, seatOrderId: refund.seatOrderId, seatRefundId: refund.seatRefundId, reason: refund.reason },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const refused = error.statusCode !== null && error.statusCode >= 400 && error.statusCode < 500;
    throw refused ? new SeatRefundRefusedByGatewayError(error.message) : new SeatRefundUnansweredError(error.message);
  }
  await attachSeatRefund(order.uid, taken.id, `seat refund ${refund.seatRefundId}: ${refund.amountPaise} paise`);
  return taken.id;
}

/**
 * Where Razorpay stands on a seat refund (by its id, or by our id in its notes when we never learnt
 * its id): null when Razorpay has none, else the refund as Razorpay has it.
 */
export async function findSeatRefundAtGateway(
  paymentOrderId: string,
  refund: { seatRefundId: string; gatewayRefundId: string | null },
): Promise<{ order: StoredOrder; refund: GatewayRefund } | null> {
  const order = await findOrder(paymentOrderId);
  if (!order?.gatewayPaymentId) return null;
  const found = (await fetchPaymentRefunds(order.gatewayPaymentId)).find((candidate) =>
    refund.gatewayRefundId ? candidate.id === refund.gatewayRefundId : seatRefundIdOf(candidate) === refund.seatRefundId,
  );
  return found ? { order, refund: found } : null;
}
