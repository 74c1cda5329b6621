/**
 * Inter-state supplies to unregistered buyers of an invoice value above ₹1,00,000 are reported
 * invoice by invoice in GSTR-1 table 5 (B2CL), the rest of B2C in table 7 (B2CS): rule 59(4) of the
 * CGST Rules as amended by Notification 12/2024-Central Tax, from 1 August 2024 (₹2,50,000 before).
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export type InvoiceTable = 'B2B' | 'B2CL' | 'B2CS';
export type NoteTable = 'CDNR' | 'CDNUR' | 'B2CS';

export function invoiceTable(buyerGstin: string | null, intraState: boolean, invoiceTotalPaise: number): InvoiceTable {
  if (buyerGstin) return 'B2B';
  return !intraState && invoiceTotalPaise > B2CL_THRESHOLD_PAISE ? 'B2CL' : 'B2CS';
}

/** Notes to registered buyers are table 9B CDNR; against a B2CL invoice CDNUR; against B2CS they net off in table 7. */
export function noteTable(invoice: InvoiceTable): NoteTable {
  if (invoice === 'B2B') return 'CDNR';
  return invoice === 'B2CL' ? 'CDNUR' : 'B2CS';
}
