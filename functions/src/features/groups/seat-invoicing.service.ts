import { invoicePdfUrl } from '../invoices/invoice-links';
import { ensureCreditNote, ensureInvoice } from '../invoices/invoices.service';

import { seatOrderPaidMail } from './group-mails';
import { findGroup, type StoredGroup } from './groups.repository';
import { findSeatOrder, linkInvoice, linkSeatCreditNote, type StoredSeatOrder } from './seats.repository';

/** The GSTIN declaration a group's invoice carries: the admin entered it from the group's own papers. */
const GROUP_DECLARATION = 'GSTIN, legal name and billing address recorded by a CricVision administrator for this group.';

/**
 * The order's one tax invoice, to the group (its legal name, address, GSTIN, state; the PO; the
 * quantity and unit price), issued once whatever calls it: the receipt or the Razorpay payment
 * right after it settles the order, and the order list or payments' reconciliation for any paid
 * order whose invoice did not get issued then. The paid mail goes with the invoice's link, once.
 */
export async function issueSeatInvoice(order: StoredSeatOrder, group: StoredGroup): Promise<{ invoiceId: string; number: string }> {
  const invoice = await ensureInvoice({
    orderId: `seats_${order.id}`,
    userId: order.createdBy,
    paymentId: order.paymentReference ?? order.id,
    paidAt: order.paidAt ? new Date(order.paidAt) : new Date(),
    buyer: {
      name: group.legalName,
      email: group.billingEmail,
      stateCode: group.stateCode,
      gstin: group.gstin,
      businessName: group.legalName,
      address: group.billingAddress,
      declaration: group.gstin ? { text: GROUP_DECLARATION, declaredAt: group.updatedAt ?? group.createdAt ?? new Date().toISOString() } : null,
    },
    item: { courseId: order.courseId, description: `${order.courseTitle} — course seats` },
    quantity: order.seats,
    unitPricePaise: order.unitPricePaise,
    poNumber: order.poNumber,
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    amountPaise: order.amountPaise,
  });
  await linkInvoice(order.id, invoice, [
    seatOrderPaidMail(group.billingEmail, {
      groupId: group.id,
      groupName: group.name,
      courseTitle: order.courseTitle,
      seats: order.seats,
      amountPaise: order.amountPaise,
      reference: {
        label: order.payment === 'razorpay' ? 'Razorpay payment' : 'Bank reference (UTR)',
        value: order.paymentReference ?? '',
      },
      invoice: { number: invoice.number, url: invoicePdfUrl(invoice.invoiceId) },
    }),
  ]);
  return invoice;
}

/**
 * Payments' call once Razorpay's payment of a seat order has settled it: the group's invoice (and
 * its paid mail). Null while the seat order is not paid.
 */
export async function invoicePaidSeatOrder(seatOrderId: string): Promise<{ invoiceId: string; number: string } | null> {
  const order = await findSeatOrder(seatOrderId);
  if (!order || order.status === 'awaiting_payment' || order.status === 'expired') return null;
  const group = await findGroup(order.groupId);
  if (!group) return null;
  return issueSeatInvoice(order, group);
}

/**
 * A credit note for each processed return of unused seats that has none yet, against the order's
 * tax invoice (so to the group's GSTIN, in the same series as individuals' credit notes), once per
 * Razorpay refund whatever calls it: the refund's webhook, or the order list after a crash.
 */
export async function creditSeatRefunds(seatOrderId: string): Promise<void> {
  const order = await findSeatOrder(seatOrderId);
  const due = order?.refunds.filter(
    (refund) => refund.status === 'processed' && !refund.creditNoteId && (refund.gatewayRefundId || refund.payoutReference),
  );
  if (!order || !due?.length) return;
  const group = await findGroup(order.groupId);
  if (!group) return;
  const invoiceId = order.invoiceId ?? (await issueSeatInvoice(order, group)).invoiceId;
  for (const refund of due) {
    const note = await ensureCreditNote({
      // Razorpay's refund id, or for a bank transfer our return's own: either keys the note once.
      refundId: refund.gatewayRefundId ?? `transfer_${order.id}_${refund.id}`,
      orderId: `seats_${order.id}`,
      invoiceId,
      amountPaise: refund.amountPaise,
      reason: `${refund.seats} unused seat${refund.seats === 1 ? '' : 's'} returned`,
      refundedAt: refund.processedAt ? new Date(refund.processedAt) : new Date(),
    });
    await linkSeatCreditNote(order.id, refund.id, note);
  }
}
