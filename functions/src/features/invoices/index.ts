/** What other features (payments) use: issue documents and link to their PDFs. */
export { ensureCreditNote, ensureInvoice } from './invoices.service';
export { creditNotePdfUrl, invoicePdfUrl } from './invoice-links';
export type { CreditNoteRefund, InvoiceSale } from '../../contract';
