import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';

import { Gstr1ReturnQuerySchema } from '../../contract';
import { gstStateName } from '../../contract/gst';

import { offlineToolDate, portalDate } from './gst-dates';
import { gstr1Csv } from './gstr1-csv';
import { gstr1Json } from './gstr1-json';
import { offlineToolCsv } from './gstr1-offline-csv';
import { gstr1Return } from './gstr1-return';
import type { CreditNoteRecord, InvoiceRecord } from './invoices.repository';
import { returnPeriod } from './return-period';
import { splitInclusiveAmount } from './tax';

const SUPPLIER_GSTIN = '29AAKCC4721M1Z9';
const MUMBAI_ACADEMY = { gstin: '27AAPFU0939F1ZV', businessName: 'Mumbai Cricket Academy LLP', stateCode: '27' };

/** An invoice as the service stores it: `totalPaise` paid, GST included, by a buyer in `stateCode` (none: Karnataka). */
function invoice(
  sequence: number,
  issuedAt: string,
  totalPaise: number,
  buyer: { stateCode?: string; gstin?: string; businessName?: string } = {},
): InvoiceRecord {
  const place = buyer.stateCode ?? '29';
  return {
    id: `inv-${sequence}`,
    number: `CV/26-27/${String(sequence).padStart(6, '0')}`,
    financialYear: '2026-27',
    sequence,
    issuedAt,
    orderId: `order-${sequence}`,
    userId: `user-${sequence}`,
    paymentId: `pay-${sequence}`,
    paidAt: issuedAt,
    courseId: 'course-1',
    supplier: { name: 'CricVision', address: 'Bengaluru', gstin: SUPPLIER_GSTIN, state: { code: '29', name: 'Karnataka' } },
    buyer: {
      name: 'Rohan Mehta',
      email: 'rohan@example.com',
      stateCode: buyer.stateCode ?? null,
      gstin: buyer.gstin ?? null,
      businessName: buyer.businessName ?? null,
    },
    placeOfSupply: { code: place, name: gstStateName(place)! },
    sac: '999293',
    description: 'Certified Cricket Video Analyst — online course',
    listPricePaise: totalPaise,
    discountPaise: 0,
    grossTaxablePaise: 0,
    discountTaxablePaise: 0,
    tax: splitInclusiveAmount(totalPaise, place === '29'),
    creditNotes: [],
    signature: 'signed',
  };
}

/** A credit note for `amountPaise` of `against`. */
function creditNote(sequence: number, issuedAt: string, against: InvoiceRecord, amountPaise: number): CreditNoteRecord {
  return {
    id: `cn-${sequence}`,
    number: `CN/26-27/${String(sequence).padStart(6, '0')}`,
    financialYear: '2026-27',
    sequence,
    issuedAt,
    orderId: against.orderId,
    userId: against.userId,
    refundId: `rfnd-${sequence}`,
    reason: 'Refund',
    refundedAt: issuedAt,
    supplier: against.supplier,
    buyer: against.buyer,
    placeOfSupply: against.placeOfSupply,
    sac: against.sac,
    description: against.description,
    tax: amountPaise === against.tax.totalPaise ? against.tax : splitInclusiveAmount(amountPaise, against.tax.intraState),
    invoice: { id: against.id, number: against.number, issuedAt: against.issuedAt, totalPaise: against.tax.totalPaise },
    signature: 'signed',
  };
}

// September 2026: a B2B invoice refunded in full (the site cancels no invoice: a refund reverses it
// with a credit note, and table 13 still counts it as issued), B2C sales in Karnataka, Tamil Nadu
// and 'Other Territory' (the last at 23:59:59 on 30 September, Indian time), a B2C invoice over
// ₹1,00,000 to Delhi (B2CL) partly refunded, a Karnataka sale partly refunded, and a refund of an
// August sale to Tamil Nadu, which nets off in September's B2CS.
const b2b = invoice(41, '2026-09-01T04:30:00.000Z', 1_349_900, MUMBAI_ACADEMY);
const karnataka = invoice(42, '2026-09-15T06:00:00.000Z', 499_900);
const tamilNadu = invoice(43, '2026-09-20T10:00:00.000Z', 499_900, { stateCode: '33' });
const delhiLarge = invoice(44, '2026-09-28T12:00:00.000Z', 11_800_000, { stateCode: '07' });
const karnatakaAgain = invoice(45, '2026-09-29T09:00:00.000Z', 999_900, { stateCode: '29' });
const otherTerritory = invoice(46, '2026-09-30T18:29:59.000Z', 118_000, { stateCode: '97' });
const augustTamilNadu = invoice(30, '2026-08-20T10:00:00.000Z', 499_900, { stateCode: '33' });
const SEPTEMBER = {
  gstin: SUPPLIER_GSTIN,
  period: returnPeriod({ financialYear: '2026-27', period: '09' }),
  invoices: [otherTerritory, b2b, karnataka, tamilNadu, delhiLarge, karnatakaAgain],
  creditNotes: [
    creditNote(7, '2026-09-25T05:00:00.000Z', b2b, 1_349_900),
    creditNote(8, '2026-09-26T05:00:00.000Z', karnataka, 100_000),
    creditNote(9, '2026-09-27T05:00:00.000Z', delhiLarge, 1_180_000),
    creditNote(10, '2026-09-28T05:00:00.000Z', augustTamilNadu, 200_000),
  ],
};
const september = gstr1Return(SEPTEMBER);

const expected = (name: string) => readFileSync(join(__dirname, 'fixtures/gstr1-092026', name), 'utf8');

describe('GSTR-1 dates', () => {
  it('are dd-MMM-yyyy with English three-letter months, September included, on the Indian day', () => {
    expect(offlineToolDate('2026-09-15T06:00:00.000Z')).toBe('15-Sep-2026');
    expect(offlineToolDate('2026-09-30T18:29:59.000Z')).toBe('30-Sep-2026');
    expect(offlineToolDate('2026-09-30T18:30:00.000Z')).toBe('01-Oct-2026');
    expect(
      ['01-06', '02-06', '03-06', '04-06', '05-06', '06-06', '07-06', '08-06', '09-06', '10-06', '11-06', '12-06'].map((mmdd) =>
        offlineToolDate(`2026-${mmdd}T06:00:00.000Z`).slice(3, 6),
      ),
    ).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(portalDate('2026-09-30T18:30:00.000Z')).toBe('01-10-2026');
  });

  it("are the ledger CSV's too: a September invoice reads 15-Sep-2026, never Node's en-GB 'Sept'", () => {
    const line = gstr1Csv([karnataka], []).split('\r\n')[1];
    expect(line.split(',')[1]).toBe('15-Sep-2026');
  });
});

describe('GSTR-1 periods', () => {
  it('are a month or a quarter of a financial year, in Indian days, named by the portal as MMYYYY of the last month', () => {
    expect(returnPeriod({ financialYear: '2026-27', period: '09' })).toEqual({
      financialYear: '2026-27',
      period: '09',
      label: 'September 2026',
      from: '2026-09-01',
      to: '2026-09-30',
      fp: '092026',
    });
    expect(returnPeriod({ financialYear: '2026-27', period: 'Q4' })).toMatchObject({
      label: 'Q4 2026-27 (January–March 2027)',
      from: '2027-01-01',
      to: '2027-03-31',
      fp: '032027',
    });
    expect(returnPeriod({ financialYear: '2027-28', period: '02' })).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('refuses what is not a financial year, a month or a quarter, and periods before Table 12 split (May 2025)', () => {
    const problem = (query: unknown) => {
      const result = Gstr1ReturnQuerySchema.safeParse(query);
      return result.success ? null : result.error.issues[0].message;
    };
    expect(problem({ financialYear: '2026-27', period: 'Q2' })).toBeNull();
    expect(problem({ financialYear: '2025-26', period: '05' })).toBeNull();
    expect(problem({ financialYear: '2026-28', period: '09' })).toBe('A financial year is written 2026-27');
    expect(problem({ financialYear: '2026-27', period: '13' })).toBe('The period is a month, 01 to 12, or a quarter, Q1 to Q4');
    expect(problem({ financialYear: '2025-26', period: '04' })).toBe(
      'GSTR-1 files start with May 2025, when Table 12 split into B2B and B2C',
    );
  });
});

describe("GSTR-1 as the offline tool's CSV files, for September 2026", () => {
  it.each(['b2b.csv', 'b2cl.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'hsn-b2b.csv', 'hsn-b2c.csv', 'docs.csv'] as const)(
    '%s matches the hand-written file',
    (name) => {
      expect(offlineToolCsv(september, name)).toBe(expected(name));
    },
  );

  it('counts the invoice refunded in full as issued, nothing cancelled, and a number missing from the records as cancelled', () => {
    expect(september.docs.map((series) => [series.from, series.to, series.total, series.cancelled])).toEqual([
      ['CV/26-27/000041', 'CV/26-27/000046', 6, 0],
      ['CN/26-27/000007', 'CN/26-27/000010', 4, 0],
    ]);
    const gap = gstr1Return({ ...SEPTEMBER, invoices: SEPTEMBER.invoices.filter((item) => item !== tamilNadu) });
    expect(gap.docs[0]).toMatchObject({ total: 6, cancelled: 1 });
  });

  it('keeps a B2C invoice of exactly ₹1,00,000 across states in B2CS: B2CL is above the threshold', () => {
    const atThreshold = invoice(50, '2026-09-10T06:00:00.000Z', 10_000_000, { stateCode: '07' });
    const ret = gstr1Return({ ...SEPTEMBER, invoices: [atThreshold], creditNotes: [] });
    expect([ret.b2cl.length, ret.b2cs.map((row) => row.place.code)]).toEqual([0, ['07']]);
  });
});

describe('GSTR-1 as the JSON the portal takes', () => {
  const json = gstr1Json(september);

  it('matches the hand-written file', () => {
    expect(json).toEqual(JSON.parse(expected('gstr1.json')));
  });

  it('validates against the GSTR-1 JSON schema written from the portal’s field lists (GST API v4.0, Table 12 split)', () => {
    const schema = JSON.parse(readFileSync(join(__dirname, 'fixtures/gstr1.schema.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 8 }).compile(schema);
    expect(validate(json) ? [] : validate.errors).toEqual([]);
    // The schema is no rubber stamp: a date in the CSV style, a tax head across states, an empty table fail it.
    const wrong = structuredClone(json) as any;
    wrong.b2b[0].inv[0].idt = '01-Sep-2026';
    wrong.b2cs[0].iamt = 1;
    wrong.cdnur = [];
    expect(validate(wrong)).toBe(false);
    expect(validate.errors!.map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(['/b2b/0/inv/0/idt', '/b2cs/0', '/cdnur']),
    );
  });

  it('leaves out the tables a period has nothing in', () => {
    const quiet = gstr1Json(gstr1Return({ ...SEPTEMBER, invoices: [karnataka], creditNotes: [] }));
    expect(Object.keys(quiet)).toEqual(['gstin', 'fp', 'version', 'hash', 'b2cs', 'hsn', 'doc_issue']);
    expect(Object.keys(quiet.hsn as object)).toEqual(['hsn_b2c']);
  });
});
