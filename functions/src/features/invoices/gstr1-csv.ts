import { csvCell } from '../../lib/csv';

import type { CreditNoteRecord, InvoiceRecord } from './invoices.repository';
import { rupeeFigure } from './tax';

/** Inter-state supplies to unregistered buyers above this invoice value go to GSTR-1 table 5 (B2CL), the rest to 7 (B2CS). */
const B2CL_THRESHOLD_PAISE = 1_00_000_00;

const HEADER = [
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
  'Document type',
  'GSTR-1 table',
  'Original invoice number',
  'Original invoice date',
];

/** GSTR-1's offline tool writes dates as 25-Nov-2026, in Indian time. */
function gstrDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.day}-${parts.month}-${parts.year}`;
}

function invoiceTable(buyerGstin: string | null, intraState: boolean, invoiceTotalPaise: number): string {
  if (buyerGstin) return 'B2B';
  return !intraState && invoiceTotalPaise > B2CL_THRESHOLD_PAISE ? 'B2CL' : 'B2CS';
}

/** Notes to registered buyers are table 9B CDNR; against a B2CL invoice CDNUR; against B2CS they net off in table 7. */
function noteTable(invoiceTableName: string): string {
  if (invoiceTableName === 'B2B') return 'CDNR';
  return invoiceTableName === 'B2CL' ? 'CDNUR' : 'B2CS';
}

function row(
  record: InvoiceRecord | CreditNoteRecord,
  kind: string,
  table: string,
  original: { number: string; issuedAt: string } | null,
) {
  const { buyer, tax, placeOfSupply } = record;
  return [
    record.number,
    gstrDate(record.issuedAt),
    buyer.gstin ?? '',
    buyer.businessName ?? buyer.name,
    `${placeOfSupply.code}-${placeOfSupply.name}`,
    rupeeFigure(tax.taxablePaise),
    rupeeFigure(tax.cgstPaise),
    rupeeFigure(tax.sgstPaise),
    rupeeFigure(tax.igstPaise),
    rupeeFigure(tax.totalPaise),
    kind,
    table,
    original?.number ?? '',
    original ? gstrDate(original.issuedAt) : '',
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The period's outward supplies as an accountant files them in GSTR-1: one row per invoice, then
 * one per credit note (positive values, as table 9B takes them, with the invoice it reduces).
 */
export function gstr1Csv(invoices: InvoiceRecord[], creditNotes: CreditNoteRecord[]): string {
  const bySequence = <T extends { financialYear: string; sequence: number }>(a: T, b: T) =>
    a.financialYear.localeCompare(b.financialYear) || a.sequence - b.sequence;
  const lines = [
    HEADER.join(','),
    ...[...invoices]
      .sort(bySequence)
      .map((invoice) =>
        row(invoice, 'Invoice', invoiceTable(invoice.buyer.gstin, invoice.tax.intraState, invoice.tax.totalPaise), null),
      ),
    ...[...creditNotes]
      .sort(bySequence)
      .map((note) =>
        row(
          note,
          'Credit note',
          noteTable(invoiceTable(note.buyer.gstin, note.tax.intraState, note.invoice.totalPaise)),
          note.invoice,
        ),
      ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
