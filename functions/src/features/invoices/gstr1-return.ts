import type { Gstr1ReturnPeriod, TaxSplit } from '../../contract';
import { GST_RATE_PERCENT } from '../../contract/gst';

import { invoiceTable, noteTable } from './gstr1-tables';
import type { CreditNoteRecord, InvoiceRecord } from './invoices.repository';

// GSTR-1 for one tax period, table by table, in paise: what the offline tool's CSV files
// (gstr1-offline-csv.ts) and the portal's JSON (gstr1-json.ts) are both written from.

/** The HSN master's description of the SACs the site invoices under. */
const SAC_DESCRIPTIONS: Record<string, string> = { '999293': 'Commercial training and coaching services' };

export interface Place {
  code: string;
  name: string;
}

type Amounts = Pick<TaxSplit, 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise'>;

export interface ReturnDocument {
  number: string;
  issuedAt: string;
  /** Invoice or note value: what the buyer paid or was credited, GST included. */
  valuePaise: number;
  place: Place;
  rate: number;
  tax: Amounts;
  /** Registered buyers only (B2B, CDNR). */
  recipient: { gstin: string; name: string } | null;
}

export interface B2csRow extends Amounts {
  place: Place;
  supply: 'INTRA' | 'INTER';
  rate: number;
}

export interface HsnRow extends Amounts {
  sac: string;
  description: string;
  rate: number;
  /** Taxable value and tax: the 'Total Value' column. */
  totalPaise: number;
}

export interface DocumentSeries {
  nature: 'Invoices for outward supply' | 'Credit Note';
  /** The portal's number for the nature of document (table 13): 1 invoices for outward supply, 5 credit notes. */
  docNum: 1 | 5;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Return {
  gstin: string;
  period: Gstr1ReturnPeriod;
  invoices: number;
  creditNotes: number;
  b2b: ReturnDocument[];
  b2cl: ReturnDocument[];
  b2cs: B2csRow[];
  cdnr: ReturnDocument[];
  cdnur: ReturnDocument[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  docs: DocumentSeries[];
}

const bySequence = <T extends { financialYear: string; sequence: number }>(a: T, b: T) =>
  a.financialYear.localeCompare(b.financialYear) || a.sequence - b.sequence;

const amountsOf = (tax: TaxSplit): Amounts => ({
  taxablePaise: tax.taxablePaise,
  igstPaise: tax.igstPaise,
  cgstPaise: tax.cgstPaise,
  sgstPaise: tax.sgstPaise,
});

function document(record: InvoiceRecord | CreditNoteRecord): ReturnDocument {
  const { buyer } = record;
  return {
    number: record.number,
    issuedAt: record.issuedAt,
    valuePaise: record.tax.totalPaise,
    place: record.placeOfSupply,
    rate: GST_RATE_PERCENT,
    tax: amountsOf(record.tax),
    recipient: buyer.gstin ? { gstin: buyer.gstin, name: buyer.businessName ?? buyer.name } : null,
  };
}

/** Sums rows by key; a credit note counts with `sign` −1, so the table holds the period's net supplies. */
class Totals<R extends Amounts> {
  private readonly rows = new Map<string, R>();
  add(key: string, make: () => R, amounts: Amounts, sign: 1 | -1): R {
    const row = this.rows.get(key) ?? make();
    row.taxablePaise += sign * amounts.taxablePaise;
    row.igstPaise += sign * amounts.igstPaise;
    row.cgstPaise += sign * amounts.cgstPaise;
    row.sgstPaise += sign * amounts.sgstPaise;
    this.rows.set(key, row);
    return row;
  }
  sorted(): R[] {
    return [...this.rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  }
}

const zero = (): Amounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function hsnTotals() {
  const totals = new Totals<HsnRow>();
  return {
    add(record: InvoiceRecord | CreditNoteRecord, sign: 1 | -1) {
      const row = totals.add(
        `${record.sac}/${GST_RATE_PERCENT}`,
        () => ({
          ...zero(),
          sac: record.sac,
          description: SAC_DESCRIPTIONS[record.sac] ?? '',
          rate: GST_RATE_PERCENT,
          totalPaise: 0,
        }),
        record.tax,
        sign,
      );
      row.totalPaise += sign * record.tax.totalPaise;
    },
    rows: () => totals.sorted(),
  };
}

/**
 * The number range of a series in the period: every number from the first to the last counts, and
 * a number with no document among them is reported cancelled. Numbers are taken in the transaction
 * that stores the document, so none is skipped and the site cancels none: this says so only if a
 * document were ever missing from the records.
 */
function series(records: Array<InvoiceRecord | CreditNoteRecord>, nature: DocumentSeries['nature']): DocumentSeries[] {
  const years = [...new Set(records.map((record) => record.financialYear))].sort();
  return years.map((year) => {
    const ofYear = records.filter((record) => record.financialYear === year).sort(bySequence);
    const first = ofYear[0];
    const last = ofYear[ofYear.length - 1];
    const total = last.sequence - first.sequence + 1;
    return {
      nature,
      docNum: nature === 'Credit Note' ? 5 : 1,
      from: first.number,
      to: last.number,
      total,
      cancelled: total - ofYear.length,
    };
  });
}

/** The period's invoices and credit notes (issued in it, Indian time) as the tables of GSTR-1. */
export function gstr1Return(input: {
  gstin: string;
  period: Gstr1ReturnPeriod;
  invoices: InvoiceRecord[];
  creditNotes: CreditNoteRecord[];
}): Gstr1Return {
  const supplierState = input.gstin.slice(0, 2);
  const invoices = [...input.invoices].sort(bySequence);
  const notes = [...input.creditNotes].sort(bySequence);
  const b2cs = new Totals<B2csRow>();
  const addB2cs = (record: InvoiceRecord | CreditNoteRecord, sign: 1 | -1) =>
    b2cs.add(
      `${record.placeOfSupply.code}/${GST_RATE_PERCENT}`,
      () => ({
        ...zero(),
        place: record.placeOfSupply,
        supply: record.placeOfSupply.code === supplierState ? 'INTRA' : 'INTER',
        rate: GST_RATE_PERCENT,
      }),
      record.tax,
      sign,
    );
  const hsnB2b = hsnTotals();
  const hsnB2c = hsnTotals();
  const result: Gstr1Return = {
    gstin: input.gstin,
    period: input.period,
    invoices: invoices.length,
    creditNotes: notes.length,
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    hsnB2b: [],
    hsnB2c: [],
    docs: [],
  };

  for (const invoice of invoices) {
    const table = invoiceTable(invoice.buyer.gstin, invoice.tax.intraState, invoice.tax.totalPaise);
    if (table === 'B2B') result.b2b.push(document(invoice));
    else if (table === 'B2CL') result.b2cl.push(document(invoice));
    else addB2cs(invoice, 1);
    (table === 'B2B' ? hsnB2b : hsnB2c).add(invoice, 1);
  }
  for (const note of notes) {
    const table = noteTable(invoiceTable(note.buyer.gstin, note.tax.intraState, note.invoice.totalPaise));
    if (table === 'CDNR') result.cdnr.push(document(note));
    else if (table === 'CDNUR') result.cdnur.push(document(note));
    else addB2cs(note, -1);
    (table === 'CDNR' ? hsnB2b : hsnB2c).add(note, -1);
  }
  result.b2cs = b2cs.sorted();
  result.hsnB2b = hsnB2b.rows();
  result.hsnB2c = hsnB2c.rows();
  result.docs = [
    ...(invoices.length ? series(invoices, 'Invoices for outward supply') : []),
    ...(notes.length ? series(notes, 'Credit Note') : []),
  ];
  return result;
}
