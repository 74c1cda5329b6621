import type {
  CreditNote,
  CreditNoteRefund,
  Gstr1FileName,
  Gstr1Query,
  Gstr1ReturnQuery,
  Gstr1ReturnSummary,
  Invoice,
  InvoiceSale,
  InvoiceVerification,
  TaxSplit,
} from '../../contract';
import { gstStateName, gstinProblem } from '../../contract/gst';
import { AppError } from '../../lib/app-error';

import { documentNumber, financialYear, startOfIndianDay } from './financial-year';
import { gstr1Csv } from './gstr1-csv';
import { gstr1Json } from './gstr1-json';
import { OFFLINE_TOOL_SHEETS, offlineToolCsv } from './gstr1-offline-csv';
import { gstr1Return, type Gstr1Return } from './gstr1-return';
import { serviceAccountingCode, supplier } from './invoice-config';
import { PAGE_LINK_LIFETIME_SECONDS, signedPdfUrl, verifyPageUrl } from './invoice-links';
import { checkSignature, signDocument } from './invoice-signature.service';
import {
  documentsIssuedBetween,
  findCreditNote,
  findInvoice,
  findKeyed,
  inInvoiceTransaction,
  keyOfOrder,
  keyOfRefund,
  linkCreditNote,
  newCreditNoteId,
  newInvoiceId,
  numberAndStore,
  type CreditNoteRecord,
  type InvoiceRecord,
  type StoredBuyer,
} from './invoices.repository';
import { returnPeriod } from './return-period';
import { splitInclusiveAmount } from './tax';

/** How the public check names a buyer without a GSTIN. */
const UNREGISTERED_BUYER = 'Unregistered buyer (no GSTIN)';

const isPaise = (value: number) => Number.isSafeInteger(value) && value >= 0;

function checkSale(sale: InvoiceSale): void {
  const problems: string[] = [];
  if (!sale.orderId || !sale.userId || !sale.paymentId) problems.push('orderId, userId and paymentId are required');
  if (![sale.listPricePaise, sale.discountPaise, sale.amountPaise].every(isPaise)) problems.push('amounts must be whole paise');
  if (sale.amountPaise <= 0) problems.push('no tax invoice for an amount of ₹0');
  if (sale.amountPaise !== sale.listPricePaise - sale.discountPaise)
    problems.push('amountPaise must be listPricePaise − discountPaise');
  if (sale.quantity !== undefined) {
    if (!Number.isSafeInteger(sale.quantity) || sale.quantity < 1) problems.push('quantity must be a whole number from 1');
    else if (sale.listPricePaise !== sale.quantity * (sale.unitPricePaise ?? -1))
      problems.push('listPricePaise must be quantity × unitPricePaise');
  }
  if (sale.buyer.stateCode && !gstStateName(sale.buyer.stateCode)) problems.push(`unknown state code ${sale.buyer.stateCode}`);
  if (sale.buyer.gstin) {
    const problem = gstinProblem(sale.buyer.gstin, sale.buyer.stateCode);
    if (problem) problems.push(problem);
  }
  if (!sale.buyer.name.trim() || !sale.item.description.trim())
    problems.push("the buyer's name and the description are required");
  if (problems.length) throw AppError.badRequest(`Cannot invoice order ${sale.orderId}: ${problems.join('; ')}`);
}

/**
 * The buyer as the invoice names them. A GSTIN goes on it (B2B) only with the legal name, the
 * billing address and the buyer's declaration that they may claim its input tax credit; without all
 * three it is left off with them, and the invoice is B2C in the buyer's own name (decision 0071).
 */
function recipientOf(buyer: InvoiceSale['buyer']): StoredBuyer {
  const own = { name: buyer.name.trim(), email: buyer.email, stateCode: buyer.stateCode };
  const businessName = buyer.businessName?.trim();
  if (!buyer.gstin || !businessName || !buyer.address || !buyer.declaration)
    return { ...own, gstin: null, businessName: null, address: null, declaration: null };
  return { ...own, gstin: buyer.gstin, businessName, address: buyer.address, declaration: buyer.declaration };
}

/**
 * The order's tax invoice, issued once: a second call for the same order (a replayed webhook, a
 * reconciliation) returns the same invoice. The number is taken in the transaction that stores
 * the invoice, so parallel payments get consecutive numbers with no gap.
 */
export async function ensureInvoice(sale: InvoiceSale): Promise<{ invoiceId: string; number: string }> {
  checkSale(sale);
  const key = keyOfOrder(sale.orderId);
  const existing = await findKeyed(key);
  if (existing) return { invoiceId: existing.id, number: existing.number };
  const from = supplier();
  const sac = serviceAccountingCode();
  // Section 12 of the IGST Act: an unregistered buyer with no address on record is supplied where the supplier is.
  const placeCode = sale.buyer.stateCode ?? from.state.code;
  const placeOfSupply = { code: placeCode, name: gstStateName(placeCode) ?? placeCode };
  const intraState = placeCode === from.state.code;
  const gross = splitInclusiveAmount(sale.listPricePaise, intraState);
  const tax = splitInclusiveAmount(sale.amountPaise, intraState);

  return inInvoiceTransaction(async (transaction) => {
    const again = await findKeyed(key, transaction);
    if (again) return { invoiceId: again.id, number: again.number };
    const issuedAt = new Date();
    const year = financialYear(issuedAt);
    const invoice = await numberAndStore(transaction, 'invoice', year, key, async (sequence) => {
      const unsigned: Omit<InvoiceRecord, 'signature'> = {
        id: newInvoiceId(),
        number: documentNumber('invoice', year, sequence),
        financialYear: year,
        sequence,
        issuedAt: issuedAt.toISOString(),
        orderId: sale.orderId,
        userId: sale.userId,
        paymentId: sale.paymentId,
        paidAt: sale.paidAt.toISOString(),
        courseId: sale.item.courseId,
        supplier: from,
        buyer: recipientOf(sale.buyer),
        placeOfSupply,
        sac,
        description: sale.item.description.trim(),
        ...(sale.item.translation ? { descriptionTranslation: sale.item.translation } : {}),
        listPricePaise: sale.listPricePaise,
        discountPaise: sale.discountPaise,
        grossTaxablePaise: gross.taxablePaise,
        discountTaxablePaise: gross.taxablePaise - tax.taxablePaise,
        ...(sale.quantity !== undefined
          ? { quantity: sale.quantity, unitPricePaise: sale.unitPricePaise, poNumber: sale.poNumber ?? null }
          : {}),
        tax,
        creditNotes: [],
      };
      return { ...unsigned, signature: await signDocument(unsigned) };
    });
    return { invoiceId: invoice.id, number: invoice.number };
  });
}

const subtract = (a: TaxSplit, b: TaxSplit): TaxSplit => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
  igstPaise: a.igstPaise - b.igstPaise,
  totalPaise: a.totalPaise - b.totalPaise,
  intraState: a.intraState,
});

/**
 * The tax a refund reverses. The refund that brings the credited total to the invoice's total
 * reverses exactly what remains, so an invoice and its credit notes always net to zero.
 */
function creditedTax(invoice: InvoiceRecord, amountPaise: number): TaxSplit {
  const remaining = invoice.creditNotes.reduce((left, note) => subtract(left, note.tax), invoice.tax);
  if (amountPaise === remaining.totalPaise) return remaining;
  return splitInclusiveAmount(amountPaise, invoice.tax.intraState);
}

/** The invoice a refund may be credited against, or the reason it may not. */
function creditable(invoice: InvoiceRecord | null, refund: CreditNoteRefund): InvoiceRecord {
  if (!invoice) throw AppError.notFound('Invoice not found');
  if (invoice.orderId !== refund.orderId) throw AppError.badRequest('The refund is for another order than this invoice');
  const credited = invoice.creditNotes.reduce((sum, note) => sum + note.tax.totalPaise, 0);
  if (refund.amountPaise > invoice.tax.totalPaise - credited)
    throw AppError.conflict('The refund is more than what remains of the invoice');
  return invoice;
}

/**
 * The refund's credit note, issued once (idempotent on the refund id), numbered in its own
 * series and linked to the invoice it reduces. Refunds may never credit more than was invoiced.
 */
export async function ensureCreditNote(refund: CreditNoteRefund): Promise<{ creditNoteId: string; number: string }> {
  if (!refund.refundId || !refund.invoiceId) throw AppError.badRequest('refundId and invoiceId are required');
  if (!isPaise(refund.amountPaise) || refund.amountPaise <= 0)
    throw AppError.badRequest('A credit note needs a positive amount in paise');
  const key = keyOfRefund(refund.refundId);
  const existing = await findKeyed(key);
  if (existing) return { creditNoteId: existing.id, number: existing.number };
  // Refused before any transaction opens where it can be; the transaction checks again what may have changed.
  creditable(await findInvoice(refund.invoiceId), refund);

  return inInvoiceTransaction(async (transaction) => {
    const again = await findKeyed(key, transaction);
    if (again) return { creditNoteId: again.id, number: again.number };
    const invoice = creditable(await findInvoice(refund.invoiceId, transaction), refund);
    const issuedAt = new Date();
    const year = financialYear(issuedAt);
    const note = await numberAndStore(transaction, 'credit_note', year, key, async (sequence) => {
      const unsigned: Omit<CreditNoteRecord, 'signature'> = {
        id: newCreditNoteId(),
        number: documentNumber('credit_note', year, sequence),
        financialYear: year,
        sequence,
        issuedAt: issuedAt.toISOString(),
        orderId: invoice.orderId,
        userId: invoice.userId,
        refundId: refund.refundId,
        refundedAt: refund.refundedAt.toISOString(),
        reason: refund.reason.trim() || 'Refund',
        supplier: invoice.supplier,
        buyer: invoice.buyer,
        placeOfSupply: invoice.placeOfSupply,
        sac: invoice.sac,
        description: invoice.description,
        tax: creditedTax(invoice, refund.amountPaise),
        invoice: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt, totalPaise: invoice.tax.totalPaise },
      };
      return { ...unsigned, signature: await signDocument(unsigned) };
    });
    linkCreditNote(transaction, invoice.id, [
      ...invoice.creditNotes,
      { id: note.id, number: note.number, issuedAt: note.issuedAt, tax: note.tax },
    ]);
    return { creditNoteId: note.id, number: note.number };
  });
}

/** Who is asking for a document: a signed-in person, or the holder of a signed link. */
export type Viewer = { uid: string; admin: boolean } | 'signed-link';

function allow(viewer: Viewer, ownerId: string): void {
  if (viewer === 'signed-link' || viewer.admin || viewer.uid === ownerId) return;
  throw AppError.forbidden('This document belongs to another account');
}

const state = (code: string | null) => (code ? { code, name: gstStateName(code) ?? code } : null);

function commonView(record: InvoiceRecord | CreditNoteRecord, series: 'invoice' | 'credit_note') {
  return {
    id: record.id,
    number: record.number,
    issuedAt: record.issuedAt,
    financialYear: record.financialYear,
    supplier: {
      name: record.supplier.name,
      address: record.supplier.address,
      gstin: record.supplier.gstin,
      state: record.supplier.state,
    },
    buyer: {
      name: record.buyer.name,
      email: record.buyer.email,
      state: state(record.buyer.stateCode),
      gstin: record.buyer.gstin,
      businessName: record.buyer.gstin ? record.buyer.businessName : null,
      address: record.buyer.gstin ? (record.buyer.address ?? null) : null,
    },
    placeOfSupply: record.placeOfSupply,
    sac: record.sac,
    description: record.description,
    orderId: record.orderId,
    reverseCharge: false as const,
    tax: record.tax,
    verifyUrl: verifyPageUrl(record.id),
    pdfUrl: signedPdfUrl(series, record.id, PAGE_LINK_LIFETIME_SECONDS),
  };
}

export function invoiceView(record: InvoiceRecord): Invoice {
  return {
    ...commonView(record, 'invoice'),
    kind: 'invoice',
    paymentId: record.paymentId,
    courseId: record.courseId,
    listPricePaise: record.listPricePaise,
    discountPaise: record.discountPaise,
    grossTaxablePaise: record.grossTaxablePaise,
    discountTaxablePaise: record.discountTaxablePaise,
    quantity: record.quantity ?? 1,
    unitPricePaise: record.unitPricePaise ?? record.listPricePaise,
    poNumber: record.poNumber ?? null,
    creditNotes: record.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      issuedAt: note.issuedAt,
      amountPaise: note.tax.totalPaise,
    })),
  };
}

export function creditNoteView(record: CreditNoteRecord): CreditNote {
  return {
    ...commonView(record, 'credit_note'),
    kind: 'credit_note',
    refundId: record.refundId,
    reason: record.reason,
    invoice: record.invoice,
  };
}

export async function readInvoice(id: string, viewer: Viewer): Promise<InvoiceRecord> {
  const invoice = await findInvoice(id);
  if (!invoice) throw AppError.notFound('Invoice not found');
  allow(viewer, invoice.userId);
  return invoice;
}

export async function readCreditNote(id: string, viewer: Viewer): Promise<CreditNoteRecord> {
  const note = await findCreditNote(id);
  if (!note) throw AppError.notFound('Credit note not found');
  allow(viewer, note.userId);
  return note;
}

/**
 * Who the public page names: a registered buyer by the legal name and GSTIN it is registered under
 * (public on the GST portal), anyone else by nothing personal, whatever an older record holds.
 */
export function publicBuyer(buyer: StoredBuyer): InvoiceVerification['buyer'] {
  if (!buyer.gstin) return { label: UNREGISTERED_BUYER, gstin: null };
  return { label: buyer.businessName ?? 'Registered buyer', gstin: buyer.gstin };
}

/**
 * The public check behind the QR code: the document's key fields and whether the academy's
 * signature still matches them.
 */
export async function verifyDocument(id: string): Promise<InvoiceVerification> {
  const invoice = await findInvoice(id);
  const note = invoice ? null : await findCreditNote(id);
  const record = invoice ?? note;
  if (!record) throw AppError.notFound('No invoice or credit note has this number');
  const signature = await checkSignature(record);
  const related = invoice
    ? invoice.creditNotes.map((link) => ({
        kind: 'credit_note' as const,
        number: link.number,
        issuedAt: link.issuedAt,
        totalPaise: link.tax.totalPaise,
      }))
    : [
        {
          kind: 'invoice' as const,
          number: note!.invoice.number,
          issuedAt: note!.invoice.issuedAt,
          totalPaise: (await findInvoice(note!.invoice.id))?.tax.totalPaise ?? 0,
        },
      ];
  return {
    kind: invoice ? 'invoice' : 'credit_note',
    number: record.number,
    issuedAt: record.issuedAt,
    supplier: { name: record.supplier.name, gstin: record.supplier.gstin },
    buyer: publicBuyer(record.buyer),
    placeOfSupply: record.placeOfSupply,
    description: record.description,
    tax: record.tax,
    related,
    signature: { ...signature, signedBy: record.supplier.name },
  };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Invoices and credit notes issued on the Indian calendar days from..to, both included. */
const documentsOfDays = (from: string, to: string) =>
  documentsIssuedBetween(startOfIndianDay(from), startOfIndianDay(dayAfter(to)));

/** GSTR-1 rows for the Indian calendar days from..to, both included: the accountant's own ledger. */
export async function gstr1Export(query: Gstr1Query): Promise<{ filename: string; csv: string }> {
  const { invoices, creditNotes } = await documentsOfDays(query.from, query.to);
  return { filename: `gstr1-${query.from}-to-${query.to}.csv`, csv: gstr1Csv(invoices, creditNotes) };
}

/** GSTR-1 of a month or quarter, filed under the supplier's GSTIN. */
async function returnOf(query: Gstr1ReturnQuery): Promise<Gstr1Return> {
  const period = returnPeriod(query);
  const { invoices, creditNotes } = await documentsOfDays(period.from, period.to);
  return gstr1Return({ gstin: supplier().gstin, period, invoices, creditNotes });
}

/** What a period's return holds: the files with rows in them, and the JSON, which is always there. */
export async function gstr1Summary(query: Gstr1ReturnQuery): Promise<Gstr1ReturnSummary> {
  const ret = await returnOf(query);
  const { period } = ret;
  const sheets = Object.entries(OFFLINE_TOOL_SHEETS).map(([name, sheet]) => ({
    name: name as Gstr1FileName,
    table: sheet.table,
    rows: sheet.rows(ret).length,
  }));
  return {
    financialYear: period.financialYear,
    period: period.period,
    label: period.label,
    from: period.from,
    to: period.to,
    fp: period.fp,
    invoices: ret.invoices,
    creditNotes: ret.creditNotes,
    files: [
      ...sheets.filter((sheet) => sheet.rows > 0),
      { name: 'gstr1.json', table: 'The whole return, for upload on the portal', rows: 1 },
    ],
  };
}

/** One file of a period's return: a table as the offline tool's CSV, or the JSON the portal takes. */
export async function gstr1File(
  query: Gstr1ReturnQuery,
  name: Gstr1FileName,
): Promise<{ filename: string; contentType: string; body: string }> {
  const ret = await returnOf(query);
  if (name === 'gstr1.json')
    return {
      filename: `gstr1-${ret.period.fp}.json`,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(gstr1Json(ret)),
    };
  return { filename: `gstr1-${ret.period.fp}-${name}`, contentType: 'text/csv; charset=utf-8', body: offlineToolCsv(ret, name) };
}
