import {
  SEAT_ORDER_ALREADY_PAID,
  SEAT_ORDER_BY_BANK,
  SEAT_ORDER_PAY_TIME_OVER,
  type AuditActor,
  type ReceiptInput,
  type SeatOrderCheckout,
  type SeatOrderCreated,
  type SeatOrderInput,
  type SeatOrderList,
  type SeatOrderView,
  type User,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { auditEntry } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { COURSE_NOT_FOUND, findCourse } from '../courses/catalog.service';
import { creditNotePdfUrl, invoicePdfUrl } from '../invoices/invoice-links';
import { supplier } from '../invoices/invoice-config';
import { resumeSeatCheckout, seatCheckoutDeadlines, startSeatCheckout } from '../payments/seat-checkout.service';

import { bankDetails, proformaDays } from './bank-config';
import { proformaMail } from './group-mails';
import type { StoredGroup } from './groups.repository';
import { renderProformaPdf } from './proforma-pdf';
import { creditSeatRefunds, issueSeatInvoice } from './seat-invoicing.service';
import { receiptProblems, seatPrice, type SeatPrice } from './seat-pricing';
import {
  OrderNotPayableError,
  ReceiptExistsError,
  attachPaymentOrder,
  createSeatOrder,
  expireProforma,
  findReceipts,
  findSeatOrder,
  listLapsedProformas,
  listSeatOrders,
  newSeatOrderId,
  recordReceipt,
  type StoredReceipt,
  type StoredSeatOrder,
} from './seats.repository';

export const ORDER_NOT_FOUND = 'Seat order not found';
const PROFORMA_EXPIRED = 'This proforma has expired; the group must order again';
const DAY_MS = 86_400_000;

/** A proforma's number: not in the tax invoices' series (it is not one), unique by the order it belongs to. */
const proformaNumberOf = (orderId: string, at: Date) => `PF/${at.getUTCFullYear()}/${orderId.slice(0, 8).toUpperCase()}`;

/** `payableUntil`: an unpaid Razorpay order's hold, from payments (only the orders list reads it). */
export function view(order: StoredSeatOrder, receipt: StoredReceipt | null, payableUntil: string | null = null): SeatOrderView {
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
    // A Razorpay order's lapse is decided by payments' reconciliation (a payment may still be captured).
    status:
      order.payment === 'bank_transfer' &&
      order.status === 'awaiting_payment' &&
      order.expiresAt &&
      Date.parse(order.expiresAt) <= Date.now()
        ? 'expired'
        : order.status,
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
    invoice:
      order.invoiceId && order.invoiceNumber
        ? { id: order.invoiceId, number: order.invoiceNumber, pdfUrl: invoicePdfUrl(order.invoiceId) }
        : null,
    refundedSeats: order.refundedSeats,
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      seats: refund.seats,
      amountPaise: refund.amountPaise,
      tdsPaise: refund.tdsPaise,
      payoutPaise: refund.amountPaise - refund.tdsPaise,
      method: refund.method,
      status: refund.status,
      requestedAt: refund.requestedAt,
      processedAt: refund.processedAt,
      payoutReference: refund.payoutReference,
      creditNote:
        refund.creditNoteId && refund.creditNoteNumber
          ? { id: refund.creditNoteId, number: refund.creditNoteNumber, pdfUrl: creditNotePdfUrl(refund.creditNoteId) }
          : null,
    })),
    payableUntil: order.payment === 'razorpay' && order.status === 'awaiting_payment' ? payableUntil : null,
  };
}

type SeatCourse = { uid: string; title: string; price: number };

/** What either way of paying records first: what is bought, for which group, by whom, at the server's price. */
function seatOrderBasis(group: StoredGroup, course: SeatCourse, input: SeatOrderInput, buyer: User) {
  return {
    id: newSeatOrderId(),
    groupId: group.id,
    courseId: course.uid,
    courseTitle: course.title,
    seats: input.seats,
    ...seatPrice(course.price, input.seats, group.volumeDiscountPercent),
    status: 'awaiting_payment' as const,
    createdBy: buyer.uid,
  };
}

/**
 * A manager orders seats. The price is the course's × seats less the group's volume discount,
 * worked out here; by bank transfer the order waits for the money against a proforma, mailed to
 * the group's billing address.
 */
export async function orderSeats(group: StoredGroup, input: SeatOrderInput, buyer: User): Promise<SeatOrderCreated> {
  const course = await findCourse(input.courseId);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  if (course.price <= 0)
    throw AppError.badRequest('This course is free: learners enroll in it themselves', [
      { msg: 'This course is free', path: 'courseId' },
    ]);
  if (input.payment === 'razorpay') return orderSeatsByRazorpay(group, course, input, buyer);
  // Fails before anything is written when production has no account to pay into.
  bankDetails();
  const order = seatOrderBasis(group, course, input, buyer);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + proformaDays() * DAY_MS);
  const proformaNumber = proformaNumberOf(order.id, now);
  const poNumber = input.poNumber as string;
  await createSeatOrder({ ...order, payment: 'bank_transfer', poNumber, proformaNumber, expiresAt }, [
    proformaMail(group.billingEmail, {
      groupId: group.id,
      groupName: group.name,
      courseTitle: course.title,
      seats: input.seats,
      amountPaise: order.amountPaise,
      proformaNumber,
      poNumber,
      expiresAt,
    }),
  ]);
  return { orderId: order.id, amount: order.amountPaise, status: 'awaiting_payment', proformaNumber };
}

/**
 * By Razorpay: the seat order waits for payments' order, which Razorpay's signed webhook (or
 * reconciliation, when the webhook never came) settles exactly once, adding the seats and issuing
 * the invoice through this feature. Both lapse together when the payment never comes.
 */
async function orderSeatsByRazorpay(
  group: StoredGroup,
  course: SeatCourse,
  input: SeatOrderInput,
  buyer: User,
): Promise<SeatOrderCreated> {
  const order = seatOrderBasis(group, course, input, buyer);
  const { id } = order;
  const price: SeatPrice = order;
  await createSeatOrder(
    {
      ...order,
      payment: 'razorpay',
      poNumber: input.poNumber ?? null,
      proformaNumber: null,
      // Only for a process that died before payments had its order: the sweep lapses it then.
      expiresAt: new Date(Date.now() + DAY_MS),
    },
    [],
  );
  const started = await startSeatCheckout({
    seatOrderId: id,
    groupId: group.id,
    courseId: course.uid,
    courseTitle: `${input.seats} × ${course.title}`,
    price,
    payer: buyer,
    group: { legalName: group.legalName, billingEmail: group.billingEmail, stateCode: group.stateCode, gstin: group.gstin },
  });
  await attachPaymentOrder(id, started.paymentOrderId, started.checkout.orderId);
  return {
    orderId: id,
    amount: price.amountPaise,
    status: 'awaiting_payment',
    proformaNumber: null,
    razorpayOrderId: started.checkout.orderId,
    checkout: started.checkout,
  };
}

export async function groupOrder(group: StoredGroup, orderId: string): Promise<StoredSeatOrder> {
  const order = await findSeatOrder(orderId);
  // Another group's order is not confirmed to exist.
  if (!order || order.groupId !== group.id) throw AppError.notFound(ORDER_NOT_FOUND);
  return order;
}

export async function listGroupSeatOrders(group: StoredGroup): Promise<SeatOrderList> {
  const orders = await listSeatOrders(group.id);
  await Promise.all(
    orders
      .filter((order) => order.status !== 'awaiting_payment' && order.status !== 'expired' && !order.invoiceId)
      .map((order) => issueSeatInvoice(order, group)),
  );
  // A credit note whose issuing was cut short after Razorpay processed the refund is issued now.
  await Promise.all(
    orders
      .filter((order) => order.refunds.some((refund) => refund.status === 'processed' && !refund.creditNoteId))
      .map((order) => creditSeatRefunds(order.id)),
  );
  const settled = await listSeatOrders(group.id);
  const receipts = await findReceipts(settled.filter((order) => order.status !== 'awaiting_payment').map((order) => order.id));
  const payable = settled.filter((order) => order.payment === 'razorpay' && order.status === 'awaiting_payment');
  const deadlines = await seatCheckoutDeadlines(payable.flatMap((order) => (order.paymentOrderId ? [order.paymentOrderId] : [])));
  return {
    orders: settled.map((order) =>
      view(order, receipts.get(order.id) ?? null, order.paymentOrderId ? (deadlines.get(order.paymentOrderId) ?? null) : null),
    ),
  };
}

/**
 * Checkout again for an unpaid Razorpay seat order of the group (its managers or an admin), so it
 * can be paid from the orders table after the Buy seats form is gone. The amount is the order's
 * own, as stored when it was placed; nothing is written.
 */
export async function seatOrderCheckout(group: StoredGroup, orderId: string, payer: User): Promise<SeatOrderCheckout> {
  const order = await groupOrder(group, orderId);
  if (order.payment !== 'razorpay') throw AppError.conflict(SEAT_ORDER_BY_BANK);
  if (order.status !== 'awaiting_payment' && order.status !== 'expired') throw AppError.conflict(SEAT_ORDER_ALREADY_PAID);
  if (order.status === 'expired' || !order.paymentOrderId) throw AppError.conflict(SEAT_ORDER_PAY_TIME_OVER);
  const checkout = await resumeSeatCheckout(order.paymentOrderId, payer);
  if (checkout === 'paid') throw AppError.conflict(SEAT_ORDER_ALREADY_PAID);
  if (checkout === 'lapsed') throw AppError.conflict(SEAT_ORDER_PAY_TIME_OVER);
  return { orderId: order.id, amount: order.amountPaise, checkout };
}

export async function proformaPdf(group: StoredGroup, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
  const order = await groupOrder(group, orderId);
  if (order.payment !== 'bank_transfer' || !order.proformaNumber) throw AppError.notFound('This order has no proforma');
  const pdf = await renderProformaPdf(order, group, supplier(), bankDetails());
  return { filename: `proforma-${order.proformaNumber.replace(/\//g, '-')}.pdf`, pdf };
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
    const problems = receiptProblems(
      candidate,
      { amountReceivedPaise: input.amountReceived, tdsPaise: input.tdsAmount },
      intraState,
    );
    if (problems.length) throw AppError.badRequest(problems.map((problem) => problem.msg).join(', '), problems);
    if (candidate.expiresAt && Date.parse(candidate.expiresAt) <= Date.now()) throw AppError.conflict(PROFORMA_EXPIRED);
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
          auditEntry(
            actor,
            { type: 'seatOrder', id: settled.id, label: `${group.name}: ${settled.seats} × ${settled.courseTitle}` },
            'updated',
            [
              { field: 'status', before: 'awaiting_payment', after: 'paid' },
              {
                field: 'receipt',
                before: null,
                after: { utr: input.utr.toUpperCase(), amountReceived: input.amountReceived, tds: input.tdsAmount },
              },
            ],
          ),
        ),
    );
    await issueSeatInvoice(paid, group);
  } catch (error) {
    if (error instanceof ReceiptExistsError) throw AppError.conflict('A receipt is already recorded for this order');
    if (error instanceof OrderNotPayableError)
      throw AppError.conflict(error.order?.status === 'expired' ? PROFORMA_EXPIRED : 'This order is not awaiting payment');
    throw error;
  }
  const settled = (await findSeatOrder(order.id)) as StoredSeatOrder;
  return view(settled, (await findReceipts([order.id])).get(order.id) ?? null);
}

/**
 * The scheduled sweep: unpaid proformas past their `SEAT_PROFORMA_DAYS` are marked expired as of
 * `now` (a receipt for one is then refused), and so is a Razorpay seat order whose process died
 * before Razorpay had its order. Answers how many this run expired.
 */
export async function expireLapsedProformas(now: number): Promise<number> {
  let expired = 0;
  for (;;) {
    const lapsed = await listLapsedProformas(new Date(now), 200);
    let changed = 0;
    for (const order of lapsed) if (await expireProforma(order.id, new Date(now))) changed += 1;
    expired += changed;
    if (lapsed.length < 200 || changed === 0) return expired;
  }
}
