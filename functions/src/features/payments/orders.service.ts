import type { AdminOrderView, DocumentLink, OrderView, User } from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { releaseCouponUse } from '../coupons/coupons.service';
import { invoicePaidSeatOrder } from '../groups/seat-invoicing.service';
import { enrolmentReceiptMail, greetingName } from '../mail/mail-templates';
import { findUser } from '../users/users.service';

import { eventActor } from './order-actors';

import { invoiceFor, invoiceLink, creditNoteLink } from './invoicing';
import { fulfilOrder, findOrder, listOrdersCreatedBetween, listUserOrders, releaseOrder, type StoredOrder } from './orders.repository';
import { REFUND_WINDOW_DAYS } from './payments-config';
import { refundAttention } from './unwanted-refunds.service';

export const ORDER_NOT_FOUND = 'Order not found';
const GROUP_SEATS_REFUND = "This payment bought a group's seats: its manager returns unused seats from the group's orders.";
const DAY_MS = 86_400_000;

export const refundDeadline = (order: StoredOrder) =>
  order.paidAt ? new Date(new Date(order.paidAt).getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;

/**
 * Why the buyer may not ask for a refund now, or null: full refund within 30 days of payment
 * unless a certificate has been issued, once. Only Razorpay payments go back through Razorpay.
 */
export function learnerRefundProblem(order: StoredOrder, certificateIssued: boolean, now = new Date()): string | null {
  if (order.seatOrderId) return GROUP_SEATS_REFUND;
  if (order.status !== 'succeeded' || order.provider !== 'razorpay' || order.amountPaise === 0)
    return order.status === 'refunded' ? 'This order has already been refunded.' : 'This order has nothing to refund.';
  if (order.refund && order.refund.status !== 'failed') return 'A refund of this order has already been asked for.';
  const deadline = refundDeadline(order);
  if (!deadline || now > deadline) return `Refunds can be asked for within ${REFUND_WINDOW_DAYS} days of payment.`;
  if (certificateIssued) return 'A certificate has been issued for this course, so it can no longer be refunded.';
  return null;
}

export function adminRefundProblem(order: StoredOrder): string | null {
  if (order.seatOrderId) return GROUP_SEATS_REFUND;
  if (order.status !== 'succeeded' || order.provider !== 'razorpay' || order.amountPaise === 0)
    return order.status === 'refunded' ? 'This order has already been refunded.' : 'This order has nothing to refund.';
  if (order.refund && order.refund.status !== 'failed') return 'A refund of this order has already been asked for.';
  return null;
}

export function orderView(order: StoredOrder, certificateIssued: boolean): OrderView {
  const problem = learnerRefundProblem(order, certificateIssued);
  const invoice: DocumentLink | null =
    order.invoiceId && order.invoiceNumber ? invoiceLink(order.invoiceId, order.invoiceNumber) : null;
  const creditNote: DocumentLink | null =
    order.refund?.creditNoteId && order.refund.creditNoteNumber
      ? creditNoteLink(order.refund.creditNoteId, order.refund.creditNoteNumber)
      : null;
  return {
    uid: order.uid,
    number: order.number,
    courseId: order.courseId,
    courseTitle: order.courseTitle,
    status: order.status,
    provider: order.provider,
    currency: 'INR',
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    amountPaise: order.amountPaise,
    couponCode: order.couponCode,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    expiresAt: order.status === 'pending' ? order.expiresAt : null,
    paymentId: order.gatewayPaymentId,
    invoice,
    creditNote,
    refund: order.refund && {
      status: order.refund.status,
      amountPaise: order.refund.amountPaise,
      reason: order.refund.reason,
      requestedBy: order.refund.requestedBy,
      requestedAt: order.refund.requestedAt,
      processedAt: order.refund.processedAt,
      failureReason: order.refund.failureReason,
      refundId: order.refund.gatewayRefundId,
    },
    unwantedPayments: order.unwantedPayments.map((payment) => ({
      paymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      reason: payment.reason,
      receivedAt: payment.receivedAt,
      refund: {
        status: payment.refund.status,
        refundId: payment.refund.refundId,
        attempts: payment.refund.attempts,
        lastError: payment.refund.lastError,
        processedAt: payment.refund.processedAt,
        failureReason: payment.refund.failureReason,
      },
    })),
    refundable: {
      allowed: problem === null,
      until: order.status === 'succeeded' ? (refundDeadline(order)?.toISOString() ?? null) : null,
      reason: problem,
    },
  };
}

/** `people`: the accounts the order's events name, so each event says who in words. */
export function adminOrderView(order: StoredOrder, certificateIssued: boolean, people = new Map<string, User>()): AdminOrderView {
  return {
    ...orderView(order, certificateIssued),
    user: { uid: order.userId, name: order.buyer.name, email: order.buyer.email },
    billing: {
      stateCode: order.buyer.stateCode,
      gstin: order.buyer.gstin,
      businessName: order.buyer.businessName,
      address: order.buyer.address,
      declaration: order.buyer.declaration,
    },
    razorpayOrderId: order.razorpayOrderId,
    events: order.events.map((item) => ({ ...item, actor: eventActor(item.source, order, people) })),
    attention: refundAttention(order),
  };
}

export async function requireOrder(orderId: string): Promise<StoredOrder> {
  const order = await findOrder(orderId);
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * How a mail about their order addresses the buyer: the greeting's name, once their address is
 * proven (docs/decisions/0052), and their language now.
 */
export async function buyerAddress(order: StoredOrder): Promise<{ name: string | null; language: Locale }> {
  const buyer = await findUser(order.userId);
  return {
    name: buyer ? greetingName({ name: order.buyer.name, isEmailVerified: buyer.isEmailVerified }) : null,
    language: buyer?.language ?? SOURCE_LOCALE,
  };
}

/**
 * After a payment settles: the tax invoice (none at ₹0), then the receipt carrying it, once. Safe to
 * call again and again (every webhook delivery and reconciliation does): both steps are idempotent.
 */
export async function finishPaidOrder(orderId: string): Promise<void> {
  const order = await findOrder(orderId);
  if (!order || order.fulfilled || order.status === 'pending' || order.status === 'failed') return;
  if (order.seatOrderId) {
    // The group's invoice and paid mail are groups'; this order only records that they are done.
    const invoice = await invoicePaidSeatOrder(order.seatOrderId);
    if (invoice) await fulfilOrder(orderId, invoice, null);
    return;
  }
  const invoice = order.amountPaise > 0 && order.provider === 'razorpay' ? await invoiceFor(order) : null;
  const { name, language } = await buyerAddress(order);
  const receipt = enrolmentReceiptMail(
    order.buyer.email,
    name,
    {
    courseId: order.courseId,
    courseTitle: order.courseTitle,
    orderNumber: order.number,
    amount: order.amountPaise / 100,
    paymentReference: order.gatewayPaymentId ?? order.uid,
    paidAt: order.paidAt ? new Date(order.paidAt) : new Date(),
    invoice: invoice && { number: invoice.number, url: invoiceLink(invoice.invoiceId, invoice.number).pdfUrl },
    },
    language,
  );
  if (await fulfilOrder(orderId, invoice, receipt)) {
    await recordActivity({
      type: 'enrollment',
      action: 'enrolled',
      name: `${order.buyer.name} in ${order.courseTitle}`,
      actorUid: order.userId,
    });
  }
}

/**
 * An order that will not be paid: its hold on a seat and its coupon's use go back, once. Answers
 * whether this call released it (a payment that settled meanwhile, or a second call, changes nothing).
 */
export async function releaseUnpaidOrder(order: Pick<StoredOrder, 'uid' | 'couponId'>, reason: string, source?: string) {
  const released = await releaseOrder(order.uid, reason, source);
  if (released && order.couponId) await releaseCouponUse(order.couponId, order.uid);
  return released;
}

/**
 * A closing account's unpaid orders give their seats back. A payment that still arrives for one is
 * refunded at once, as for any order that can no longer take it.
 */
export async function releaseUnpaidOrdersOf(userId: string): Promise<void> {
  for (const order of await listUserOrders(userId))
    if (order.status === 'pending') await releaseUnpaidOrder(order, 'The account was closed', 'account');
}

/**
 * A learner's own orders placed between `from` and `to` and never paid (Checkout closed or the
 * payment declined): what the unfinished-checkout reminder asks about. A group's seat orders are
 * its manager's business, and a free course has nothing to finish.
 */
export async function listUnpaidOrdersPlacedBetween(from: Date, to: Date, limit: number): Promise<StoredOrder[]> {
  return (await listOrdersCreatedBetween(from, to, limit)).filter(
    (order) => (order.status === 'pending' || order.status === 'failed') && order.seatOrderId === null && order.provider === 'razorpay',
  );
}
