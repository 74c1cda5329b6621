import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type {
  AuditList,
  CreditNote,
  GroupView,
  ReceiptInputSchema,
  RefundPayoutInputSchema,
  SeatOrderCreated,
  SeatOrderInputSchema,
  SeatOrderList,
  SeatOrderView,
  SeatRefundInputSchema,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import type { ReconciliationReport } from '../support/api-shapes';
import { createCourseFixture } from '../support/course-fixture';
import { killBetweenSteps } from '../support/crash-harness';
import { PAYMENT_PROVIDER } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { eventually } from '../support/eventually';
import { createGroup, joinGroup } from '../support/groups';
import { api, register } from '../support/http';
import { listEvents, payOrder, releaseEvent, setRefundOutcome, setWebhookMode, waitForEvents } from '../support/razorpay-sandbox';
import { adminToken, newLearner, verifyAddress } from '../support/sessions';

/*
 * Unused seats go back (issue 32; decision 0076), over real HTTP: a manager returns seats nobody
 * holds within 30 days of payment; Razorpay refunds the seats' share of the payment, the pool
 * shrinks with the request, and a credit note for the seats returned follows Razorpay's
 * refund.processed, to the group's GSTIN against the order's tax invoice, in the GSTR-1 file.
 */

const PRICE = 2999;
const GSTIN = '27AAPFU0939F1ZV';
const DAY_MS = 86_400_000;
type Account = Awaited<ReturnType<typeof newLearner>>;
type SeatOrderBody = z.input<typeof SeatOrderInputSchema>;
type RefundPayoutBody = z.input<typeof RefundPayoutInputSchema>;

let admin: string;
let manager: Account;
let otherManager: Account;
let learner: Account;
let courseId: string;
let domainCounter = 0;

const newDomain = () => `refunds-${Date.now().toString(36)}-${process.pid}-${(domainCounter += 1)}.example.org`;

async function seatOrderOf(groupId: string, orderId: string) {
  const res = await api<SeatOrderList>('GET', `/groups/${groupId}/seat-orders`, { token: manager.token });
  expect(res.status).toBe(200);
  return res.body.data.orders.find((listed) => listed.id === orderId)!;
}

const seatsOf = async (groupId: string) =>
  (await api<GroupView>('GET', `/groups/${groupId}`, { token: manager.token })).body.data.seats.find(
    (seat: { courseId: string }) => seat.courseId === courseId,
  );

/** A Razorpay seat order of `seats`, paid through the sandbox's checkout, with its invoice issued. */
async function paidRazorpayOrder(groupId: string, seats: number) {
  const placed = await api<SeatOrderCreated>('POST', `/groups/${groupId}/seat-orders`, {
    token: manager.token,
    body: { courseId, seats, payment: 'razorpay' } satisfies SeatOrderBody,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { orderId, razorpayOrderId } = placed.body.data as { orderId: string; razorpayOrderId: string };
  const paid = await payOrder(razorpayOrderId, { webhooks: 'send' });
  const listed = await eventually(
    () => seatOrderOf(groupId, orderId),
    (order) => order?.invoice != null,
  );
  expect(listed).toMatchObject({ status: 'paid', seats });
  return {
    orderId,
    razorpayOrderId,
    paymentId: paid.payment.id as string,
    invoice: listed!.invoice as { id: string; number: string },
  };
}

const refundSeats = (groupId: string, orderId: string, body: unknown, token = manager.token, key?: string) =>
  api<SeatOrderView>('POST', `/groups/${groupId}/seat-orders/${orderId}/refund-seats`, {
    token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
/** The manager's return of `seats` unused seats (with an Idempotency-Key, when given). */
const returnSeats = (groupId: string, orderId: string, seats: number, token = manager.token, key?: string) =>
  refundSeats(groupId, orderId, { seats } satisfies z.input<typeof SeatRefundInputSchema>, token, key);

/** The refunds Razorpay (the stand-in) holds for a payment, as its Refunds API lists them. */
async function gatewayRefundsOf(paymentId: string): Promise<{ id: string; amount: number; status: string }[]> {
  const { RAZORPAY_API_URL, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = await import('../support/razorpay-sandbox');
  const res = await fetch(`${RAZORPAY_API_URL}/v1/payments/${paymentId}/refunds`, {
    headers: { authorization: `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { id: string; amount: number; status: string }[] }).items;
}

/** The audit log's entries about a seat order with `action`, as the admin's Audit area lists them. */
async function auditOf(orderId: string, action: 'refund_requested' | 'updated') {
  const res = await api<AuditList>('GET', `/admin/audit?resource=seatOrder&action=${action}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.entries.filter((entry) => entry.resource.id === orderId);
}

/** Runs the scheduled payments reconciliation now, as the back-office's button does. */
async function reconcile() {
  const res = await api<ReconciliationReport>('POST', '/admin/orders/reconcile', { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.errors).toBe(0);
  return res.body.data;
}

beforeAll(async () => {
  admin = await adminToken();
  [manager, otherManager, learner] = await Promise.all([
    newLearner('refund-manager', { verified: true }),
    newLearner('refund-other-manager', { verified: true }),
    newLearner('refund-learner', { verified: true }),
  ]);
  courseId = (await createCourseFixture({ price: PRICE })).courseId;
}, 120_000);

describe.skipIf(PAYMENT_PROVIDER === 'demo')('returning unused seats', { timeout: 120_000 }, () => {
  it('refunds unused seats of a Razorpay order once, with a credit note to the GSTIN; a held seat stays', async () => {
    const domain = newDomain();
    const { id: groupId } = await createGroup(admin, manager.email, `Refunding association ${Date.now()}`, {
      gstin: GSTIN,
      emailDomain: domain,
    });
    await createGroup(admin, otherManager.email, `Other association ${Date.now()}`, { gstin: GSTIN });
    const { orderId, paymentId, invoice } = await paidRazorpayOrder(groupId, 4);

    // One person takes a seat: three of the four are unused.
    const email = uniqueEmail('refund-member').replace(/@.*$/, `@${domain}`);
    const person = await register('Test refund member', email);
    await verifyAddress(email);
    expect((await joinGroup(person.token, groupId, courseId)).status).toBe(201);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 4, used: 1 });

    // Bad input, another group's manager, a learner: refused, and nothing changes.
    for (const [body, status] of [
      [{ seats: 0 }, 400],
      [{ seats: 1.5 }, 400],
      [{}, 400],
      [{ seats: 4 }, 409],
    ] as const) {
      const res = await refundSeats(groupId, orderId, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    }
    const tooMany = await refundSeats(groupId, orderId, { seats: 4 });
    expect(tooMany.body.message).toBe('Only 3 unused seats of this order can be returned');
    for (const token of [otherManager.token, learner.token]) {
      const res = await returnSeats(groupId, orderId, 1, token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Group not found');
    }
    expect(await gatewayRefundsOf(paymentId)).toEqual([]);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 4, used: 1 });

    // Two seats back: Razorpay refunds two seats' share; the pool shrinks with the request.
    const key = `refund-${Date.now()}`;
    const returned = await returnSeats(groupId, orderId, 2, manager.token, key);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data).toMatchObject({ status: 'partly_refunded', refundedSeats: 2 });
    expect(returned.body.data.refunds).toEqual([
      expect.objectContaining({ seats: 2, amountPaise: 2 * PRICE * 100, status: 'pending' }),
    ]);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 2, used: 1 });
    expect((await gatewayRefundsOf(paymentId)).map((refund) => refund.amount)).toEqual([2 * PRICE * 100]);

    // The same request again (a retry with its key): the same refund, nothing more.
    const replay = await returnSeats(groupId, orderId, 2, manager.token, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data.refunds).toHaveLength(1);
    expect(await gatewayRefundsOf(paymentId)).toHaveLength(1);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 2, used: 1 });

    // The audit log has the return, once (the retry wrote nothing): who, the group, the order, the seats, the amount.
    const requested = await auditOf(orderId, 'refund_requested');
    expect(requested).toHaveLength(1);
    const refundId = returned.body.data.refunds[0].id;
    expect(requested[0]).toMatchObject({
      actor: { uid: manager.uid, email: manager.email },
      resource: { type: 'seatOrder', id: orderId, label: expect.stringMatching(/^Refunding association \d+: 4 × /) },
      reason: '2 unused seats returned',
    });
    expect(requested[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'refundedSeats', before: 0, after: 2 },
        { field: 'status', before: 'paid', after: 'partly_refunded' },
        {
          field: `refunds.${refundId}`,
          before: null,
          after: expect.objectContaining({ groupId, seats: 2, amountPaise: 2 * PRICE * 100, status: 'pending' }),
        },
      ]),
    );

    // The held seat is never returned: one unused seat is left.
    const held = await returnSeats(groupId, orderId, 2);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('Only 1 unused seat of this order can be returned');

    // Razorpay processes the refund: the credit note for two seats, against the invoice, to the GSTIN.
    await waitForEvents({ payment_id: paymentId, event: 'refund.processed' }, (events) =>
      events.some((event) => event.state === 'delivered'),
    );
    const settled = await eventually(
      () => seatOrderOf(groupId, orderId),
      (order) => order!.refunds[0]?.creditNote != null,
    );
    expect(settled!.refunds[0]).toMatchObject({ status: 'processed', seats: 2 });
    // Razorpay's outcome is in the audit log too, once, from its webhook.
    const outcome = await auditOf(orderId, 'updated');
    expect(outcome).toHaveLength(1);
    expect(outcome[0]).toMatchObject({ actor: { name: 'Razorpay webhook' }, reason: 'Razorpay processed the refund' });
    expect(outcome[0].changes).toEqual([
      expect.objectContaining({ field: `refunds.${refundId}`, after: expect.objectContaining({ status: 'processed' }) }),
    ]);
    const note = await api<CreditNote>('GET', `/credit-notes/${settled!.refunds[0].creditNote!.id}`, { token: admin });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const tax = note.body.data.tax;
    expect(tax.totalPaise).toBe(2 * PRICE * 100);
    expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(tax.totalPaise);
    expect(note.body.data.buyer.gstin).toBe(GSTIN);
    expect(note.body.data.invoice).toMatchObject({ id: invoice.id, number: invoice.number });

    // The GSTR-1 file lists it as a credit note to a registered buyer against that invoice.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await fetch(`${SITE_URL}/api/admin/invoices/gstr1.csv?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const row = (await csv.text()).split('\r\n').find((line) => line.startsWith(`${note.body.data.number},`));
    expect(row?.split(',')).toEqual(expect.arrayContaining([GSTIN, 'Credit note', 'CDNR', invoice.number]));
  });

  it('refuses seats after 30 days from payment, and an order not paid', async () => {
    const { id: groupId } = await createGroup(admin, manager.email, `Late association ${Date.now()}`, { gstin: GSTIN });
    const { orderId, paymentId } = await paidRazorpayOrder(groupId, 2);
    await testDb()
      .collection('seatOrders')
      .doc(orderId)
      .update({ paidAt: new Date(Date.now() - 31 * DAY_MS) });
    const late = await returnSeats(groupId, orderId, 1);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Unused seats can be returned only within 30 days of payment');
    expect(await gatewayRefundsOf(paymentId)).toEqual([]);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 2, used: 0 });

    const unpaid = await api<SeatOrderCreated>('POST', `/groups/${groupId}/seat-orders`, {
      token: manager.token,
      body: { courseId, seats: 3, payment: 'bank_transfer', poNumber: 'PO-UNPAID-1' } satisfies SeatOrderBody,
    });
    expect(unpaid.status).toBe(201);
    const refused = await returnSeats(groupId, unpaid.body.data.orderId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a paid order can have seats returned');
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 2 });
  });

  it('kill test: a return killed after the pool was lowered, before Razorpay was asked, is repaired by its retry, asking Razorpay once', async () => {
    const { id: groupId } = await createGroup(admin, manager.email, `Killed return association ${Date.now()}`, { gstin: GSTIN });
    const { orderId, paymentId } = await paidRazorpayOrder(groupId, 3);
    const key = `killed-return-${Date.now()}`;
    const body = { groupId, orderId, seats: 2, key };
    expect(await killBetweenSteps('seatReturn', { body, uid: manager.uid })).toBe('refundPayment');

    // The return is recorded (the seats left the pool, the audit has it) but Razorpay was never asked.
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1, used: 0 });
    expect(await gatewayRefundsOf(paymentId)).toEqual([]);
    expect(await auditOf(orderId, 'refund_requested')).toHaveLength(1);
    const stored = (await testDb().collection('seatOrders').doc(orderId).get()).data()!;
    const [refundId] = Object.keys(stored.refunds);
    expect(stored.refunds[refundId]).toMatchObject({ status: 'pending', gatewayRefundId: null });

    // The dead process's lease on asking Razorpay lapses, as time would.
    await testDb()
      .collection('seatOrders')
      .doc(orderId)
      .update({ [`refunds.${refundId}.askedAt`]: new Date(Date.now() - 60_000) });

    // The manager's retry, and another at once, with the same key: Razorpay is asked once, for two seats.
    const [retry, again] = await Promise.all([
      returnSeats(groupId, orderId, 2, manager.token, key),
      returnSeats(groupId, orderId, 2, manager.token, key),
    ]);
    expect([retry.status, again.status]).toEqual([200, 200]);
    expect(retry.body.data.refunds).toEqual([expect.objectContaining({ id: refundId, seats: 2, status: 'pending' })]);
    expect((await gatewayRefundsOf(paymentId)).map((refund) => refund.amount)).toEqual([2 * PRICE * 100]);

    // Later retries and reconciliation ask nothing more; the webhook settles it, with its credit note.
    await waitForEvents({ payment_id: paymentId, event: 'refund.processed' }, (events) =>
      events.some((event) => event.state === 'delivered'),
    );
    expect((await returnSeats(groupId, orderId, 2, manager.token, key)).status).toBe(200);
    await reconcile();
    const settled = await eventually(
      () => seatOrderOf(groupId, orderId),
      (order) => order!.refunds[0]?.creditNote != null,
    );
    expect(settled!.refunds).toEqual([expect.objectContaining({ id: refundId, status: 'processed' })]);
    expect(await gatewayRefundsOf(paymentId)).toHaveLength(1);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1, used: 0 });
    expect(await auditOf(orderId, 'refund_requested')).toHaveLength(1);
  });

  it('reconciliation applies a processed seat refund whose webhook never came: its credit note, once', async () => {
    const { id: groupId } = await createGroup(admin, manager.email, `Unheard refund association ${Date.now()}`, { gstin: GSTIN });
    const { orderId, razorpayOrderId, paymentId, invoice } = await paidRazorpayOrder(groupId, 3);
    await setWebhookMode(razorpayOrderId, 'hold');
    const returned = await returnSeats(groupId, orderId, 1);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    await eventually(
      () => gatewayRefundsOf(paymentId),
      (refunds) => refunds[0]?.status === 'processed',
    );
    const held = await listEvents({ payment_id: paymentId, event: 'refund.processed' });
    expect(held.map((event) => event.state)).toEqual(['held']);
    expect((await seatOrderOf(groupId, orderId)).refunds[0]).toMatchObject({ status: 'pending', creditNote: null });

    await reconcile();
    const settled = await seatOrderOf(groupId, orderId);
    expect(settled!.refunds[0]).toMatchObject({ status: 'processed', seats: 1 });
    expect(settled!.refunds[0].creditNote).toMatchObject({ number: expect.any(String) });
    const note = await api<CreditNote>('GET', `/credit-notes/${settled!.refunds[0].creditNote!.id}`, { token: admin });
    expect(note.body.data).toMatchObject({
      tax: { totalPaise: PRICE * 100 },
      invoice: { id: invoice.id },
      buyer: { gstin: GSTIN },
    });
    const outcome = await auditOf(orderId, 'updated');
    expect(outcome).toHaveLength(1);
    expect(outcome[0]).toMatchObject({ actor: { name: 'Payments reconciliation' }, reason: 'Razorpay processed the refund' });

    // The webhook arriving after all, and reconciliation again, change nothing.
    await releaseEvent(held[0].id);
    await waitForEvents({ payment_id: paymentId, event: 'refund.processed' }, (events) =>
      events.every((event) => event.state === 'delivered'),
    );
    await reconcile();
    const after = await seatOrderOf(groupId, orderId);
    const { id, number } = settled!.refunds[0].creditNote!;
    expect(after!.refunds).toEqual([
      expect.objectContaining({ status: 'processed', creditNote: expect.objectContaining({ id, number }) }),
    ]);
    expect(await auditOf(orderId, 'updated')).toHaveLength(1);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 2 });
  });

  it('reconciliation applies a failed seat refund whose webhook never came: the seats come back, once', async () => {
    const { id: groupId } = await createGroup(admin, manager.email, `Failed refund association ${Date.now()}`, { gstin: GSTIN });
    const { orderId, razorpayOrderId, paymentId } = await paidRazorpayOrder(groupId, 3);
    await setWebhookMode(razorpayOrderId, 'hold');
    await setRefundOutcome(paymentId, 'failed');
    expect((await returnSeats(groupId, orderId, 2)).status).toBe(200);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1 });
    await eventually(
      () => gatewayRefundsOf(paymentId),
      (refunds) => refunds[0]?.status === 'failed',
    );

    await reconcile();
    const failed = await seatOrderOf(groupId, orderId);
    expect(failed).toMatchObject({ status: 'paid', refundedSeats: 0 });
    expect(failed!.refunds).toEqual([expect.objectContaining({ seats: 2, status: 'failed', creditNote: null })]);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 3, used: 0 });
    const outcome = await auditOf(orderId, 'updated');
    expect(outcome).toHaveLength(1);
    expect(outcome[0].changes).toEqual(expect.arrayContaining([{ field: 'refundedSeats', before: 2, after: 0 }]));

    await reconcile();
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 3 });
    expect(await auditOf(orderId, 'updated')).toHaveLength(1);
  });
});

/*
 * Seats paid by bank transfer go back by our transfer (decision 0077): the credit note reverses the
 * seats' share of the order, and the group is paid that less the seats' share of the TDS it deducted,
 * which it reclaims from the tax department, not from us.
 */
describe('returning unused seats paid by bank transfer, with TDS deducted', { timeout: 120_000 }, () => {
  it('refunds the share less its TDS once an admin records the transfer, with a credit note for the whole share', async () => {
    const { id: groupId } = await createGroup(admin, manager.email, `Transfer association ${Date.now()}`, { gstin: GSTIN });
    const placed = await api<SeatOrderCreated>('POST', `/groups/${groupId}/seat-orders`, {
      token: manager.token,
      body: { courseId, seats: 3, payment: 'bank_transfer', poNumber: 'PO-TDS-RETURN' } satisfies SeatOrderBody,
    });
    expect(placed.status).toBe(201);
    const { orderId, amount } = placed.body.data as { orderId: string; amount: number };
    expect(amount).toBe(3 * PRICE * 100);
    const receipt = await api('POST', `/admin/groups/${groupId}/seat-orders/${orderId}/receipts`, {
      token: admin,
      body: {
        utr: `UTRIN${Date.now()}`,
        amountReceived: amount - 15_000,
        receivedOn: '2026-11-20',
        tdsAmount: 15_000,
      } satisfies z.input<typeof ReceiptInputSchema>,
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    await testDb().collection('seatOrders').doc(orderId).update({ paidAt: new Date() });

    const returned = await returnSeats(groupId, orderId, 2, manager.token, `tds-return-${orderId}`);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const [refund] = returned.body.data.refunds;
    // Two thirds of ₹8,997 is ₹5,998; two thirds of the ₹150 TDS, ₹100, stays with the tax department.
    expect(refund).toMatchObject({
      seats: 2,
      amountPaise: 599_800,
      tdsPaise: 10_000,
      payoutPaise: 589_800,
      method: 'bank_transfer',
      status: 'pending',
      payoutReference: null,
      creditNote: null,
    });
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1 });
    // Nothing for reconciliation to look up at Razorpay.
    expect((await testDb().collection('seatOrders').doc(orderId).get()).get('refundsPending')).toBe(false);

    const payout = (body: unknown, token = admin, refundId = refund.id) =>
      api<SeatOrderView>('POST', `/admin/groups/${groupId}/seat-orders/${orderId}/refunds/${refundId}/payout`, { token, body });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const transfer = { utr: 'NEFTOUT12345', paidOn: today } satisfies RefundPayoutBody;
    expect((await payout(transfer, manager.token)).status).toBe(403);
    expect((await payout({ utr: 'no', paidOn: today })).status).toBe(400);
    expect((await payout({ utr: 'NEFTOUT12345', paidOn: '2999-01-01' })).status).toBe(400);
    expect((await payout({ utr: 'NEFTOUT12345', paidOn: '2020-01-01' })).status).toBe(409);
    expect((await payout(transfer, admin, 'sr_unknown')).status).toBe(404);
    expect((await seatOrderOf(groupId, orderId)).refunds[0]).toMatchObject({ status: 'pending', creditNote: null });

    const paid = await payout(transfer);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.refunds[0]).toMatchObject({ status: 'processed', payoutReference: 'NEFTOUT12345' });
    const note = await api<CreditNote>('GET', `/credit-notes/${paid.body.data.refunds[0].creditNote!.id}`, { token: admin });
    expect(note.status).toBe(200);
    expect(note.body.data.tax.totalPaise).toBe(599_800);
    expect(note.body.data.buyer.gstin).toBe(GSTIN);
    expect((await payout({ utr: 'NEFTOUT99999', paidOn: today } satisfies RefundPayoutBody)).status).toBe(409);

    const recorded = (await auditOf(orderId, 'updated')).filter(
      (entry) => entry.reason === 'Bank transfer of the refund recorded',
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0].changes[0].after).toMatchObject({
      status: 'processed',
      tdsPaise: 10_000,
      payoutReference: 'NEFTOUT12345',
    });
  });
});
