import { addressLines } from '../../contract/gst';
import { formatDocumentAmount, invoiceAmountsInWords } from '../../contract/money';

import { rupeesInWords } from './amount-in-words';
import { verifyPageUrl } from './invoice-links';
import type { CreditNoteRecord, InvoiceRecord } from './invoices.repository';
import { dateForPeople } from '../../contract/calendar';
import { openPdf } from '../../lib/pdf-document';

const BRAND_RED = '#d71f31';
const NAVY = '#0b1b3f';
const INK = '#0f1a33';
const MUTED = '#5b6478';
const RULE = '#dfe3ea';
const PANEL = '#f5f7fb';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

type Doc = PDFKit.PDFDocument;

function logo(doc: Doc, x: number, y: number) {
  const s = 34 / 64;
  doc.save().translate(x, y).scale(s);
  doc.roundedRect(0, 0, 64, 64, 14).fill(BRAND_RED);
  doc.fillColor('#ffffff');
  for (const stumpX of [17, 29.5, 42]) doc.roundedRect(stumpX, 15, 5, 36, 2).fill();
  doc.roundedRect(15, 10, 16, 3.5, 1.75).fill();
  doc.roundedRect(33, 10, 16, 3.5, 1.75).fill();
  doc.restore();
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(NAVY)
    .text('CricVision', x + 44, y + 7, { lineBreak: false });
}

/** The QR code drawn as vector squares: sharp at any zoom and a few hundred bytes. */
function qrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const QRCode = require('qrcode') as typeof import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor(INK);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
  doc.fill().restore();
}

function label(doc: Doc, text: string, x: number, y: number, width?: number) {
  doc.font('semibold').fontSize(7.5).fillColor(MUTED).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
}

function party(
  doc: Doc,
  heading: string,
  lines: { text: string; strong?: boolean }[],
  x: number,
  y: number,
  width: number,
): number {
  label(doc, heading, x, y, width);
  let cursor = y + 14;
  for (const line of lines) {
    doc
      .font(line.strong ? 'semibold' : 'regular')
      .fontSize(line.strong ? 10.5 : 9)
      .fillColor(INK);
    doc.text(line.text, x, cursor, { width });
    cursor = doc.y + 2;
  }
  return cursor;
}

interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

function totals(doc: Doc, rows: Row[], x: number, y: number, width: number): number {
  let cursor = y;
  for (const row of rows) {
    if (row.strong) {
      doc.rect(x, cursor - 4, width, 24).fill(NAVY);
      doc.font('bold').fontSize(11).fillColor('#ffffff');
      doc.text(row.label, x + 10, cursor + 2, { width: width / 2 });
      doc.text(row.value, x + width / 2, cursor + 2, { width: width / 2 - 10, align: 'right' });
      cursor += 26;
    } else {
      doc.font('regular').fontSize(9.5).fillColor(INK);
      doc.text(row.label, x + 10, cursor, { width: width * 0.6 });
      doc.text(row.value, x + width * 0.5, cursor, { width: width * 0.5 - 10, align: 'right' });
      cursor += 17;
    }
  }
  return cursor;
}

/**
 * A tax invoice or credit note as a one-page A4 PDF with every particular Rule 46 (and Rule 53 for
 * credit notes) asks for, the academy's branding, and a QR code to its public verification.
 */
export async function renderDocumentPdf(record: InvoiceRecord | CreditNoteRecord): Promise<Buffer> {
  const note = 'refundId' in record ? record : null;
  const invoice = note ? null : (record as InvoiceRecord);
  const title = note ? 'Credit Note' : 'Tax Invoice';
  const { doc, finished } = openPdf({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${title} ${record.number}`,
      Author: record.supplier.name,
      Subject: record.description,
      Creator: 'CricVision',
    },
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  doc.rect(0, 0, PAGE.width, 6).fill(BRAND_RED);

  // Heading: the brand on the left, the document's title, number and date on the right.
  logo(doc, left, 34);
  doc.font('bold').fontSize(20).fillColor(INK).text(title.toUpperCase(), left, 34, { width: CONTENT_WIDTH, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(`No. ${record.number}`, left, doc.y + 2, { width: CONTENT_WIDTH, align: 'right' });
  doc.text(`Date ${dateForPeople(record.issuedAt)}`, { width: CONTENT_WIDTH, align: 'right' });
  if (note)
    doc.text(`Against invoice ${note.invoice.number} of ${dateForPeople(note.invoice.issuedAt)}`, {
      width: CONTENT_WIDTH,
      align: 'right',
    });

  doc.moveTo(left, 104).lineTo(right, 104).lineWidth(0.8).strokeColor(RULE).stroke();

  // Supplier and recipient side by side.
  const half = (CONTENT_WIDTH - 24) / 2;
  const supplierEnd = party(
    doc,
    'Supplier',
    [
      { text: record.supplier.name, strong: true },
      { text: record.supplier.address },
      { text: `GSTIN ${record.supplier.gstin}` },
      { text: `State ${record.supplier.state.name} (${record.supplier.state.code})` },
    ],
    left,
    118,
    half,
  );
  const buyer = record.buyer;
  // Rule 46: a registered recipient's name, address and GSTIN; anyone else by their own name.
  const registered = buyer.gstin !== null && buyer.businessName !== null;
  const buyerLines: { text: string; strong?: boolean }[] = [
    { text: registered ? buyer.businessName! : buyer.name, strong: true },
    ...(registered && buyer.address ? addressLines(buyer.address).map((text) => ({ text })) : []),
    { text: buyer.stateCode ? `State ${record.placeOfSupply.name} (${record.placeOfSupply.code})` : 'State not given' },
    { text: buyer.gstin ? `GSTIN ${buyer.gstin}` : 'Unregistered (no GSTIN)' },
    ...(registered ? [{ text: `Attn. ${buyer.name}` }] : []),
    { text: buyer.email },
  ];
  const buyerEnd = party(doc, note ? 'Credited to' : 'Billed to', buyerLines, left + half + 24, 118, half);

  // The supply's terms in one panel.
  const panelY = Math.max(supplierEnd, buyerEnd) + 12;
  doc.roundedRect(left, panelY, CONTENT_WIDTH, 44, 6).fill(PANEL);
  const facts: [string, string][] = [
    ['Place of supply', `${record.placeOfSupply.name} (${record.placeOfSupply.code})`],
    ['Reverse charge', 'No'],
    ['SAC', record.sac],
    [note ? 'Refund' : 'Payment', note ? note.refundId : invoice!.paymentId],
  ];
  const factWidth = CONTENT_WIDTH / facts.length;
  facts.forEach(([name, value], i) => {
    label(doc, name, left + 12 + i * factWidth, panelY + 9, factWidth - 16);
    doc
      .font('semibold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, left + 12 + i * factWidth, panelY + 22, {
        width: factWidth - 16,
        lineBreak: false,
        ellipsis: true,
      });
  });

  // The line: what was supplied and its value before and after any discount, without tax.
  const tableY = panelY + 64;
  const cols = [
    { name: 'Description', x: left + 10, width: 200, align: 'left' as const },
    { name: 'SAC', x: left + 222, width: 50, align: 'left' as const },
    { name: 'Value', x: left + 272, width: 72, align: 'right' as const },
    { name: 'Discount', x: left + 348, width: 64, align: 'right' as const },
    { name: 'Taxable value', x: left + 416, width: CONTENT_WIDTH - 426, align: 'right' as const },
  ];
  doc.rect(left, tableY, CONTENT_WIDTH, 22).fill(NAVY);
  for (const col of cols)
    doc
      .font('semibold')
      .fontSize(8.5)
      .fillColor('#ffffff')
      .text(col.name, col.x, tableY + 7, { width: col.width, align: col.align });
  const rowY = tableY + 32;
  const values = invoice
    ? [
        formatDocumentAmount(invoice.grossTaxablePaise),
        formatDocumentAmount(-invoice.discountTaxablePaise),
        formatDocumentAmount(invoice.tax.taxablePaise),
      ]
    : [formatDocumentAmount(record.tax.taxablePaise), formatDocumentAmount(0), formatDocumentAmount(record.tax.taxablePaise)];
  doc.font('regular').fontSize(9.5).fillColor(INK);
  doc.text(note ? `${record.description} — ${note.reason}` : record.description, cols[0].x, rowY, { width: cols[0].width });
  if (invoice?.descriptionTranslation) {
    // The buyer's language under the English (the invoice stays English, which GST invoices may be).
    doc.font('devanagari').fontSize(9).fillColor(MUTED);
    doc.text(invoice.descriptionTranslation.text, { width: cols[0].width });
    doc.font('regular').fontSize(9.5).fillColor(INK);
  }
  if (invoice?.quantity !== undefined) {
    doc.fillColor(MUTED).fontSize(8.5);
    doc.text(`Quantity ${invoice.quantity} × ${formatDocumentAmount(invoice.unitPricePaise ?? 0)} (GST included)`, { width: cols[0].width });
    if (invoice.poNumber) doc.text(`Purchase order ${invoice.poNumber}`, { width: cols[0].width });
    doc.fillColor(INK).fontSize(9.5);
  }
  const descriptionEnd = doc.y;
  doc.text(record.sac, cols[1].x, rowY, { width: cols[1].width });
  values.forEach((value, i) => doc.text(value, cols[i + 2].x, rowY, { width: cols[i + 2].width, align: 'right' }));
  const lineEnd = Math.max(descriptionEnd, rowY + 14) + 10;
  doc.moveTo(left, lineEnd).lineTo(right, lineEnd).lineWidth(0.8).strokeColor(RULE).stroke();

  // Tax and total.
  const tax = record.tax;
  const rows: Row[] = [{ label: 'Taxable value', value: formatDocumentAmount(tax.taxablePaise) }];
  if (tax.intraState) {
    rows.push(
      { label: 'CGST @ 9%', value: formatDocumentAmount(tax.cgstPaise) },
      { label: 'SGST @ 9%', value: formatDocumentAmount(tax.sgstPaise) },
    );
  } else {
    rows.push({ label: 'IGST @ 18%', value: formatDocumentAmount(tax.igstPaise) });
  }
  rows.push({ label: note ? 'Total credited' : 'Total', value: formatDocumentAmount(tax.totalPaise), strong: true });
  const totalsWidth = 240;
  const totalsEnd = totals(doc, rows, right - totalsWidth, lineEnd + 14, totalsWidth);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text('Amount in words', left, lineEnd + 14, { width: CONTENT_WIDTH - totalsWidth - 24 });
  doc
    .font('semibold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(rupeesInWords(tax.totalPaise), { width: CONTENT_WIDTH - totalsWidth - 24 });
  if (invoice) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).moveDown(0.6);
    for (const sentence of invoiceAmountsInWords(invoice)) doc.text(sentence, { width: CONTENT_WIDTH - totalsWidth - 24 });
  }

  // Verification: QR code, address and the digital signature.
  const verifyY = Math.max(totalsEnd, doc.y) + 36;
  const qrSize = 92;
  doc
    .roundedRect(left, verifyY, CONTENT_WIDTH, qrSize + 24, 6)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  const url = verifyPageUrl(record.id);
  qrCode(doc, url, left + 12, verifyY + 12, qrSize);
  const textX = left + qrSize + 28;
  const textWidth = CONTENT_WIDTH - qrSize - 40;
  label(doc, 'Digitally signed', textX, verifyY + 14, textWidth);
  doc
    .font('semibold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(`Signed by ${record.supplier.name} with Ed25519`, textX, verifyY + 28, {
      width: textWidth,
    });
  const signaturePart = record.signature.split('.').pop() ?? '';
  doc.font('regular').fontSize(7).fillColor(MUTED).text(`Signature: ${signaturePart}`, { width: textWidth });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(INK)
    .moveDown(0.4)
    .text('Scan the code or open this address to check the document:', {
      width: textWidth,
    });
  doc.fillColor(BRAND_RED).text(url, { width: textWidth, link: url, underline: false });

  doc.font('regular').fontSize(7.5).fillColor(MUTED);
  doc.text(
    'This is a computer-generated document signed digitally; it needs no physical signature. Prices include GST.',
    left,
    PAGE.height - PAGE.margin - 10,
    { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
  );
  doc.end();
  return finished;
}
