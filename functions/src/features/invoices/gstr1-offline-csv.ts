import type { Gstr1FileName } from '../../contract';
import { csvCell, quoteCsvField } from '../../lib/csv';

import { offlineToolDate } from './gst-dates';
import type { DocumentSeries, Gstr1Return, HsnRow, Place, ReturnDocument } from './gstr1-return';
import { rupeeFigure } from './tax';

// GSTR-1 as the GST offline tool's CSV import takes it, one file per table ("Section by section
// of a particular return - using a .CSV file"). Headers and values are those of the tool's Excel
// template (GSTR1_Excel_Workbook_Template: row 4 of each sheet and its Help Instruction sheet),
// spelled as the India Compliance app (resilient-tech/india-compliance, GovExcelField, 2024)
// writes them for the tool, with Table 12 in the two halves, hsn(b2b) and hsn(b2c), the tool has
// had since the May 2025 return. Dates dd-MMM-yyyy, amounts with two decimals, the place of supply
// as the tool's list spells it ("29-Karnataka", "97-Other Territory"), reverse charge N, regular
// invoices "Regular B2B", credit notes "C", a service's unit "NA" with quantity 0. Nothing is
// supplied through an e-commerce operator and no cess is charged, so those columns are empty or 0.

const place = (p: Place) => `${p.code}-${p.name}`;
/** Text a buyer typed (their business name), kept from running as a spreadsheet formula; our own figures, negative ones included, go as they are. */
class BuyerText {
  constructor(readonly text: string) {}
}
const money = rupeeFigure;
const NO_CESS = money(0);

interface Sheet<R> {
  table: string;
  header: string[];
  rows: (ret: Gstr1Return) => R[];
  cells: (row: R) => Array<string | number | BuyerText>;
}

const sheet = <R>(definition: Sheet<R>) => definition as unknown as Sheet<unknown>;

const b2bCells = (doc: ReturnDocument) => [
  doc.recipient!.gstin,
  new BuyerText(doc.recipient!.name),
  doc.number,
  offlineToolDate(doc.issuedAt),
  money(doc.valuePaise),
  place(doc.place),
  'N',
  '',
  'Regular B2B',
  '',
  doc.rate,
  money(doc.tax.taxablePaise),
  NO_CESS,
];

const hsnCells = (row: HsnRow) => [
  row.sac,
  row.description,
  'NA',
  0,
  money(row.totalPaise),
  row.rate,
  money(row.taxablePaise),
  money(row.igstPaise),
  money(row.cgstPaise),
  money(row.sgstPaise),
  NO_CESS,
];

const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

export const OFFLINE_TOOL_SHEETS: Record<Exclude<Gstr1FileName, 'gstr1.json'>, Sheet<unknown>> = {
  'b2b.csv': sheet({
    table: '4A, 4B, 6B, 6C – B2B invoices (b2b,sez,de)',
    header: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: (ret) => ret.b2b,
    cells: b2bCells,
  }),
  'b2cl.csv': sheet({
    table: '5 – B2C large invoices (b2cl)',
    header: [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    rows: (ret) => ret.b2cl,
    cells: (doc: ReturnDocument) => [
      doc.number,
      offlineToolDate(doc.issuedAt),
      money(doc.valuePaise),
      place(doc.place),
      '',
      doc.rate,
      money(doc.tax.taxablePaise),
      NO_CESS,
      '',
    ],
  }),
  'b2cs.csv': sheet({
    table: '7 – B2C others (b2cs)',
    header: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    rows: (ret) => ret.b2cs,
    cells: (row: Gstr1Return['b2cs'][number]) => ['OE', place(row.place), '', row.rate, money(row.taxablePaise), NO_CESS, ''],
  }),
  'cdnr.csv': sheet({
    table: '9B – credit notes to registered buyers (cdnr)',
    header: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: (ret) => ret.cdnr,
    cells: (doc: ReturnDocument) => [
      doc.recipient!.gstin,
      new BuyerText(doc.recipient!.name),
      doc.number,
      offlineToolDate(doc.issuedAt),
      'C',
      place(doc.place),
      'N',
      'Regular B2B',
      money(doc.valuePaise),
      '',
      doc.rate,
      money(doc.tax.taxablePaise),
      NO_CESS,
    ],
  }),
  'cdnur.csv': sheet({
    table: '9B – credit notes against B2C large invoices (cdnur)',
    header: [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: (ret) => ret.cdnur,
    cells: (doc: ReturnDocument) => [
      'B2CL',
      doc.number,
      offlineToolDate(doc.issuedAt),
      'C',
      place(doc.place),
      money(doc.valuePaise),
      '',
      doc.rate,
      money(doc.tax.taxablePaise),
      NO_CESS,
    ],
  }),
  'hsn-b2b.csv': sheet({
    table: '12 – HSN summary, B2B (hsn(b2b))',
    header: HSN_HEADER,
    rows: (ret) => ret.hsnB2b,
    cells: hsnCells,
  }),
  'hsn-b2c.csv': sheet({
    table: '12 – HSN summary, B2C (hsn(b2c))',
    header: HSN_HEADER,
    rows: (ret) => ret.hsnB2c,
    cells: hsnCells,
  }),
  'docs.csv': sheet({
    table: '13 – documents issued (docs)',
    header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    rows: (ret) => ret.docs,
    cells: (series: DocumentSeries) => [series.nature, series.from, series.to, series.total, series.cancelled],
  }),
};

/** One table of the return as the offline tool's CSV file: its header, then a line per row. */
export function offlineToolCsv(ret: Gstr1Return, name: keyof typeof OFFLINE_TOOL_SHEETS): string {
  const { header, rows, cells } = OFFLINE_TOOL_SHEETS[name];
  const lines = [header, ...rows(ret).map(cells)].map((line) =>
    line.map((cell) => (cell instanceof BuyerText ? csvCell(cell.text) : quoteCsvField(String(cell)))).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
