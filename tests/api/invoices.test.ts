import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  CreditNote,
  EnrollmentStarted,
  Gstr1ReturnSummary,
  Invoice,
  InvoiceVerification,
  OrderView,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { PAYMENT_PROVIDER, waitForOrder } from '../support/enrol';
import { DEMO_ADMIN, SITE_URL, uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';
import { ACADEMY_BILLING, ACADEMY_BUYER, invoiceService, pdfText, sale, signedPdfUrl } from '../support/invoices';
import { payOrder } from '../support/razorpay-sandbox';
import { newLearner } from '../support/sessions';

let learner: { token: string; uid: string };
let stranger: { token: string };
let admin: string;

beforeAll(async () => {
  const session = await register('Priya Sharma', uniqueEmail('invoice'));
  learner = { token: session.token, uid: session.user.uid };
  stranger = { token: (await register('Someone Else', uniqueEmail('stranger'))).token };
  admin = (await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});

const getPdf = async (url: string, token?: string) => {
  const res = await fetch(url.startsWith('http') ? url : `${SITE_URL}/api${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: await res.arrayBuffer() };
};

/** Every invoice of a financial year, whoever made it: sequences exactly 1..N. */
async function sequencesOfYear(collection: 'invoices' | 'creditNotes', year: string): Promise<number[]> {
  const all = await testDb().collection(collection).where('financialYear', '==', year).get();
  return all.docs.map((doc) => doc.get('sequence') as number).sort((a, b) => a - b);
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe.skipIf(PAYMENT_PROVIDER === 'demo')('invoices of real payments (Razorpay sandbox and webhook)', () => {
  it('ten learners paying at once get consecutive invoice numbers, CGST+SGST in Karnataka and IGST elsewhere', async () => {
    const course = await createCourseFixture({ maxStudents: 40, price: 4999 });
    // The GSTIN buyer (i = 1) has verified their address: a GSTIN is taken only from a verified one.
    const learners = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newLearner(`invoice-payer-${i}`, { verified: i === 1 })),
    );
    // Half bill to Karnataka (the supplier's state), half to Maharashtra, one of those with a GSTIN.
    const billing = (i: number) => (i % 2 === 0 ? { stateCode: '29' } : i === 1 ? ACADEMY_BILLING : { stateCode: '27' });
    // Ten buyers, each from their own address: one address holds at most three unpaid orders of a course.
    const started = await Promise.all(
      learners.map((learner, i) =>
        api<EnrollmentStarted>('POST', '/enrollments', {
          token: learner.token,
          body: { courseId: course.courseId, paymentMethod: 'razorpay', amount: 4999, ...billing(i) },
          headers: { 'x-forwarded-for': `10.88.${process.pid % 250}.${i + 1}` },
        }),
      ),
    );
    for (const res of started) expect(res.status, JSON.stringify(res.body)).toBe(201);
    // All pay at once; each webhook issues its invoice.
    await Promise.all(started.map((res) => payOrder(res.body.data.checkout!.orderId, { method: 'upi' })));
    const orders = await Promise.all(
      started.map((res, i) => waitForOrder(learners[i].token, res.body.data.orderId, 'succeeded', 150_000)),
    );
    const links = await Promise.all(
      orders.map(async (order, i) => {
        for (let tries = 0; !order.invoice && tries < 100; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          order = (await api<OrderView>('GET', `/payments/orders/${started[i].body.data.orderId}`, { token: learners[i].token }))
            .body.data;
        }
        return order.invoice as { id: string; number: string };
      }),
    );
    expect(new Set(links.map((link) => link.number)).size).toBe(10);

    const invoices = await Promise.all(
      links.map(async (link, i) => (await api<Invoice>('GET', `/invoices/${link.id}`, { token: learners[i].token })).body.data),
    );
    invoices.forEach((invoice, i) => {
      expect(invoice.number).toBe(links[i].number);
      // ₹4,999 paid: taxable ₹4,236.44, tax ₹762.56.
      expect(invoice.tax.taxablePaise).toBe(4_236_44);
      if (i % 2 === 0) expect(invoice.tax).toMatchObject({ cgstPaise: 381_28, sgstPaise: 381_28, igstPaise: 0 });
      else expect(invoice.tax).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 762_56 });
    });
    expect(invoices[1].buyer).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Cricket Academy LLP' });

    const year = (await testDb().collection('invoices').doc(links[0].id).get()).get('financialYear');
    const sequences = await sequencesOfYear('invoices', year);
    expect(sequences).toEqual(oneToN(sequences.length));
  }, 240_000);
});

describe('invoice numbers', () => {
  it('are consecutive with no gap or repeat when 20 invoices are asked for at once', async () => {
    const { ensureInvoice } = invoiceService();
    const issued = await Promise.all(Array.from({ length: 20 }, () => ensureInvoice(sale(learner.uid))));
    expect(new Set(issued.map((i) => i.number)).size).toBe(20);
    for (const { number } of issued) expect(number).toMatch(/^CV\/\d{2}-\d{2}\/\d{6}$/);
    expect(Math.max(...issued.map((i) => i.number.length))).toBeLessThanOrEqual(16);

    // Every invoice of the year, ours and any other test's: exactly 1..N, whatever ran in parallel.
    const year = (await testDb().collection('invoices').doc(issued[0].invoiceId).get()).get('financialYear');
    const sequences = await sequencesOfYear('invoices', year);
    expect(sequences).toEqual(oneToN(sequences.length));
  });

  it('stay the same for an order invoiced again, also when the repeats race', async () => {
    const { ensureInvoice } = invoiceService();
    const order = sale(learner.uid);
    const first = await ensureInvoice(order);
    const repeats = await Promise.all(Array.from({ length: 5 }, () => ensureInvoice({ ...order, paidAt: new Date() })));
    for (const repeat of repeats) expect(repeat).toEqual(first);
    const racing = sale(learner.uid);
    const raced = await Promise.all(Array.from({ length: 5 }, () => ensureInvoice(racing)));
    expect(new Set(raced.map((r) => r.invoiceId)).size).toBe(1);
    const stored = await testDb().collection('invoices').where('orderId', '==', racing.orderId).get();
    expect(stored.size).toBe(1);
  });

  it('refuses a sale with a GSTIN whose check character is wrong, issuing nothing', async () => {
    const { ensureInvoice } = invoiceService();
    const bad = sale(learner.uid, { ...ACADEMY_BUYER, gstin: '27AAPFU0939F1ZW' });
    await expect(ensureInvoice(bad)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/check character/) });
    expect((await testDb().collection('invoices').where('orderId', '==', bad.orderId).get()).size).toBe(0);
  });
});

describe('tax on the invoice', () => {
  it('splits CGST and SGST in the supplier state (Karnataka), also when no state was given', async () => {
    const { ensureInvoice } = invoiceService();
    for (const stateCode of ['29', null] as const) {
      const { invoiceId } = await ensureInvoice(sale(learner.uid, { stateCode }));
      const res = await api<Invoice>('GET', `/invoices/${invoiceId}`, { token: learner.token });
      expect(res.status).toBe(200);
      const invoice = res.body.data;
      expect(invoice.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
      // ₹13,499 paid: taxable ₹11,439.83; tax ₹2,059.17 = CGST ₹1,029.59 + SGST ₹1,029.58.
      expect(invoice.tax).toEqual({
        taxablePaise: 11_439_83,
        cgstPaise: 1_029_59,
        sgstPaise: 1_029_58,
        igstPaise: 0,
        totalPaise: 13_499_00,
        intraState: true,
      });
      expect(invoice.reverseCharge).toBe(false);
      expect(invoice.sac).toBe('999293');
    }
  });

  it('charges IGST to a buyer in another state, with their GSTIN and business name', async () => {
    const { ensureInvoice } = invoiceService();
    const { invoiceId } = await ensureInvoice(sale(learner.uid, ACADEMY_BUYER));
    const invoice = (await api<Invoice>('GET', `/invoices/${invoiceId}`, { token: learner.token })).body.data;
    expect(invoice.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(invoice.tax).toMatchObject({ taxablePaise: 11_439_83, cgstPaise: 0, sgstPaise: 0, igstPaise: 2_059_17 });
    expect(invoice.buyer).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Cricket Academy LLP' });
    expect(invoice.discountPaise).toBe(1_500_00);
    expect(invoice.grossTaxablePaise - invoice.discountTaxablePaise).toBe(invoice.tax.taxablePaise);
  });
});

// Rendering a PDF on a loaded two-core machine can take seconds; the test stack's 30 s is not always enough.
describe('the invoice PDF', { timeout: 120_000 }, () => {
  let invoiceId: string;
  let number: string;
  beforeAll(async () => {
    ({ invoiceId, number } = await invoiceService().ensureInvoice(sale(learner.uid, ACADEMY_BUYER)));
  });

  it('downloads for its owner with every Rule 46 particular in its text', async () => {
    const pdf = await getPdf(`/invoices/${invoiceId}/pdf`, learner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      'TAX INVOICE',
      number,
      'CricVision Technologies Private Limited',
      'GSTIN 29AAKCC4721M1Z9',
      'Mumbai Cricket Academy LLP',
      // Rule 46: the registered recipient's address under 'Billed to'.
      '14 Marine Drive Churchgate Mumbai 400020',
      'GSTIN 27AAPFU0939F1ZV',
      'Maharashtra (27)',
      'Reverse charge'.toUpperCase(),
      'No',
      '999293',
      'Certified Cricket Video Analyst',
      '₹11,439.83',
      'IGST @ 18%',
      '₹2,059.17',
      '₹13,499.00',
      'Rupees Thirteen Thousand Four Hundred Ninety Nine Only',
      `${SITE_URL}/verify-invoice/${invoiceId}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
  });

  it('is refused to another learner and to no one, and given to an admin', async () => {
    expect((await getPdf(`/invoices/${invoiceId}/pdf`, stranger.token)).status).toBe(403);
    expect((await getPdf(`/invoices/${invoiceId}/pdf`)).status).toBe(401);
    expect((await api('GET', `/invoices/${invoiceId}`, { token: stranger.token })).status).toBe(403);
    expect((await getPdf(`/invoices/${invoiceId}/pdf`, admin)).status).toBe(200);
    expect((await api('GET', '/invoices/no-such-invoice', { token: admin })).status).toBe(404);
  });

  it('opens from the signed link without a session, and not once it has expired or been forged', async () => {
    const { invoicePdfUrl, ensureInvoice } = invoiceService();
    const link = invoicePdfUrl(invoiceId);
    expect(link.startsWith(`${SITE_URL}/api/invoices/${invoiceId}/pdf?`)).toBe(true);
    const opened = await getPdf(link);
    expect(opened.status).toBe(200);
    expect(await pdfText(opened.bytes)).toContain(number);

    expect((await getPdf(signedPdfUrl('invoice', invoiceId, -1))).status).toBe(403);
    const url = new URL(link);
    const signature = url.searchParams.get('s')!;
    url.searchParams.set('s', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    expect((await getPdf(url.toString())).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set('e', String(Number(later.searchParams.get('e')) + 86_400));
    expect((await getPdf(later.toString())).status).toBe(403);
    // One invoice's link opens no other.
    const other = await ensureInvoice(sale(learner.uid));
    expect((await getPdf(link.replace(invoiceId, other.invoiceId))).status).toBe(403);
  });
});

describe('public verification', { timeout: 120_000 }, () => {
  it('shows the key fields and a valid signature, and nothing personal of a private buyer', async () => {
    const { invoiceId, number } = await invoiceService().ensureInvoice(sale(learner.uid, { stateCode: '07' }));
    const res = await api('GET', `/invoices/verify/${invoiceId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body.data;
    expect(data).toMatchObject({
      kind: 'invoice',
      number,
      supplier: { name: 'CricVision Technologies Private Limited', gstin: '29AAKCC4721M1Z9' },
      buyer: { label: 'Unregistered buyer (no GSTIN)', gstin: null },
      placeOfSupply: { code: '07', name: 'Delhi' },
      signature: { valid: true, problem: null },
    });
    expect(JSON.stringify(data)).not.toContain('priya@example.com');
    expect(JSON.stringify(data)).not.toContain('Sharma');
    expect(JSON.stringify(data)).not.toContain('P. S.');
  });

  it('detects a changed amount or number in the database', async () => {
    const { invoiceId } = await invoiceService().ensureInvoice(sale(learner.uid));
    await testDb().collection('invoices').doc(invoiceId).update({ 'tax.totalPaise': 1_00 });
    const res = await api<InvoiceVerification>('GET', `/invoices/verify/${invoiceId}`);
    expect(res.body.data.signature).toMatchObject({ valid: false, problem: 'The document was changed after it was signed' });

    const second = await invoiceService().ensureInvoice(sale(learner.uid));
    await testDb().collection('invoices').doc(second.invoiceId).update({ signature: 'not.a.signature' });
    expect((await api<InvoiceVerification>('GET', `/invoices/verify/${second.invoiceId}`)).body.data.signature.valid).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api('GET', '/invoices/verify/nothing-here')).status).toBe(404);
  });
});

describe('credit notes', () => {
  it('number in their own series, link to the invoice, are issued once per refund and never exceed it', async () => {
    const { ensureInvoice, ensureCreditNote, creditNotePdfUrl } = invoiceService();
    const order = sale(learner.uid);
    const { invoiceId, number: invoiceNumber } = await ensureInvoice(order);
    const refund = {
      refundId: `rfnd_${order.orderId}`,
      orderId: order.orderId,
      invoiceId,
      amountPaise: 13_499_00,
      reason: 'Refund within 30 days',
      refundedAt: new Date(),
    };
    const [note, again] = await Promise.all([ensureCreditNote(refund), ensureCreditNote(refund)]);
    expect(again).toEqual(note);
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);

    const view = (await api<CreditNote>('GET', `/credit-notes/${note.creditNoteId}`, { token: learner.token })).body.data;
    expect(view).toMatchObject({ kind: 'credit_note', number: note.number, invoice: { id: invoiceId, number: invoiceNumber } });
    // A full refund reverses exactly the invoice's tax.
    const invoice = (await api<Invoice>('GET', `/invoices/${invoiceId}`, { token: learner.token })).body.data;
    expect(view.tax).toEqual(invoice.tax);
    expect(invoice.creditNotes).toEqual([
      expect.objectContaining({ id: note.creditNoteId, number: note.number, amountPaise: 13_499_00 }),
    ]);

    // Nothing is left to credit.
    await expect(ensureCreditNote({ ...refund, refundId: `${refund.refundId}-2`, amountPaise: 1 })).rejects.toMatchObject({
      status: 409,
    });

    const verification = (await api<InvoiceVerification>('GET', `/invoices/verify/${invoiceId}`)).body.data;
    expect(verification.related).toEqual([
      expect.objectContaining({ kind: 'credit_note', number: note.number, totalPaise: 13_499_00 }),
    ]);
    const noteVerification = (await api<InvoiceVerification>('GET', `/invoices/verify/${note.creditNoteId}`)).body.data;
    expect(noteVerification).toMatchObject({
      kind: 'credit_note',
      signature: { valid: true },
      related: [{ kind: 'invoice', number: invoiceNumber }],
    });

    const pdf = await getPdf(creditNotePdfUrl(note.creditNoteId));
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against invoice ${invoiceNumber}`);
    expect(text).toContain('Refund within 30 days');

    // Every credit note of the year: 1..N, separate from the invoices' count.
    const year = (await testDb().collection('creditNotes').doc(note.creditNoteId).get()).get('financialYear');
    const sequences = await sequencesOfYear('creditNotes', year);
    expect(sequences).toEqual(oneToN(sequences.length));
  });

  it('for part of an invoice split the part, and the last one takes what remains', async () => {
    const { ensureInvoice, ensureCreditNote } = invoiceService();
    const order = sale(learner.uid, { stateCode: '29' });
    const { invoiceId } = await ensureInvoice(order);
    const base = { orderId: order.orderId, invoiceId, reason: 'Partial refund', refundedAt: new Date() };
    const first = await ensureCreditNote({ ...base, refundId: `${order.orderId}-a`, amountPaise: 5_000_01 });
    const second = await ensureCreditNote({ ...base, refundId: `${order.orderId}-b`, amountPaise: 8_498_99 });
    const notes = await Promise.all(
      [first, second].map(
        async (n) => (await api<CreditNote>('GET', `/credit-notes/${n.creditNoteId}`, { token: admin })).body.data.tax,
      ),
    );
    const invoice = (await api<Invoice>('GET', `/invoices/${invoiceId}`, { token: admin })).body.data;
    for (const part of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const)
      expect(notes[0][part] + notes[1][part]).toBe(invoice.tax[part]);
  });
});

/** An academy's sale with a GSTIN, invoiced and refunded in full: a B2B invoice and its credit note for the GSTR-1 tables. */
async function refundedAcademySale() {
  const { ensureInvoice, ensureCreditNote } = invoiceService();
  const order = sale(learner.uid, ACADEMY_BUYER);
  const { invoiceId, number } = await ensureInvoice(order);
  const note = await ensureCreditNote({
    refundId: `rf-${order.orderId}`,
    orderId: order.orderId,
    invoiceId,
    amountPaise: order.amountPaise,
    reason: 'Refund',
    refundedAt: new Date(),
  });
  return { number, note };
}

describe('GSTR-1 export', () => {
  it('lists the period’s invoices and credit notes with the accountant’s columns, for admins only', async () => {
    const { number, note } = await refundedAcademySale();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

    const res = await fetch(`${SITE_URL}/api/admin/invoices/gstr1.csv?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-${today}-to-${today}.csv"`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(',').slice(0, 10)).toEqual([
      'Invoice number',
      'Invoice date',
      'Buyer GSTIN',
      'Buyer name',
      'Place of supply',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    const invoiceRow = lines.find((line) => line.startsWith(`${number},`))!.split(',');
    expect(invoiceRow.slice(2)).toEqual(
      expect.arrayContaining([
        '27AAPFU0939F1ZV',
        'Mumbai Cricket Academy LLP',
        '27-Maharashtra',
        '11439.83',
        '0.00',
        '2059.17',
        '13499.00',
        'Invoice',
        'B2B',
      ]),
    );
    const noteRow = lines.find((line) => line.startsWith(`${note.number},`))!.split(',');
    expect(noteRow.slice(10)).toEqual(['Credit note', 'CDNR', number, invoiceRow[1]]);

    expect((await api('GET', `/admin/invoices/gstr1.csv?from=${today}&to=${today}`, { token: learner.token })).status).toBe(403);
    expect((await api('GET', '/admin/invoices/gstr1.csv?from=2026-13-01&to=2026-12-01', { token: admin })).status).toBe(400);
    expect((await api('GET', '/admin/invoices/gstr1.csv?from=2026-12-02&to=2026-12-01', { token: admin })).status).toBe(400);
  });
});

describe("GSTR-1 as the offline tool's files and the portal's JSON", () => {
  it('gives an admin the month’s tables and JSON, and nobody else', async () => {
    const { ensureInvoice } = invoiceService();
    const { number, note } = await refundedAcademySale();
    await ensureInvoice(sale(learner.uid, { stateCode: '33' }));
    // A GSTIN nobody declared for (no address, no declaration) is not a B2B recipient.
    const undeclared = await ensureInvoice(
      sale(learner.uid, { stateCode: '27', gstin: '27AAPFU0939F1ZV', businessName: 'Undeclared Academy' }),
    );
    const [year, month, day] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split('-');
    const first = Number(month) >= 4 ? Number(year) : Number(year) - 1;
    const query = `financialYear=${first}-${String((first + 1) % 100).padStart(2, '0')}&period=${month}`;
    const fp = `${month}${year}`;
    const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1];
    const today = `${day}-${monthName}-${year}`;
    const download = (file: string, token = admin) =>
      fetch(`${SITE_URL}/api/admin/invoices/gstr1/${file}?${query}`, { headers: { authorization: `Bearer ${token}` } });

    const summary = await api<Gstr1ReturnSummary>('GET', `/admin/invoices/gstr1?${query}`, { token: admin });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ fp, period: month });
    expect(summary.body.data.files.map((file: { name: string }) => file.name)).toEqual(
      expect.arrayContaining(['b2b.csv', 'b2cs.csv', 'cdnr.csv', 'hsn-b2b.csv', 'hsn-b2c.csv', 'docs.csv', 'gstr1.json']),
    );

    const b2b = await download('b2b.csv');
    expect(b2b.status).toBe(200);
    expect(b2b.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(b2b.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-${fp}-b2b.csv"`);
    const lines = (await b2b.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(lines.find((line) => line.includes(`,${number},`))).toBe(
      `27AAPFU0939F1ZV,Mumbai Cricket Academy LLP,${number},${today},13499.00,27-Maharashtra,N,,Regular B2B,,18,11439.83,0.00`,
    );
    expect(lines.filter((line) => line.includes(`,${undeclared.number},`) || line.includes('Undeclared Academy'))).toEqual([]);
    const cdnr = (await (await download('cdnr.csv')).text()).split('\r\n');
    expect(cdnr.find((line) => line.includes(`,${note.number},`))).toBe(
      `27AAPFU0939F1ZV,Mumbai Cricket Academy LLP,${note.number},${today},C,27-Maharashtra,N,Regular B2B,13499.00,,18,11439.83,0.00`,
    );
    expect((await (await download('b2cs.csv')).text()).split('\r\n')).toContainEqual(
      expect.stringMatching(/^OE,33-Tamil Nadu,,18,-?\d+\.\d{2},0\.00,$/),
    );

    const json = await download('gstr1.json');
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-${fp}.json"`);
    const filed = await json.json();
    expect(filed).toMatchObject({ gstin: '29AAKCC4721M1Z9', fp });
    expect(filed.b2b.find((entry: { ctin: string }) => entry.ctin === '27AAPFU0939F1ZV').inv).toContainEqual(
      expect.objectContaining({ inum: number, val: 13499, pos: '27', rchrg: 'N', inv_typ: 'R' }),
    );
    const schema = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../functions/src/features/invoices/fixtures/gstr1.schema.json'), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 8 }).compile(schema);
    expect(validate(filed) ? [] : validate.errors).toEqual([]);

    expect((await download('b2b.csv', learner.token)).status).toBe(403);
    expect((await api('GET', `/admin/invoices/gstr1?${query}`, { token: learner.token })).status).toBe(403);
    expect((await fetch(`${SITE_URL}/api/admin/invoices/gstr1/gstr1.json?${query}`)).status).toBe(401);
    expect((await download('exp.csv')).status).toBe(404);
    const early = await api('GET', '/admin/invoices/gstr1?financialYear=2025-26&period=04', { token: admin });
    expect([early.status, early.body.message]).toEqual([
      400,
      'GSTR-1 files start with May 2025, when Table 12 split into B2B and B2C',
    ]);
    expect((await api('GET', '/admin/invoices/gstr1/b2b.csv?financialYear=2026-28&period=Q5', { token: admin })).status).toBe(
      400,
    );
  });
});
