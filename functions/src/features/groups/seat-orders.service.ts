import {
  RAZORPAY_SEATS_LATER,
  type AuditActor,
  type ReceiptInput,
  type SeatOrderCreated,
  type SeatOrderInput,
  type SeatOrderList,
  type SeatOrderView,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { auditEntry } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { COURSE_NOT_FOUND, findCourse } from '../courses/catalog.service';
import { invoicePdfUrl } from '../invoices/invoice-links';
import { ensureInvoice } from '../invoices/invoices.service';
import { supplier } from '../invoices/invoice-config';

import { bankDetails, proformaDays } from './bank-config';
import { proformaMail, seatOrderPaidMail } from './group-mails';
import type { StoredGroup } from './groups.repository';
import { renderProformaPdf } from './proforma-pdf';
import { receiptProblems, seatPrice } from './seat-pricing';
import {
  OrderNotPayableError,
  ReceiptExistsError,
  createSeatOrder,
  findReceipts,
  findSeatOrder,
  linkInvoice,
  listSeatOrders,
  newSeatOrderId,
  recordReceipt,
  type StoredReceipt,
  type StoredSeatOrder,
} from './seats.repository';

const ORDER_NOT_FOUND = 'Seat order not found';
const DAY_MS = 86_400_000;

/** The GSTIN declaration a group's invoice carries: the admin entered it from the group's own papers. */
const GROUP_DECLARATION = 'GSTIN, legal name and billing address recorded by a CricVision administrator for this group.';

/** A proforma's number: not in the tax invoices' series (it is not one), unique by the order it belongs to. */
const proformaNumberOf = (orderId: string, at: Date) => `PF/${at.getUTCFullYear()}/${orderId.slice(0, 8).toUpperCase()}`;

function view(order: StoredSeatOrder, receipt: StoredReceipt | null): SeatOrderView {
  return {
    id: order.id,
    groupId: order.groupId,
    courseId: order.courseId,
    courseTitle: order.courseTitle,
    seats: order.seats,
    unitPricePaise: order.unitPricePaise,
    discountPercent: order.discountPercent,
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    amountPaise: order.amountPaise,
    payment: order.payment,
    poNumber: order.poNumber,
    status: order.status === 'awaiting_payment' && order.expiresAt && Date.parse(order.expiresAt) <= Date.now() ? 'expired' : order.status,
    proformaNumber: order.proformaNumber,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    paidAt: order.paidAt,
    receipt: receipt
      ? {
          utr: receipt.utr,
          amountReceivedPaise: receipt.amountReceivedPaise,
          receivedOn: receipt.receivedOn,
          tdsPaise: receipt.tdsPaise,
          tdsSection: receipt.tdsSection,
          recordedAt: receipt.recordedAt,
        }
      : null,
    invoice: order.invoiceId && order.invoiceNumber ? { id: order.invoiceId, number: order.invoiceNumber, pdfUrl: invoicePdfUrl(order.invoiceId) } : null,
  };
}

/**
 * A manager orders seats. The price is the course's × seats less the group's volume discount,
 * worked out here; by bank transfer the order waits for the money against a proforma, mailed to
 * the group's billing address.
 */
export async function orderSeats(group: StoredGroup, input: SeatOrderInput, createdBy: string): Promise<SeatOrderCreated> {
  if (input.payment === 'razorpay') throw AppError.badRequest(RAZORPAY_SEATS_LATER, [{ msg: RAZORPAY_SEATS_LATER, path: 'payment' }]);
  const course = await findCourse(input.courseId);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  if (course.price <= 0) throw AppError.badRequest('This course is free: learners enrol in it themselves', [{ msg: 'This course is free', path: 'courseId' }]);
  // Fails before anything is written when production has no account to pay into.
  bankDetails();
  const price = seatPrice(course.price, input.seats, group.volumeDiscountPercent);
  const id = newSeatOrderId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + proformaDays() * DAY_MS);
  const proformaNumber = proformaNumberOf(id, now);
  const poNumber = input.poNumber as string;
  await createSeatOrder(
    {
      id,
      groupId: group.id,
      courseId: course.uid,
      courseTitle: course.title,
      seats: input.seats,
      ...price,
      payment: 'bank_transfer',
      poNumber,
      status: 'awaiting_payment',
      proformaNumber,
      expiresAt,
      createdBy,
    },
    [
      proformaMail(group.billingEmail, {
        groupId: group.id,
        groupName: group.name,
        courseTitle: course.title,
        seats: input.seats,
        amountPaise: price.amountPaise,
        proformaNumber,
        poNumber,
        expiresAt,
      }),
    ],
  );
  return { orderId: id, amount: price.amountPaise, status: 'awaiting_payment', proformaNumber };
}

async function groupOrder(group: StoredGroup, orderId: string): Promise<StoredSeatOrder> {
  const order = await findSeatOrder(orderId);
  // Another group's order is not confirmed to exist.
  if (!order || order.groupId !== group.id) throw AppError.notFound(ORDER_NOT_FOUND);
  return order;
}

export async function listGroupSeatOrders(group: StoredGroup): Promise<SeatOrderList> {
  const orders = await listSeatOrders(group.id);
  await Promise.all(orders.filter((order) => order.status !== 'awaiting_payment' && !order.invoiceId).map((order) => issueInvoice(order, group)));
  const settled = await listSeatOrders(group.id);
  const receipts = await findReceipts(settled.filter((order) => order.status !== 'awaiting_payment').map((order) => order.id));
  return { orders: settled.map((order) => view(order, receipts.get(order.id) ?? null)) };
}

export async function proformaPdf(group: StoredGroup, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
  const order = await groupOrder(group, orderId);
  if (order.payment !== 'bank_transfer' || !order.proformaNumber) throw AppError.notFound('This order has no proforma');
  const pdf = await renderProformaPdf(order, group, supplier(), bankDetails());
  return { filename: `proforma-${order.proformaNumber.replace(/\//g, '-')}.pdf`, pdf };
}

/**
 * The order's one tax invoice, to the group (its legal name, address, GSTIN, state; the PO; the
 * quantity and unit price), issued once whatever calls it: the receipt right after it settles the
 * order, and the order list for any paid order whose invoice did not get issued then.
 */
async function issueInvoice(order: StoredSeatOrder, group: StoredGroup): Promise<void> {
  const receipt = (await findReceipts([order.id])).get(order.id);
  const invoice = await ensureInvoice({
    orderId: `seats_${order.id}`,
    userId: order.createdBy,
    paymentId: receipt?.utr ?? order.id,
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
      utr: receipt?.utr ?? '',
      invoice: { number: invoice.number, url: invoicePdfUrl(invoice.invoiceId) },
    }),
  ]);
}

/**
 * An admin records the bank's receipt. It settles the order only when received + TDS is the
 * amount and TDS is at most 10 % of the taxable value; then, in one transaction, the receipt is
 * stored, the order paid and its seats added to the pool; the tax invoice follows.
 */
export async function recordSeatReceipt(
  group: StoredGroup,
  orderId: string,
  input: ReceiptInput,
  actor: AuditActor,
): Promise<SeatOrderView> {
  const order = await groupOrder(group, orderId);
  const intraState = group.stateCode === supplier().state.code;
  const refuse = (candidate: StoredSeatOrder) => {
    const problems = receiptProblems(candidate, { amountReceivedPaise: input.amountReceived, tdsPaise: input.tdsAmount }, intraState);
    if (problems.length) throw AppError.badRequest(problems.map((problem) => problem.msg).join(', '), problems);
    if (candidate.expiresAt && Date.parse(candidate.expiresAt) <= Date.now())
      throw AppError.conflict('This proforma has expired; the group must order again');
  };
  refuse(order);
  try {
    const paid = await recordReceipt(
      order.id,
      {
        utr: input.utr.toUpperCase(),
        amountReceivedPaise: input.amountReceived,
        receivedOn: input.receivedOn,
        tdsPaise: input.tdsAmount,
        tdsSection: input.tdsAmount > 0 ? '194J' : null,
        recordedBy: actor.uid,
      },
      refuse,
      (tx, settled) =>
        recordAuditInTransaction(
          tx,
          auditEntry(actor, { type: 'seatOrder', id: settled.id, label: `${group.name}: ${settled.seats} × ${settled.courseTitle}` }, 'updated', [
            { field: 'status', before: 'awaiting_payment', after: 'paid' },
            { field: 'receipt', before: null, after: { utr: input.utr.toUpperCase(), amountReceived: input.amountReceived, tds: input.tdsAmount } },
          ]),
        ),
    );
    await issueInvoice(paid, group);
  } catch (error) {
    if (error instanceof ReceiptExistsError) throw AppError.conflict('A receipt is already recorded for this order');
    if (error instanceof OrderNotPayableError) throw AppError.conflict('This order is not awaiting payment');
    throw error;
  }
  const settled = (await findSeatOrder(order.id)) as StoredSeatOrder;
  return view(settled, (await findReceipts([order.id])).get(order.id) ?? null);
}
