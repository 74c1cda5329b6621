import { createRequire } from 'node:module';

import type { CreditNoteRefund, InvoiceSale } from '../../functions/src/contract';

/**
 * The invoice service as the payment webhook calls it, from the build `npm test` makes
 * (functions/lib), against the test stack's Firestore: until the webhook that issues invoices is
 * merged, tests reach ensureInvoice here; everything a person sees (JSON, PDF, verification, CSV)
 * they read over HTTP.
 */
interface InvoiceService {
  ensureInvoice(sale: InvoiceSale): Promise<{ invoiceId: string; number: string }>;
  ensureCreditNote(refund: CreditNoteRefund): Promise<{ creditNoteId: string; number: string }>;
  invoicePdfUrl(invoiceId: string): string;
  creditNotePdfUrl(creditNoteId: string): string;
}

const load = createRequire(import.meta.url);

/*
 * The service and the test share the default firebase-admin app, and its data layer applies its
 * Firestore settings on first use, which Firestore allows only before anything else used it: so it
 * goes first, before any test reads through testDb().
 */
(load('../../functions/lib/lib/firebase.js') as { getDb(): unknown }).getDb();

export const invoiceService = (): InvoiceService =>
  ({
    ...(load('../../functions/lib/features/invoices/invoices.service.js') as object),
    ...(load('../../functions/lib/features/invoices/invoice-links.js') as object),
  }) as InvoiceService;

/** The signed-link maker itself, to make a link that has already expired. */
export const signedPdfUrl = (series: 'invoice' | 'credit_note', id: string, lifetimeSeconds: number): string =>
  (load('../../functions/lib/features/invoices/invoice-links.js') as { signedPdfUrl: typeof signedPdfUrl }).signedPdfUrl(
    series,
    id,
    lifetimeSeconds,
  );

/** What an academy's buyer gives at checkout for a B2B invoice (decision 0071): all of it, declared. */
export const ACADEMY_BILLING = {
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Mumbai Cricket Academy LLP',
  billingAddress: { line1: '14 Marine Drive', line2: 'Churchgate', city: 'Mumbai', pinCode: '400020' },
  gstinDeclared: true,
} as const;

/** The same buyer as the payment hands it to the invoice service. */
export const ACADEMY_BUYER: Partial<InvoiceSale['buyer']> = {
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Mumbai Cricket Academy LLP',
  address: { line1: '14 Marine Drive', line2: 'Churchgate', city: 'Mumbai', pinCode: '400020' },
  declaration: {
    text: 'I am authorised to claim input tax credit for this business, and the GSTIN, legal name and address above are its own.',
    declaredAt: '2026-11-27T10:00:00.000Z',
  },
};

let orders = 0;
/** A captured sale of a ₹14,999 course with a ₹1,500 coupon, from a buyer in `stateCode` (null: none given). */
export function sale(
  userId: string,
  overrides: Partial<InvoiceSale['buyer']> = {},
  amounts?: { list: number; discount: number },
): InvoiceSale {
  orders += 1;
  const list = amounts?.list ?? 14_999_00;
  const discount = amounts?.discount ?? 1_500_00;
  return {
    orderId: `test-order-${Date.now().toString(36)}-${process.pid}-${orders}`,
    userId,
    paymentId: `pay_test${orders}${Date.now().toString(36)}`,
    paidAt: new Date(),
    buyer: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      stateCode: null,
      gstin: null,
      businessName: null,
      address: null,
      declaration: null,
      ...overrides,
    },
    item: { courseId: 'course-1', description: 'Certified Cricket Video Analyst — online course' },
    listPricePaise: list,
    discountPaise: discount,
    amountPaise: list - discount,
  };
}

/** The text of every page of a PDF, as pdf.js extracts it (what a reader can select and search). */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  // Lines a paragraph wraps into come back as separate pieces: join them as a reader would read them.
  return pages.join('\n').replace(/\s+/g, ' ');
}
