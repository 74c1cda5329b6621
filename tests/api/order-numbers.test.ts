import { describe, expect, it } from 'vitest';

import type { AdminOrderList, AdminOrderView, EnrollmentStarted, OrderList } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { api } from '../support/http';
import { waitForMail } from '../support/mail';
import { payOrder } from '../support/razorpay-sandbox';
import { adminToken, newLearner } from '../support/sessions';

/*
 * Orders carry a number a person can read and quote (CV-2026-000123), taken in the order's own
 * write from one counter, so orders placed at the same moment never share one; the buyer sees it in
 * 'Orders and invoices' and the receipt, the admin finds the order by it.
 */

const NUMBER = /^CV-\d{4}-\d{6}$/;
/** The calendar year in India now: the number's series. */
const indianYear = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 4);

const start = (token: string, courseId: string, client: string) =>
  api<EnrollmentStarted>('POST', '/enrollments', {
    token,
    body: { courseId, paymentMethod: 'razorpay', amount: 1499 },
    // Each buyer from an address of their own: one client may hold only three unpaid orders of a course.
    headers: { 'x-forwarded-for': client },
  });

describe.skipIf(PAYMENT_PROVIDER === 'demo')('order numbers', { timeout: 90_000 }, () => {
  it('six orders placed at once get six distinct numbers of this year, each stored on its order', async () => {
    const fixture = await createCourseFixture({ price: 1499, maxStudents: 20 });
    const learners = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newLearner('numbered')));
    const started = await Promise.all(
      learners.map((learner, i) => start(learner.token, fixture.courseId, `198.51.100.${40 + i}`)),
    );
    expect(started.map((res) => res.status)).toEqual(Array(6).fill(201));
    const numbers = started.map((res) => res.body.data.orderNumber!);
    for (const number of numbers) expect(number).toMatch(NUMBER);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.every((number) => number.startsWith(`CV-${indianYear()}-`))).toBe(true);

    const stored = await Promise.all(
      started.map(async (res) => (await testDb().collection('payments').doc(res.body.data.orderId).get()).get('number')),
    );
    expect(stored).toEqual(numbers);
  });

  it('the buyer sees the number in Orders and invoices and the receipt; the admin finds the order by it', async () => {
    const fixture = await createCourseFixture({ price: 1499 });
    const learner = await newLearner('quoted');
    const res = await start(learner.token, fixture.courseId, '198.51.100.60');
    expect(res.status).toBe(201);
    const { orderId, orderNumber, checkout } = res.body.data;
    await payOrder(checkout!.orderId, { method: 'upi' });
    await waitForOrder(learner.token, orderId);

    const mine = (await api<OrderList>('GET', '/payments/orders', { token: learner.token })).body.data.orders;
    expect(mine.find((order) => order.uid === orderId)?.number).toBe(orderNumber);
    const [receipt] = await waitForMail(learner.email, { filter: (mail) => mail.subject.startsWith('Your receipt') });
    expect(receipt.text).toContain(`Order number: ${orderNumber}`);

    const token = await adminToken();
    const found = await api<AdminOrderList>('GET', `/admin/orders?q=${encodeURIComponent(orderNumber!.toLowerCase())}`, {
      token,
    });
    expect(found.status).toBe(200);
    expect(found.body.data.orders.map((order) => [order.uid, order.number])).toEqual([[orderId, orderNumber]]);
    expect((await api<AdminOrderView>('GET', `/admin/orders/${orderId}`, { token })).body.data.number).toBe(orderNumber);
  });
});
