import type { Transaction } from 'firebase-admin/firestore';

import type { DescriptionTranslation, GstinDeclaration, PostalAddress, TaxSplit } from '../../contract';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

import { indianYear, orderNumber, type DocumentSeries, type NumberedSeries } from './financial-year';
import type { Supplier } from './invoice-config';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';

export interface StoredBuyer {
  name: string;
  email: string;
  stateCode: string | null;
  gstin: string | null;
  businessName: string | null;
  /** A registered buyer's address and declaration (absent on invoices issued before decision 0071). */
  address?: PostalAddress | null;
  declaration?: GstinDeclaration | null;
}

interface DocumentFields {
  number: string;
  financialYear: string;
  sequence: number;
  issuedAt: string;
  orderId: string;
  userId: string;
  supplier: Supplier;
  buyer: StoredBuyer;
  placeOfSupply: { code: string; name: string };
  sac: string;
  description: string;
  tax: TaxSplit;
  /** Compact JWS (EdDSA) over the document's signed fields; see invoice-signature.service.ts. */
  signature: string;
}

export interface CreditNoteLink {
  id: string;
  number: string;
  issuedAt: string;
  tax: TaxSplit;
}

/** `invoices/{random id}`: one per captured order; the id is what the QR code carries. */
export interface InvoiceRecord extends DocumentFields {
  id: string;
  paymentId: string;
  paidAt: string;
  courseId: string;
  listPricePaise: number;
  discountPaise: number;
  grossTaxablePaise: number;
  discountTaxablePaise: number;
  /** The description in the language the buyer paid in, under the English one; absent for English. */
  descriptionTranslation?: DescriptionTranslation;
  /** Several of one item (a group's seats) and the buyer's purchase order; absent on one-course invoices. */
  quantity?: number;
  unitPricePaise?: number;
  poNumber?: string | null;
  creditNotes: CreditNoteLink[];
}

/** `creditNotes/{random id}`: one per processed refund, against its invoice. */
export interface CreditNoteRecord extends DocumentFields {
  id: string;
  refundId: string;
  reason: string;
  refundedAt: string;
  invoice: { id: string; number: string; issuedAt: string; totalPaise: number };
}

const invoices = () => getDb().collection('invoices');
const creditNotes = () => getDb().collection('creditNotes');
/** `documentCounters/{series}_{financial year}`: the next number of a series; moved only with the document it numbers. */
const counters = () => getDb().collection('documentCounters');
/** `invoiceKeys/{order_… | refund_…}`: which document an order or refund already has, so each gets exactly one. */
const keys = () => getDb().collection('invoiceKeys');

const DATE_FIELDS = ['issuedAt', 'paidAt', 'refundedAt'] as const;

function fromStore<T>(id: string, data: FirebaseFirestore.DocumentData): T {
  const out: Record<string, unknown> = { ...data, id };
  for (const field of DATE_FIELDS) if (field in data) out[field] = toIso(data[field]);
  for (const link of ['invoice'] as const) if (data[link]) out[link] = { ...data[link], issuedAt: toIso(data[link].issuedAt) };
  if (Array.isArray(data.creditNotes))
    out.creditNotes = data.creditNotes.map((note: Record<string, unknown>) => ({ ...note, issuedAt: toIso(note.issuedAt) }));
  return out as T;
}

function toStore(record: InvoiceRecord | CreditNoteRecord): FirebaseFirestore.DocumentData {
  const { id: _id, ...data } = record as InvoiceRecord & CreditNoteRecord;
  const out: Record<string, unknown> = { ...data };
  for (const field of DATE_FIELDS) if (typeof data[field] === 'string') out[field] = new Date(data[field]);
  if (data.invoice) out.invoice = { ...data.invoice, issuedAt: new Date(data.invoice.issuedAt) };
  if (data.creditNotes) out.creditNotes = data.creditNotes.map((note) => ({ ...note, issuedAt: new Date(note.issuedAt) }));
  return out;
}

export const newInvoiceId = () => invoices().doc().id;
export const newCreditNoteId = () => creditNotes().doc().id;

export const keyOfOrder = (orderId: string) => `order_${orderId}`;
export const keyOfRefund = (refundId: string) => `refund_${refundId}`;

/** Parallel payments queue on one counter; Firestore retries a contended transaction, so allow more tries than its default five. */
const TRANSACTION_ATTEMPTS = 20;

/**
 * Runs `work` in one transaction over the invoice series (the service numbers and links documents
 * in it with this repository's steps): repositories open transactions, services say what goes in.
 */
export function inInvoiceTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return getDb().runTransaction(work, { maxAttempts: TRANSACTION_ATTEMPTS });
}

/** The document an order or refund already has, if any: `{ id, number }`. */
export async function findKeyed(key: string, transaction?: Transaction): Promise<{ id: string; number: string } | null> {
  const ref = keys().doc(key);
  const snap = transaction ? await transaction.get(ref) : await ref.get();
  return snap.exists ? { id: snap.get('documentId'), number: snap.get('number') } : null;
}

/**
 * The next number of a series in a period, read in the caller's transaction (before its writes);
 * `advance` writes the counter on, and must be called with the write the number goes on, so a
 * number is used once and none is skipped. Invoices, credit notes and orders all count this way.
 */
export async function takeNumberInTransaction(
  transaction: Transaction,
  series: NumberedSeries,
  period: string,
): Promise<{ sequence: number; advance: () => void }> {
  const counterRef = counters().doc(`${series}_${period}`);
  const counter = await transaction.get(counterRef);
  const sequence = counter.exists ? Number(counter.get('next')) : 1;
  return {
    sequence,
    advance: () =>
      transaction.set(counterRef, {
        series,
        ...(series === 'order' ? { year: period } : { financialYear: period }),
        next: sequence + 1,
        updatedAt: new Date(),
      }),
  };
}

/**
 * An order's number (CV-2026-000123), read in the order's own transaction; `advance` goes with the
 * order's write, so parallel orders never share a number (decision 0082).
 */
export async function takeOrderNumberInTransaction(transaction: Transaction, at: Date) {
  const year = indianYear(at);
  const { sequence, advance } = await takeNumberInTransaction(transaction, 'order', year);
  return { number: orderNumber(year, sequence), advance };
}

/**
 * Numbers one document and stores it, in the caller's transaction: reads the series' counter, lets
 * `build` make the document with that number, then writes the document, its key and the counter
 * together. Either all three are written or none, so numbers never skip or repeat.
 */
export async function numberAndStore<R extends InvoiceRecord | CreditNoteRecord>(
  transaction: Transaction,
  series: DocumentSeries,
  financialYear: string,
  key: string,
  build: (sequence: number) => Promise<R>,
): Promise<R> {
  const { sequence, advance } = await takeNumberInTransaction(transaction, series, financialYear);
  const record = await build(sequence);
  const collection = series === 'invoice' ? invoices() : creditNotes();
  advance();
  transaction.create(collection.doc(record.id), toStore(record));
  transaction.create(keys().doc(key), { series, documentId: record.id, number: record.number, createdAt: new Date() });
  return record;
}

export async function findInvoice(id: string, transaction?: Transaction): Promise<InvoiceRecord | null> {
  const ref = invoices().doc(id);
  const snap = transaction ? await transaction.get(ref) : await ref.get();
  return snap.exists ? fromStore<InvoiceRecord>(snap.id, snap.data()!) : null;
}

export async function findCreditNote(id: string): Promise<CreditNoteRecord | null> {
  const snap = await creditNotes().doc(id).get();
  return snap.exists ? fromStore<CreditNoteRecord>(snap.id, snap.data()!) : null;
}

export function linkCreditNote(transaction: Transaction, invoiceId: string, creditNotes: CreditNoteLink[]): void {
  transaction.update(invoices().doc(invoiceId), {
    creditNotes: creditNotes.map((note) => ({ ...note, issuedAt: new Date(note.issuedAt) })),
  });
}

/** Invoices and credit notes issued in [from, to), oldest first: the GSTR-1 period. */
export async function documentsIssuedBetween(from: Date, to: Date) {
  const inRange = (collection: FirebaseFirestore.CollectionReference) =>
    collection.where('issuedAt', '>=', from).where('issuedAt', '<', to).orderBy('issuedAt').get();
  const [invoiceSnap, noteSnap] = await Promise.all([inRange(invoices()), inRange(creditNotes())]);
  return {
    invoices: invoiceSnap.docs.map((doc) => fromStore<InvoiceRecord>(doc.id, doc.data())),
    creditNotes: noteSnap.docs.map((doc) => fromStore<CreditNoteRecord>(doc.id, doc.data())),
  };
}

/** A buyer's tax invoices and credit notes, as issued. */
export async function findTaxDocumentsOf(
  uid: string,
): Promise<{ invoices: PersonalDocument[]; creditNotes: PersonalDocument[] }> {
  const [issued, credited] = await Promise.all([
    documentsWhere(invoices(), 'userId', uid),
    documentsWhere(creditNotes(), 'userId', uid),
  ]);
  return { invoices: issued, creditNotes: credited };
}
