import type { DocumentLink } from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { creditNotePdfUrl, invoicePdfUrl } from '../invoices/invoice-links';
import { ensureCreditNote, ensureInvoice } from '../invoices/invoices.service';

import type { StoredOrder } from './orders.repository';

/** The invoice line's second description, in the language the buyer paid in (English needs none). */
const INVOICE_LINE: Record<Exclude<Locale, typeof SOURCE_LOCALE>, (courseTitle: string) => string> = {
  hi: (courseTitle) => `${courseTitle} — ऑनलाइन सर्टिफ़िकेशन कोर्स`,
};

/** The order's tax invoice (idempotent on the order): called once its payment has settled. */
export function invoiceFor(order: StoredOrder): Promise<{ invoiceId: string; number: string }> {
  return ensureInvoice({
    orderId: order.uid,
    userId: order.userId,
    paymentId: order.gatewayPaymentId as string,
    paidAt: order.paidAt ? new Date(order.paidAt) : new Date(),
    buyer: order.buyer,
    item: {
      courseId: order.courseId,
      description: order.courseTitle,
      ...(order.language === SOURCE_LOCALE ? {} : { translation: { language: order.language, text: INVOICE_LINE[order.language](order.courseTitle) } }),
    },
    listPricePaise: order.listPricePaise,
    discountPaise: order.discountPaise,
    amountPaise: order.amountPaise,
  });
}

/** The credit note of a processed refund (idempotent on the refund), linked to the order's invoice. */
export async function creditNoteFor(
  order: StoredOrder,
  refund: { refundId: string; amountPaise: number; reason: string; refundedAt: Date },
): Promise<{ creditNoteId: string; number: string } | null> {
  const invoiceId = order.invoiceId ?? (order.amountPaise > 0 ? (await invoiceFor(order)).invoiceId : null);
  if (!invoiceId) return null;
  return ensureCreditNote({ ...refund, orderId: order.uid, invoiceId });
}

export const invoiceLink = (id: string, number: string): DocumentLink => ({ id, number, pdfUrl: invoicePdfUrl(id) });
export const creditNoteLink = (id: string, number: string): DocumentLink => ({ id, number, pdfUrl: creditNotePdfUrl(id) });
