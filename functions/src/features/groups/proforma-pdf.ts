import { addressLines, gstStateName } from '../../contract/gst';
import { formatDocumentAmount } from '../../contract/money';
import type { Supplier } from '../invoices/invoice-config';
import { splitInclusiveAmount } from '../invoices/tax';

import type { BankDetails } from './bank-config';
import type { StoredGroup } from './groups.repository';
import type { StoredSeatOrder } from './seats.repository';
import { dateForPeople } from '../../contract/calendar';
import { openPdf } from '../../lib/pdf-document';

export const PROFORMA_NOTICE = 'Proforma invoice — not a tax invoice';

const INK = '#0f1a33';
const MUTED = '#5b6478';
const RED = '#d71f31';

/**
 * The proforma a group pays a bank transfer against: the order's figures with the GST they
 * include, the purchase order, and the account to pay into. It says, at the top, that it is not a
 * tax invoice: the tax invoice is issued when the money arrives.
 */
export async function renderProformaPdf(
  order: StoredSeatOrder,
  group: StoredGroup,
  from: Supplier,
  bank: BankDetails,
): Promise<Buffer> {
  const { doc, finished } = openPdf({
    size: 'A4',
    margin: 48,
    info: { Title: `Proforma ${order.proformaNumber}`, Author: from.name },
  });
  const width = doc.page.width - 96;
  const line = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(text, { width });

  doc.rect(0, 0, doc.page.width, 6).fill(RED);
  doc.moveDown(1);
  line('PROFORMA INVOICE', { bold: true, size: 20 });
  line(PROFORMA_NOTICE, { bold: true, size: 11, color: RED });
  line(`No. ${order.proformaNumber}    Date ${dateForPeople(order.createdAt ?? new Date())}`, { color: MUTED });
  if (order.expiresAt) line(`Valid until ${dateForPeople(order.expiresAt)}`, { color: MUTED });
  doc.moveDown();

  line('Supplier', { bold: true, color: MUTED, size: 8 });
  line(from.name, { bold: true });
  line(from.address);
  line(`GSTIN ${from.gstin} · State ${from.state.name} (${from.state.code})`);
  doc.moveDown();

  line('To', { bold: true, color: MUTED, size: 8 });
  line(group.legalName, { bold: true });
  addressLines(group.billingAddress).forEach((text) => line(text));
  line(`State ${gstStateName(group.stateCode) ?? group.stateCode} (${group.stateCode})`);
  line(group.gstin ? `GSTIN ${group.gstin}` : 'Unregistered (no GSTIN)');
  if (order.poNumber) line(`Purchase order ${order.poNumber}`, { bold: true });
  doc.moveDown();

  const intraState = group.stateCode === from.state.code;
  const tax = splitInclusiveAmount(order.amountPaise, intraState);
  line(`${order.courseTitle}: course seats`, { bold: true });
  line(`${order.seats} × ${formatDocumentAmount(order.unitPricePaise)} = ${formatDocumentAmount(order.listPricePaise)}`);
  if (order.discountPaise) line(`Volume discount ${order.discountPercent} %: ${formatDocumentAmount(-order.discountPaise)}`);
  line(`Taxable value ${formatDocumentAmount(tax.taxablePaise)}`);
  line(
    intraState
      ? `CGST @ 9% ${formatDocumentAmount(tax.cgstPaise)} · SGST @ 9% ${formatDocumentAmount(tax.sgstPaise)}`
      : `IGST @ 18% ${formatDocumentAmount(tax.igstPaise)}`,
  );
  line(`Amount payable ${formatDocumentAmount(order.amountPaise)} (GST included)`, { bold: true, size: 12 });
  doc.moveDown();

  line('Pay by bank transfer (NEFT, RTGS or IMPS) to', { bold: true, color: MUTED, size: 8 });
  line(`Account name ${bank.accountName}`);
  line(`Bank ${bank.bank}, ${bank.branch}`);
  line(`Account number ${bank.accountNumber}`);
  line(`IFSC ${bank.ifsc}`);
  line(`Please quote ${order.proformaNumber} in the transfer's remarks.`);
  doc.moveDown();
  line(
    'If you deduct TDS under section 194J, pay the balance and send us the TDS certificate. The seats become available and the tax invoice is issued when the payment reaches us.',
    { color: MUTED, size: 9 },
  );
  doc.end();
  return finished;
}
