import { describe, expect, it } from 'vitest';

import type { Course, EnrollmentStarted, EnrollmentView, SeatHoldList } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { couponUses, createCoupon, type CouponBody } from '../support/coupons';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { uniqueEmail } from '../support/env';
import { api, register } from '../support/http';
import { waitForMail } from '../support/mail';
import { payOrder, waitForEvents } from '../support/razorpay-sandbox';
import { adminToken, newLearner } from '../support/sessions';

/*
 * Unpaid orders do not hoard the last seats or coupon uses (issue 33, P2; decision 0065): one hold
 * per learner and course, at most three per client address and course, shorter holds for the last
 * seats, and the seat and the coupon's use counted when the order is paid.
 */

const MINUTE = 60_000;
let clients = 0;
/** A client address of this test's own, so the per-client limit of one test never meets another's. */
const newClient = () => `198.51.100.${(process.pid % 100) + 100 + (clients += 1)}`;

const start = (token: string, courseId: string, amount: number, extra: Record<string, unknown> = {}, client?: string) =>
  api<EnrollmentStarted>('POST', '/enrollments', {
    token,
    body: { courseId, paymentMethod: 'razorpay', amount, ...extra },
    headers: client ? { 'x-forwarded-for': client } : undefined,
  });
const order = async (orderId: string) => (await testDb().collection('payments').doc(orderId).get()).data()!;
const ordersOf = async (userId: string) =>
  (await testDb().collection('payments').where('userId', '==', userId).get()).docs.map((doc) => ({
    id: doc.id,
    status: doc.get('status') as string,
  }));
/** Paid students, as the public course page shows them. */
const publicStudents = async (courseId: string) =>
  (await api<{ course: Course }>('GET', `/courses/${courseId}`)).body.data.course.currentStudents;
/** The back-office's view of a course's held seats. */
async function heldSeats(courseId: string) {
  const res = await api<SeatHoldList>('GET', '/admin/orders/seats', { token: await adminToken() });
  expect(res.status).toBe(200);
  return res.body.data.courses.find((course) => course.courseId === courseId) ?? { courseId, held: 0, holds: [] };
}
/** Moves an order's hold past its end, as time would (no reconciliation runs). */
async function runOut(courseId: string, orderId: string) {
  const past = new Date(Date.now() - MINUTE);
  await testDb().collection('payments').doc(orderId).update({ expiresAt: past });
  await testDb()
    .collection('seatHolds')
    .doc(courseId)
    .set({ holds: { [orderId]: { until: past } } }, { merge: true });
}
const newCoupon = async (overrides: Partial<CouponBody>) => createCoupon(await adminToken(), overrides);
const uses = async (couponId: string) => couponUses(await adminToken(), couponId);
/** Pays an order in the sandbox and waits for its webhook to settle it. */
async function pay(token: string, started: EnrollmentStarted) {
  await payOrder(started.checkout!.orderId);
  return waitForOrder(token, started.orderId);
}

describe.skipIf(PAYMENT_PROVIDER === 'demo')('seat holds', { timeout: 90_000 }, () => {
  it('one learner holds one seat of a course: a second checkout gets the same order, a new coupon replaces it', async () => {
    const fixture = await createCourseFixture({ price: 2000, maxStudents: 10 });
    const { code } = await newCoupon({ kind: 'percent', value: 10, courseId: fixture.courseId });
    const learner = await newLearner('one-hold');
    const [first, second] = await Promise.all([
      start(learner.token, fixture.courseId, 2000),
      start(learner.token, fixture.courseId, 2000),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.orderId).toBe(first.body.data.orderId);

    const replaced = await start(learner.token, fixture.courseId, 2000, { couponCode: code });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(replaced.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(replaced.body.data.checkout!.amount).toBe(180_000);
    const old = await order(first.body.data.orderId);
    expect(old.status).toBe('failed');
    expect(old.failureReason).toMatch(/^Replaced by a new order/);
    expect((await ordersOf(learner.uid)).filter((o) => o.status === 'pending').map((o) => o.id)).toEqual([
      replaced.body.data.orderId,
    ]);
    const held = await heldSeats(fixture.courseId);
    expect(held.holds.map((hold) => hold.orderId)).toEqual([replaced.body.data.orderId]);
    expect(await publicStudents(fixture.courseId)).toBe(0);
  });

  it('one client holds at most three unpaid orders of a course: the fourth gets 429 and changes nothing', async () => {
    const fixture = await createCourseFixture({ price: 999, maxStudents: 20 });
    const client = newClient();
    const learners = await Promise.all([1, 2, 3, 4].map(() => newLearner('hoard')));
    const started: EnrollmentStarted[] = [];
    for (const learner of learners.slice(0, 3)) {
      const res = await start(learner.token, fixture.courseId, 999, {}, client);
      expect(res.status).toBe(201);
      started.push(res.body.data);
    }
    const refused = await start(learners[3].token, fixture.courseId, 999, {}, client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'There are already 3 unpaid orders for this course from your connection. Complete one, or try again once one has expired.',
    );
    expect(await ordersOf(learners[3].uid)).toEqual([]);
    expect((await testDb().collection('enrollments').doc(`${learners[3].uid}_${fixture.courseId}`).get()).exists).toBe(false);
    expect((await heldSeats(fixture.courseId)).held).toBe(3);

    // Another client is not held back, and a paid order frees its client's place.
    expect((await start((await newLearner('other-client')).token, fixture.courseId, 999, {}, newClient())).status).toBe(201);
    await pay(learners[0].token, started[0]);
    expect((await start(learners[3].token, fixture.courseId, 999, {}, client)).status).toBe(201);
    expect((await heldSeats(fixture.courseId)).held).toBe(4);
    expect(await publicStudents(fixture.courseId)).toBe(1);
  });

  it('a hold on one of the last seats is short, and a hold that ran out frees its seat at once', async () => {
    const roomy = await createCourseFixture({ price: 999, maxStudents: 20 });
    const relaxed = (await start((await newLearner('roomy')).token, roomy.courseId, 999)).body.data;
    const relaxedOrder = await order(relaxed.orderId);
    const relaxedMs = relaxedOrder.expiresAt.toMillis() - relaxedOrder.createdAt.toMillis();
    expect(relaxedMs).toBeGreaterThan(29 * MINUTE);
    expect(relaxedMs).toBeLessThanOrEqual(30 * MINUTE);
    expect(relaxed.checkout!.timeoutSeconds).toBeGreaterThan(29 * 60);

    const scarce = await createCourseFixture({ price: 999, maxStudents: 2 });
    const [a, b, c] = await Promise.all([newLearner('last-a'), newLearner('last-b'), newLearner('last-c')]);
    const first = (await start(a.token, scarce.courseId, 999)).body.data;
    const firstOrder = await order(first.orderId);
    const firstMs = firstOrder.expiresAt.toMillis() - firstOrder.createdAt.toMillis();
    expect(firstMs).toBeGreaterThan(9 * MINUTE);
    expect(firstMs).toBeLessThanOrEqual(10 * MINUTE);
    expect(first.checkout!.timeoutSeconds).toBeLessThanOrEqual(600);
    expect((await start(b.token, scarce.courseId, 999)).status).toBe(201);
    const full = await start(c.token, scarce.courseId, 999);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'This course is full for now: its last seats are held for payments in progress. Please try again in a few minutes.',
    );

    await runOut(scarce.courseId, first.orderId);
    const freed = await start(c.token, scarce.courseId, 999);
    expect(freed.status, JSON.stringify(freed.body)).toBe(201);
    expect((await heldSeats(scarce.courseId)).holds.map((hold) => hold.orderId)).not.toContain(first.orderId);
  });

  it('a coupon use is counted when the order is paid, not when it is made', async () => {
    const fixture = await createCourseFixture({ price: 1000, maxStudents: 10 });
    const { code, id } = await newCoupon({ kind: 'fixed', value: 100, courseId: fixture.courseId, usageLimit: 1 });
    const [buyer, other] = await Promise.all([newLearner('coupon-buyer'), newLearner('coupon-other')]);
    const started = (await start(buyer.token, fixture.courseId, 1000, { couponCode: code })).body.data;
    expect(started.checkout!.amount).toBe(90_000);
    expect(await uses(id)).toEqual({ used: 0, held: 1 });
    const usedUp = await start(other.token, fixture.courseId, 1000, { couponCode: code });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.message).toBe('This coupon code has been used up.');

    await pay(buyer.token, started);
    expect(await uses(id)).toEqual({ used: 1, held: 0 });
    expect((await testDb().collection('couponRedemptions').doc(started.orderId).get()).get('status')).toBe('paid');
  });

  it('a payment that lands after its hold ran out and the course filled is refunded, and the webhook answers 2xx', async () => {
    const fixture = await createCourseFixture({ price: 1299, maxStudents: 1 });
    const email = uniqueEmail('filled-meanwhile');
    const late = await register('Slow Payer', email);
    const quick = await newLearner('quick-payer');
    const slow = (await start(late.token, fixture.courseId, 1299)).body.data;
    await runOut(fixture.courseId, slow.orderId);
    const fast = (await start(quick.token, fixture.courseId, 1299)).body.data;
    expect(fast?.orderId, 'the run-out hold no longer holds the seat').toEqual(expect.any(String));
    await pay(quick.token, fast);
    expect(await publicStudents(fixture.courseId)).toBe(1);

    const paid = await payOrder(slow.checkout!.orderId);
    const events = await waitForEvents(
      { payment_id: paid.razorpay_payment_id },
      (list) => list.some((e) => e.event === 'refund.processed') && list.every((e) => e.state === 'delivered'),
      20_000,
    );
    expect(events.flatMap((e) => e.deliveries.map((d) => d.status)).every((status) => status! >= 200 && status! < 300)).toBe(
      true,
    );
    const stored = await order(slow.orderId);
    expect(stored.status).toBe('failed');
    expect(stored.unwantedPayments[paid.razorpay_payment_id!]).toMatchObject({
      reason: 'course_full',
      amountPaise: 129_900,
      refund: { status: 'processed' },
    });
    const mine = (await api<{ enrollments: EnrollmentView[] }>('GET', '/enrollments', { token: late.token })).body.data
      .enrollments;
    expect(mine).toEqual([]);
    expect(await publicStudents(fixture.courseId)).toBe(1);
    const mails = await waitForMail(email, { filter: (m) => m.subject.startsWith('Your payment is being refunded') });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('the last seat of the course had been taken');
  });

  it('the course page counts paid students; the back-office sees held and paid seats apart', async () => {
    const fixture = await createCourseFixture({ price: 999, maxStudents: 5 });
    const learner = await newLearner('held-paid');
    const started = (await start(learner.token, fixture.courseId, 999)).body.data;
    expect(await publicStudents(fixture.courseId)).toBe(0);
    const held = await heldSeats(fixture.courseId);
    expect(held.held).toBe(1);
    expect(held.holds).toEqual([
      { orderId: started.orderId, expiresAt: (await order(started.orderId)).expiresAt.toDate().toISOString() },
    ]);

    await pay(learner.token, started);
    expect(await publicStudents(fixture.courseId)).toBe(1);
    expect((await heldSeats(fixture.courseId)).held).toBe(0);
    const admin = (await api<{ courses: Course[] }>('GET', '/admin/courses', { token: await adminToken() })).body.data.courses;
    expect(admin.find((course) => course.uid === fixture.courseId)!.currentStudents).toBe(1);
  });
});
