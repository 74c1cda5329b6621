import { csvCell } from '../../lib/csv';

import { offlineToolDate } from './gst-dates';
import { invoiceTable, noteTable } from './gstr1-tables';
import type { CreditNoteRecord, InvoiceRecord } from './invoices.repository';
import { rupeeFigure } from './tax';

// The accountant's own ledger of the period, beside the offline tool's files (gstr1-offline-csv.ts).
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

function row(
  record: InvoiceRecord | CreditNoteRecord,
  kind: string,
  table: string,
  original: { number: string; issuedAt: string } | null,
) {
  const { buyer, tax, placeOfSupply } = record;
  return [
    record.number,
    offlineToolDate(record.issuedAt),
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
    original ? offlineToolDate(original.issuedAt) : '',
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
