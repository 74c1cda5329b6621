import { describe, expect, it } from 'vitest';

import type { AdminOrderView, Invoice, InvoiceVerification } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrol, PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { ACADEMY_BILLING, pdfText } from '../support/invoices';
import { adminToken, newLearner } from '../support/sessions';

/*
 * A B2B tax invoice only to a GSTIN the buyer has stood behind (issue 33 P6, issue 39; decision
 * 0071): with a GSTIN the checkout needs the legal name, the billing address in the GSTIN's state,
 * the declaration and a verified email, and the invoice prints the name and address; anyone else
 * gets a B2C invoice, and the public check names nobody.
 */

const DECLARATION =
  'I am authorised to claim input tax credit for this business, and the GSTIN, legal name and address above are its own.';

const start = (token: string, courseId: string, billing: Record<string, unknown>) =>
  api('POST', '/enrollments', { token, body: { courseId, paymentMethod: 'razorpay', amount: 4999, ...billing } });
const ordersOf = async (uid: string) => (await testDb().collection('payments').where('userId', '==', uid).get()).size;
const without = (field: keyof typeof ACADEMY_BILLING) =>
  Object.fromEntries(Object.entries(ACADEMY_BILLING).filter(([key]) => key !== field));

/** The paid order's invoice link, once the webhook has issued it. */
async function invoiceOf(token: string, orderId: string): Promise<{ id: string; number: string }> {
  let order = await waitForOrder(token, orderId);
  for (let tries = 0; !order.invoice && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    order = await waitForOrder(token, orderId);
  }
  return order.invoice!;
}

describe.skipIf(PAYMENT_PROVIDER === 'demo')('a GSTIN at checkout', { timeout: 120_000 }, () => {
  it('is refused with the field that is missing: the declaration, the legal name, the address', async () => {
    const course = await createCourseFixture({ price: 4999 });
    const learner = await newLearner('gstin-partial', { verified: true });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [without('gstinDeclared'), 'gstinDeclared', /authorised to claim input tax credit/],
      [{ ...ACADEMY_BILLING, gstinDeclared: false }, 'gstinDeclared', /authorised to claim input tax credit/],
      [without('businessName'), 'businessName', /legal name/],
      [without('billingAddress'), 'billingAddress', /billing address/],
      [
        { ...ACADEMY_BILLING, billingAddress: { ...ACADEMY_BILLING.billingAddress, pinCode: '4000' } },
        'billingAddress.pinCode',
        /PIN code has 6 digits/,
      ],
      [
        { ...ACADEMY_BILLING, billingAddress: { ...ACADEMY_BILLING.billingAddress, city: ' ' } },
        'billingAddress.city',
        /City is required/,
      ],
    ];
    for (const [billing, path, message] of cases) {
      const res = await start(learner.token, course.courseId, billing);
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, msg: expect.stringMatching(message) });
      expect(res.body.message, path).toMatch(message);
    }
    expect(await ordersOf(learner.uid)).toBe(0);
  });

  it('is refused when the address is not in the GSTIN’s state', async () => {
    const course = await createCourseFixture({ price: 4999 });
    const learner = await newLearner('gstin-state', { verified: true });
    const res = await start(learner.token, course.courseId, { ...ACADEMY_BILLING, stateCode: '29' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'stateCode',
      msg: 'This GSTIN is registered in Maharashtra, not in the chosen state',
    });
    expect(await ordersOf(learner.uid)).toBe(0);
  });

  it('is refused from an email address that is not verified, with what to do', async () => {
    const course = await createCourseFixture({ price: 4999 });
    const learner = await newLearner('gstin-unverified');
    const res = await start(learner.token, course.courseId, ACADEMY_BILLING);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Please verify your email address before buying with a GSTIN/);
    expect(await ordersOf(learner.uid)).toBe(0);
    // Without the GSTIN the same learner buys at once, with a B2C invoice.
    expect((await start(learner.token, course.courseId, { stateCode: '27' })).status).toBe(201);
  });

  it('declared in full, gives a B2B invoice with the legal name and address, the declaration kept', async () => {
    const course = await createCourseFixture({ price: 4999 });
    const learner = await newLearner('gstin-declared', { verified: true });
    const before = Date.now();
    const res = await enrol(learner.token, course.courseId, 4999, ACADEMY_BILLING);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, number } = await invoiceOf(learner.token, res.body.data.orderId);

    const invoice = (await api<Invoice>('GET', `/invoices/${id}`, { token: learner.token })).body.data;
    expect(invoice.buyer).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mumbai Cricket Academy LLP',
      address: { line1: '14 Marine Drive', line2: 'Churchgate', city: 'Mumbai', pinCode: '400020' },
      state: { code: '27', name: 'Maharashtra' },
    });
    const pdf = await fetch(`${SITE_URL}/api/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${learner.token}` } });
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('BILLED TO Mumbai Cricket Academy LLP 14 Marine Drive Churchgate Mumbai 400020');

    // What was declared, and when, stays with the order and the invoice.
    const stored = (await testDb().collection('payments').doc(res.body.data.orderId).get()).get('buyer');
    expect(stored.declaration.text).toBe(DECLARATION);
    expect(Date.parse(stored.declaration.declaredAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await testDb().collection('invoices').doc(id).get()).get('buyer.declaration')).toEqual(stored.declaration);
    const admin = await api<AdminOrderView>('GET', `/admin/orders/${res.body.data.orderId}`, { token: await adminToken() });
    expect(admin.body.data.billing).toMatchObject({ gstin: '27AAPFU0939F1ZV', declaration: stored.declaration });

    // The public check names the registered business, and nothing of the person or the address.
    const verified = (await api<InvoiceVerification>('GET', `/invoices/verify/${id}`)).body.data;
    expect(verified).toMatchObject({ number, buyer: { label: 'Mumbai Cricket Academy LLP', gstin: '27AAPFU0939F1ZV' } });
    for (const personal of ['Marine Drive', '400020', learner.email, 'Test gstin-declared'])
      expect(JSON.stringify(verified)).not.toContain(personal);
  });

  it('left out, makes the invoice B2C: a business name alone is not printed, nor shown by the public check', async () => {
    const course = await createCourseFixture({ price: 4999 });
    const learner = await newLearner('b2c-named', { verified: true });
    const res = await enrol(learner.token, course.courseId, 4999, {
      stateCode: '27',
      businessName: 'Mumbai Cricket Academy LLP',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = await invoiceOf(learner.token, res.body.data.orderId);
    const invoice = (await api<Invoice>('GET', `/invoices/${id}`, { token: learner.token })).body.data;
    expect(invoice.buyer).toMatchObject({ name: 'Test b2c-named', gstin: null, businessName: null, address: null });

    const verified = (await api<InvoiceVerification>('GET', `/invoices/verify/${id}`)).body.data;
    expect(verified.buyer).toEqual({ label: 'Unregistered buyer (no GSTIN)', gstin: null });
    for (const personal of ['Mumbai Cricket Academy', 'b2c-named', learner.email])
      expect(JSON.stringify(verified)).not.toContain(personal);
  });
});
