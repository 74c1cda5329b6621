import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type {
  GroupView,
  Invoice,
  OrderList,
  ReceiptInputSchema,
  SeatOrderCheckout,
  SeatOrderCreated,
  SeatOrderInputSchema,
  SeatOrderList,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import type { ReconciliationReport } from '../support/api-shapes';
import { createCourseFixture } from '../support/course-fixture';
import { killBetweenSteps } from '../support/crash-harness';
import { PAYMENT_PROVIDER } from '../support/enrol';
import { eventually } from '../support/eventually';
import { createGroup } from '../support/groups';
import { api } from '../support/http';
import { waitForMail } from '../support/mail';
import { listEvents, payOrder, sendEvent, signWebhook, waitForEvents } from '../support/razorpay-sandbox';
import { adminToken, newLearner } from '../support/sessions';

/*
 * A group's seat orders beyond the bank transfer (issue 32): paid by Razorpay through the same
 * webhook-first checkout a learner's order uses (settled once by the signed webhook, or by
 * reconciliation when it never came), and unpaid proformas expiring by the scheduled sweep.
 */

const PRICE = 2999;
const DAY_MS = 86_400_000;
type Account = Awaited<ReturnType<typeof newLearner>>;
type SeatOrderBody = z.input<typeof SeatOrderInputSchema>;

let admin: string;
let manager: Account;
let courseId: string;

const expireProformas = (now: Date) =>
  promisify(execFile)(process.execPath, ['scripts/ops/expire-proformas.mjs', `--now=${now.toISOString()}`], { env: process.env });

const newGroup = (name: string) => createGroup(admin, manager.email, name, { gstin: '27AAPFU0939F1ZV' });

const order = (groupId: string, body: Omit<SeatOrderBody, 'courseId'>) =>
  api<SeatOrderCreated>('POST', `/groups/${groupId}/seat-orders`, {
    token: manager.token,
    body: { courseId, ...body } satisfies SeatOrderBody,
  });

/** The group's seats of the course, as the manager's page shows them. */
async function seatsOf(groupId: string) {
  const res = await api<GroupView>('GET', `/groups/${groupId}`, { token: manager.token });
  expect(res.status).toBe(200);
  return (
    (res.body.data.seats as { courseId: string; purchased: number }[]).find((seat) => seat.courseId === courseId)?.purchased ?? 0
  );
}

async function seatOrderOf(groupId: string, orderId: string) {
  const res = await api<SeatOrderList>('GET', `/groups/${groupId}/seat-orders`, { token: manager.token });
  expect(res.status).toBe(200);
  return res.body.data.orders.find((listed) => listed.id === orderId)!;
}

/** Payments' order for a seat order (its Razorpay order's document). */
async function paymentOrderOf(seatOrderId: string) {
  const snap = await testDb().collection('payments').where('seatOrderId', '==', seatOrderId).get();
  expect(snap.size).toBe(1);
  return snap.docs[0];
}

const invoicesOf = async (seatOrderId: string) =>
  (await testDb().collection('invoices').where('orderId', '==', `seats_${seatOrderId}`).count().get()).data().count;

beforeAll(async () => {
  admin = await adminToken();
  manager = await newLearner('seat-manager', { verified: true });
  courseId = (await createCourseFixture({ price: PRICE })).courseId;
}, 120_000);

describe.skipIf(PAYMENT_PROVIDER === 'demo')('seat orders paid by Razorpay', { timeout: 90_000 }, () => {
  it('adds the seats and issues one B2B invoice only on the signed webhook; replays change nothing', async () => {
    const { id, billingEmail } = await newGroup(`Razorpay buyers ${Date.now()}`);
    const placed = await order(id, { seats: 3, payment: 'razorpay' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({ amount: 3 * PRICE * 100, status: 'awaiting_payment', proformaNumber: null });
    expect(placed.body.data.razorpayOrderId).toMatch(/^order_/);
    expect(placed.body.data.checkout).toMatchObject({
      orderId: placed.body.data.razorpayOrderId,
      amount: 3 * PRICE * 100,
      currency: 'INR',
    });
    const { orderId, razorpayOrderId } = placed.body.data as { orderId: string; razorpayOrderId: string };
    expect(await seatsOf(id)).toBe(0);

    await payOrder(razorpayOrderId, { webhooks: 'send' });
    expect(
      await eventually(
        () => seatsOf(id),
        (seats) => seats === 3,
      ),
    ).toBe(3);
    const paid = await eventually(
      () => seatOrderOf(id, orderId),
      (listed) => listed?.invoice !== null,
    );
    expect(paid).toMatchObject({ status: 'paid', payment: 'razorpay', seats: 3 });
    const invoice = await api<Invoice>('GET', `/invoices/${paid!.invoice!.id}`, { token: admin });
    expect(invoice.body.data).toMatchObject({ quantity: 3, buyer: { gstin: '27AAPFU0939F1ZV' } });
    const mails = await waitForMail(billingEmail, { filter: (mail) => mail.subject.startsWith('Payment received') });
    expect(mails[0].text).toContain('Razorpay payment');

    // Razorpay delivers the same event again, three times at once: nothing more is added or invoiced.
    const [paidEvent] = await waitForEvents({ order_id: razorpayOrderId, event: 'order.paid' }, (events) => events.length > 0);
    const replays = await sendEvent(paidEvent.id, 3);
    expect(replays.deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await seatsOf(id)).toBe(3);
    expect(await invoicesOf(orderId)).toBe(1);
    const payment = await paymentOrderOf(orderId);
    expect((payment.get('events') as { type: string }[]).filter((event) => event.type === 'paid')).toHaveLength(1);
    // The manager's payment is the group's: it is not among their own orders, nor refundable as one.
    const own = await api<OrderList>('GET', '/payments/orders', { token: manager.token });
    expect(own.status).toBe(200);
    expect((own.body.data.orders as { uid: string }[]).map((listed) => listed.uid)).not.toContain(payment.id);
    for (const [path, token] of [
      [`/payments/orders/${payment.id}/refund`, manager.token],
      [`/admin/orders/${payment.id}/refund`, admin],
    ] as const) {
      const refused = await api('POST', path, { token, body: { reason: 'Trying the learner refund on group seats' } });
      expect(refused.status, path).toBe(409);
      expect(refused.body.message).toMatch(/group's seats/);
    }
    expect((await paymentOrderOf(orderId)).get('refund')).toBeNull();
  });

  it('reconciliation settles a paid seat order whose webhook never came, once, and lapses an unpaid one', async () => {
    const { id } = await newGroup(`Lost webhook ${Date.now()}`);
    const paidOrder = (await order(id, { seats: 2, payment: 'razorpay' })).body.data;
    const unpaidOrder = (await order(id, { seats: 5, payment: 'razorpay' })).body.data;
    await payOrder(paidOrder.razorpayOrderId!, { webhooks: 'hold' });
    expect(await seatsOf(id)).toBe(0);

    for (const seatOrderId of [paidOrder.orderId, unpaidOrder.orderId])
      await (await paymentOrderOf(seatOrderId)).ref.update({ expiresAt: new Date(Date.now() - 60_000) });
    const report = await api<ReconciliationReport>('POST', '/admin/orders/reconcile', { token: admin });
    expect(report.status).toBe(200);
    expect(report.body.data.errors).toBe(0);

    expect(await seatsOf(id)).toBe(2);
    expect(await seatOrderOf(id, paidOrder.orderId)).toMatchObject({
      status: 'paid',
      invoice: expect.objectContaining({ number: expect.any(String) }),
    });
    expect(await seatOrderOf(id, unpaidOrder.orderId)).toMatchObject({ status: 'expired', invoice: null });

    // The held webhook arriving after all changes nothing.
    const [held] = await listEvents({ order_id: paidOrder.razorpayOrderId, event: 'order.paid' });
    expect((await sendEvent(held.id)).deliveries[0].status).toBe(200);
    expect(await seatsOf(id)).toBe(2);
    expect(await invoicesOf(paidOrder.orderId)).toBe(1);
  });
});

describe.skipIf(PAYMENT_PROVIDER === 'demo')('paying an unpaid Razorpay seat order again', { timeout: 90_000 }, () => {
  const checkoutOf = (groupId: string, orderId: string, token = manager.token) =>
    api<SeatOrderCheckout>('GET', `/groups/${groupId}/seat-orders/${orderId}/checkout`, { token });

  it('opens the same Razorpay order at the stored price for its managers and admins, 404 to anyone else', async () => {
    const { id } = await newGroup(`Pay again ${Date.now()}`);
    const placed = (await order(id, { seats: 4, payment: 'razorpay' })).body.data;
    // The course's price changes after the order: the order keeps the price it was placed at.
    await testDb()
      .collection('courses')
      .doc(courseId)
      .update({ price: PRICE + 1000 });
    try {
      const again = await checkoutOf(id, placed.orderId);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data).toMatchObject({
        orderId: placed.orderId,
        amount: 4 * PRICE * 100,
        checkout: {
          orderId: placed.razorpayOrderId,
          amount: 4 * PRICE * 100,
          currency: 'INR',
          prefill: { email: manager.email },
        },
      });
      expect(again.body.data.checkout.timeoutSeconds).toBeGreaterThan(60);
      const listed = await seatOrderOf(id, placed.orderId);
      expect(Date.parse(listed!.payableUntil!)).toBeGreaterThan(Date.now() + 60_000);

      expect((await checkoutOf(id, placed.orderId, admin)).status).toBe(200);
      const other = await newLearner('seat-manager-b', { verified: true });
      const b = await createGroup(admin, other.email, `Other group ${Date.now()}`);
      const outsider = await checkoutOf(id, placed.orderId, other.token);
      expect(outsider.status).toBe(404);
      expect(outsider.body.message).toBe('Group not found');
      // Through a group they do manage, another group's order is not confirmed either.
      const elsewhere = await checkoutOf(b.id, placed.orderId, other.token);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.message).toBe('Seat order not found');
      expect((await checkoutOf(id, 'x'.repeat(300))).status).toBe(400);
    } finally {
      await testDb().collection('courses').doc(courseId).update({ price: PRICE });
    }

    await payOrder(placed.razorpayOrderId!, { webhooks: 'send' });
    await eventually(
      () => seatOrderOf(id, placed.orderId),
      (listed) => listed?.status === 'paid',
    );
    const paid = await checkoutOf(id, placed.orderId);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('This order is already paid');
    expect((await seatOrderOf(id, placed.orderId)).payableUntil).toBeNull();
    expect(await seatsOf(id)).toBe(4);
  });

  it('refuses with 409 once the hold has run out, and for a bank-transfer order, changing nothing', async () => {
    const { id } = await newGroup(`Lapsed pay again ${Date.now()}`);
    const placed = (await order(id, { seats: 2, payment: 'razorpay' })).body.data;
    // Less than a minute left: Checkout would outlast the hold.
    await (await paymentOrderOf(placed.orderId)).ref.update({ expiresAt: new Date(Date.now() + 30_000) });
    const lapsed = await checkoutOf(id, placed.orderId);
    expect(lapsed.status).toBe(409);
    expect(lapsed.body.message).toBe('The time to pay this order has run out: place a new order to buy these seats');
    expect(await seatOrderOf(id, placed.orderId)).toMatchObject({ status: 'awaiting_payment' });

    const bank = (await order(id, { seats: 2, payment: 'bank_transfer', poNumber: 'PO-AGAIN' })).body.data;
    const refused = await checkoutOf(id, bank.orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This order is paid by bank transfer/);
    expect(await seatOrderOf(id, bank.orderId)).toMatchObject({ status: 'awaiting_payment', payableUntil: null });
  });
});

describe.skipIf(PAYMENT_PROVIDER === 'demo')('kill test: a seat order settled but not yet invoiced', { timeout: 90_000 }, () => {
  it('has its seats and payment in one transaction, and the next reconciliation issues its one invoice', async () => {
    const { id, billingEmail } = await newGroup(`Killed webhook ${Date.now()}`);
    const { orderId, razorpayOrderId } = (await order(id, { seats: 4, payment: 'razorpay' })).body.data;
    await payOrder(razorpayOrderId!, { webhooks: 'hold' });
    const [paid] = await listEvents({ order_id: razorpayOrderId, event: 'order.paid' });
    const rawBody = JSON.stringify(paid.body);
    const input = { body: { rawBody, signature: signWebhook(rawBody), eventId: paid.id } };
    // The webhook's process dies after the payment settled, before the invoice.
    expect(await killBetweenSteps('webhook', input)).toBe('finishPaidOrder');

    // No half state: the payment, the seat order and the seats were one transaction.
    const stored = await testDb().collection('seatOrders').doc(orderId).get();
    expect([stored.get('status'), stored.get('invoiceId')]).toEqual(['paid', null]);
    expect((await paymentOrderOf(orderId)).get('fulfilled')).toBe(false);
    expect(await seatsOf(id)).toBe(4);

    const report = await api<ReconciliationReport>('POST', '/admin/orders/reconcile', { token: admin });
    expect(report.body.data).toMatchObject({ errors: 0, finished: expect.any(Number) });
    expect((await testDb().collection('seatOrders').doc(orderId).get()).get('invoiceId')).toEqual(expect.any(String));
    expect((await paymentOrderOf(orderId)).get('fulfilled')).toBe(true);
    // Razorpay's retry of the killed delivery changes nothing more.
    expect((await sendEvent(paid.id)).deliveries[0].status).toBe(200);
    expect(await seatsOf(id)).toBe(4);
    expect(await invoicesOf(orderId)).toBe(1);
    expect(await waitForMail(billingEmail, { filter: (mail) => mail.subject.startsWith('Payment received') })).toHaveLength(1);
  });
});

describe('proforma expiry', { timeout: 60_000 }, () => {
  it('the scheduled sweep expires an unpaid proforma after SEAT_PROFORMA_DAYS, and a receipt for it is refused', async () => {
    const { id } = await newGroup(`Slow payers ${Date.now()}`);
    const placed = await order(id, { seats: 2, payment: 'bank_transfer', poNumber: 'PO-SWEEP' });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data.orderId as string;
    const stored = () => testDb().collection('seatOrders').doc(orderId).get();

    await expireProformas(new Date(Date.now() + 29 * DAY_MS));
    expect((await stored()).get('status')).toBe('awaiting_payment');
    await expireProformas(new Date(Date.now() + 31 * DAY_MS));
    expect((await stored()).get('status')).toBe('expired');

    const receipt = await api('POST', `/admin/groups/${id}/seat-orders/${orderId}/receipts`, {
      token: admin,
      body: {
        utr: 'UTRSWEEP12345',
        amountReceived: placed.body.data.amount,
        receivedOn: '2026-11-20',
      } satisfies z.input<typeof ReceiptInputSchema>,
    });
    expect(receipt.status).toBe(409);
    expect(receipt.body.message).toBe('This proforma has expired; the group must order again');
    expect(await seatsOf(id)).toBe(0);
  });
});
