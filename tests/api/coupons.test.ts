import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { COUPON_MESSAGES } from '../../functions/src/contract/coupons';
import { getDb } from '../../functions/src/lib/firebase';
import type { CouponQuoteRequestSchema, CouponView } from '../../functions/src/contract';
import { couponBody, couponTerms, couponUses, createCoupon, newCouponCode as newCode, type CouponBody } from '../support/coupons';
import { createCourseFixture } from '../support/course-fixture';
import { api } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

/*
 * Coupons over HTTP (admin CRUD, the learner's quote) and, in-process against the same Firestore,
 * the calls the enrolment makes inside its transaction (reserve, release), which no route exposes.
 */
const service = () => import('../../functions/src/features/coupons/coupons.service');

describe('coupons', () => {
  let admin: string;
  let learner: string;
  let course: { courseId: string };
  let cheapCourse: { courseId: string };

  beforeAll(async () => {
    // The functions' Firestore settings must be applied before anything else uses the shared app.
    getDb();
    admin = (await newAdmin('coupons')).token;
    learner = (await newLearner('coupons')).token;
    course = await createCourseFixture({ price: 4999 });
    cheapCourse = await createCourseFixture({ price: 999 });
  });

  const create = (body: unknown, token = admin) => api('POST', '/admin/coupons', { token, body });
  const quoteBody = (courseId: string, code: string) => ({ courseId, code }) satisfies z.input<typeof CouponQuoteRequestSchema>;
  const quote = (courseId: string, code: string, token = learner) =>
    api('POST', '/coupons/quote', { token, body: quoteBody(courseId, code) });
  const coupon = (overrides: Partial<CouponBody>) => createCoupon(admin, overrides);

  /** Holds a use for an order for half an hour, in a transaction of its own, as the order does beside its seat. */
  async function reserve(couponId: string, courseId: string, orderId: string) {
    const { reserveCouponUse } = await service();
    return getDb().runTransaction(async (tx) => {
      const hold = await reserveCouponUse(tx, couponId, courseId, orderId);
      hold.write(new Date(Date.now() + 30 * 60_000));
    });
  }
  const uses = (id: string) => couponUses(admin, id);

  it('a percent code takes its share off the price and leaves whole rupees, never less off than the percent', async () => {
    const { id, code } = await coupon({ kind: 'percent', value: 12.5 });
    const res = await quote(course.courseId, code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ code, listPrice: 4999, discount: 625, amount: 4374 });
    const { quoteCoupon } = await service();
    expect(await quoteCoupon(` ${code.toLowerCase()} `, { uid: course.courseId, price: 4999 })).toEqual({
      couponId: id,
      code,
      listPricePaise: 499900,
      discountPaise: 62500,
      amountPaise: 437400,
    });
  });

  it('a fixed code takes whole rupees off, and never takes the price below zero', async () => {
    const { code } = await coupon({ kind: 'fixed', value: 500 });
    expect((await quote(course.courseId, code)).body.data).toEqual({ code, listPrice: 4999, discount: 500, amount: 4499 });
    const big = await coupon({ kind: 'fixed', value: 5000 });
    expect((await quote(cheapCourse.courseId, big.code)).body.data).toEqual({
      code: big.code,
      listPrice: 999,
      discount: 999,
      amount: 0,
    });
    const whole = await coupon({ kind: 'percent', value: 100 });
    expect((await quote(course.courseId, whole.code)).body.data).toMatchObject({ discount: 4999, amount: 0 });
  });

  it('a code for one course is refused for another; a code for all courses works for both', async () => {
    const one = await coupon({ courseId: course.courseId });
    expect((await quote(course.courseId, one.code)).status).toBe(200);
    const other = await quote(cheapCourse.courseId, one.code);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(COUPON_MESSAGES.notValid);
    const all = await coupon({ courseId: null });
    expect((await quote(course.courseId, all.code)).status).toBe(200);
    expect((await quote(cheapCourse.courseId, all.code)).status).toBe(200);
  });

  it('an expired code is refused; a date means the end of that day in India', async () => {
    const expired = await coupon({ expiresAt: '2024-03-31' });
    const view = (await api<CouponView>('GET', `/admin/coupons/${expired.id}`, { token: admin })).body.data;
    expect(view).toMatchObject({ expiresAt: '2024-03-31T18:29:59.999Z', state: 'expired' });
    const res = await quote(course.courseId, expired.code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COUPON_MESSAGES.notValid);
    const future = await coupon({ expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await quote(course.courseId, future.code)).status).toBe(200);
  });

  it('an unknown, inactive, expired or other-course code gets one and the same answer, which tells nobody the code exists', async () => {
    const answers = [
      await quote(course.courseId, newCode('NOPE')),
      await quote(course.courseId, (await coupon({ isActive: false })).code),
      await quote(course.courseId, (await coupon({ expiresAt: '2024-03-31' })).code),
      await quote(course.courseId, (await coupon({ courseId: cheapCourse.courseId })).code),
    ];
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { success: false, message: 'This coupon code is not valid.' },
      });
  });

  it('quotes are limited per account and per client, and the caller past them is told to wait', async () => {
    const { code } = await coupon({});
    const quoteFrom = (token: string, client: string) =>
      api('POST', '/coupons/quote', { token, body: quoteBody(course.courseId, code), headers: { 'x-forwarded-for': client } });
    // One account, many clients: 20 quotes in 15 minutes, then 429.
    const guesser = (await newLearner('coupon-guesser')).token;
    for (let i = 0; i < 20; i += 1) expect((await quoteFrom(guesser, `10.61.0.${i + 1}`)).status).toBe(200);
    const stopped = await quoteFrom(guesser, '10.61.0.99');
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('Too many coupon codes tried. Please try again in a few minutes.');
    // One client, many accounts: 120 quotes in 15 minutes, then 429 for every account there.
    const client = '10.61.1.1';
    const accounts = await Promise.all(Array.from({ length: 7 }, (_, i) => newLearner(`coupon-client-${i}`)));
    for (let i = 0; i < 120; i += 1) expect((await quoteFrom(accounts[i % 7].token, client)).status).toBe(200);
    expect((await quoteFrom((await newLearner('coupon-late')).token, client)).status).toBe(429);
    // Elsewhere, others are quoted as before.
    expect((await quoteFrom(accounts[0].token, '10.61.1.2')).status).toBe(200);
  }, 60_000);

  it('parallel reservations past the usage limit: exactly the limit succeed, the rest are told it is used up', async () => {
    const { id, code } = await coupon({ usageLimit: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => reserve(id, course.courseId, `order-${code}-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: COUPON_MESSAGES.usedUp });
    }
    expect(await uses(id)).toEqual({ used: 0, held: 3 });
    const res = await quote(course.courseId, code);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COUPON_MESSAGES.usedUp);
  });

  it('an order reserving twice counts once, and a release gives its use back once however often it is called', async () => {
    const { id, code } = await coupon({ usageLimit: 1 });
    const orderId = `order-${code}-a`;
    await reserve(id, course.courseId, orderId);
    await reserve(id, course.courseId, orderId);
    expect(await uses(id)).toEqual({ used: 0, held: 1 });
    await expect(reserve(id, course.courseId, `order-${code}-b`)).rejects.toMatchObject({ status: 409 });

    const { releaseCouponUse } = await service();
    const released = await Promise.all([
      releaseCouponUse(id, orderId),
      releaseCouponUse(id, orderId),
      releaseCouponUse(id, orderId),
    ]);
    expect(released.filter(Boolean)).toHaveLength(1);
    expect(await releaseCouponUse(id, orderId)).toBe(false);
    expect(await uses(id)).toEqual({ used: 0, held: 0 });
    expect((await quote(course.courseId, code)).status).toBe(200);
    await reserve(id, course.courseId, `order-${code}-b`);
    expect(await uses(id)).toEqual({ used: 0, held: 1 });
  });

  it('a reservation checks the coupon again: one deactivated or for another course is refused', async () => {
    const { id, code } = await coupon({ courseId: course.courseId });
    await expect(reserve(id, cheapCourse.courseId, `order-${code}-x`)).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.notValid,
    });
    await api('PATCH', `/admin/coupons/${id}`, { token: admin, body: { isActive: false } });
    await expect(reserve(id, course.courseId, `order-${code}-y`)).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.notValid,
    });
    expect(await uses(id)).toEqual({ used: 0, held: 0 });
  });

  it('admins list, edit, deactivate and delete coupons; a coupon an order used can only be deactivated', async () => {
    const made = await coupon({ kind: 'fixed', value: 200, usageLimit: 5 });
    const list = await api<CouponView[]>('GET', '/admin/coupons', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.find((c: { id: string }) => c.id === made.id)).toMatchObject({
      code: made.code,
      kind: 'fixed',
      value: 200,
      usageLimit: 5,
      usedCount: 0,
      heldCount: 0,
      isActive: true,
      state: 'active',
      courseTitle: null,
    });

    const edited = await api<CouponView>('PUT', `/admin/coupons/${made.id}`, {
      token: admin,
      body: couponTerms({ value: 25, courseId: course.courseId, expiresAt: '2099-12-31', usageLimit: '', isActive: true }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      code: made.code,
      kind: 'percent',
      value: 25,
      courseId: course.courseId,
      usageLimit: null,
    });
    expect(edited.body.data.courseTitle).toMatch(/^Fixture course/);
    expect((await quote(course.courseId, made.code)).body.data).toMatchObject({ discount: 1250, amount: 3749 });

    await reserve(made.id, course.courseId, `order-${made.code}`);
    const off = await api('PATCH', `/admin/coupons/${made.id}`, { token: admin, body: { isActive: false } });
    expect(off.body.data).toMatchObject({ isActive: false, state: 'inactive', usedCount: 0, heldCount: 1 });

    const refused = await api('DELETE', `/admin/coupons/${made.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect((await api('GET', `/admin/coupons/${made.id}`, { token: admin })).status).toBe(200);

    const unused = await coupon({});
    expect((await api('DELETE', `/admin/coupons/${unused.id}`, { token: admin })).status).toBe(200);
    expect((await api('GET', `/admin/coupons/${unused.id}`, { token: admin })).status).toBe(404);
    // Its code is free again.
    expect((await create(couponBody({ code: unused.code, value: 5 }))).status).toBe(201);
  });

  it('only admins manage coupons, and only signed-in callers ask for a quote', async () => {
    const made = await coupon({});
    const body = couponBody();
    for (const token of [undefined, learner]) {
      const status = token ? 403 : 401;
      expect((await api('GET', '/admin/coupons', { token })).status).toBe(status);
      expect((await api('POST', '/admin/coupons', { token, body })).status).toBe(status);
      expect(
        (await api('PUT', `/admin/coupons/${made.id}`, { token, body: couponTerms({ kind: 'fixed', value: 1 }) })).status,
      ).toBe(status);
      expect((await api('PATCH', `/admin/coupons/${made.id}`, { token, body: { isActive: false } })).status).toBe(status);
      expect((await api('DELETE', `/admin/coupons/${made.id}`, { token })).status).toBe(status);
    }
    expect((await api<CouponView>('GET', `/admin/coupons/${made.id}`, { token: admin })).body.data).toMatchObject({
      kind: 'percent',
      value: 10,
      isActive: true,
    });
    expect((await api('POST', '/coupons/quote', { body: quoteBody(course.courseId, made.code) })).status).toBe(401);
  });

  it('bad input gets a 4xx naming the field and changes nothing', async () => {
    const before = (await api<CouponView[]>('GET', '/admin/coupons', { token: admin })).body.data.length;
    const taken = await coupon({});
    const bad: [Record<string, unknown>, string][] = [
      [{ kind: 'percent', value: 150 }, 'value'],
      [{ kind: 'percent', value: 12.345 }, 'value'],
      [{ kind: 'fixed', value: 10.5 }, 'value'],
      [{ kind: 'fixed', value: 0 }, 'value'],
      [{ kind: 'fixed', value: -5 }, 'value'],
      [{ kind: 'percent', value: 'ten' }, 'value'],
      [{ kind: 'bogus', value: 10 }, 'kind'],
      [{ code: 'ab', kind: 'percent', value: 10 }, 'code'],
      [{ code: 'TWO WORDS', kind: 'percent', value: 10 }, 'code'],
      [{ code: 'X'.repeat(41), kind: 'percent', value: 10 }, 'code'],
      [{ kind: 'percent', value: 10, usageLimit: 0 }, 'usageLimit'],
      [{ kind: 'percent', value: 10, usageLimit: 2.5 }, 'usageLimit'],
      [{ kind: 'percent', value: 10, expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ kind: 'percent', value: 10, courseId: 'a/b' }, 'courseId'],
      [{ kind: 'percent', value: 10, courseId: 'no-such-course' }, 'courseId'],
      [{ kind: 'percent', value: 10, usedCount: 99 }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await create({ code: newCode(), ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          res.body.errors!.map((e: { path?: string }) => e.path),
          JSON.stringify(body),
        ).toContain(field);
    }
    const duplicate = await create({ code: taken.code.toLowerCase(), kind: 'fixed', value: 100 });
    expect(duplicate.status).toBe(409);

    const edit = await api('PUT', `/admin/coupons/${taken.id}`, { token: admin, body: { kind: 'percent', value: 101 } });
    expect(edit.status).toBe(400);
    expect(
      (await api('PUT', `/admin/coupons/${taken.id}`, { token: admin, body: { code: 'NEW', kind: 'percent', value: 5 } })).status,
    ).toBe(400);
    expect((await api('PUT', '/admin/coupons/no-such-coupon', { token: admin, body: couponTerms({ value: 5 }) })).status).toBe(
      404,
    );
    expect((await api<CouponView>('GET', `/admin/coupons/${taken.id}`, { token: admin })).body.data).toMatchObject({
      code: taken.code,
      kind: 'percent',
      value: 10,
    });
    expect((await api<CouponView[]>('GET', '/admin/coupons', { token: admin })).body.data.length).toBe(before + 1);

    expect((await api('POST', '/coupons/quote', { token: learner, body: { courseId: course.courseId } })).status).toBe(400);
    expect(
      (await api('POST', '/coupons/quote', { token: learner, body: { courseId: course.courseId, code: 'a b' } })).status,
    ).toBe(400);
    expect((await quote('no-such-course', taken.code)).status).toBe(404);
  });
});
