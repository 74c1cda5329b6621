import type { DocumentLink } from '../../contract';

import type { StoredOrder } from './orders.repository';

/*
 * The tax documents of an order, from the invoices feature. Until that branch is merged here no
 * invoice or credit note is issued (orders record none, and reconciliation issues them later).
 */

export async function invoiceFor(_order: StoredOrder): Promise<{ invoiceId: string; number: string } | null> {
  return null;
}

export async function creditNoteFor(
  _order: StoredOrder,
  _refund: { refundId: string; amountPaise: number; reason: string; refundedAt: Date },
): Promise<{ creditNoteId: string; number: string } | null> {
  return null;
}

export const invoiceLink = (id: string, number: string): DocumentLink => ({ id, number, pdfUrl: '' });
export const creditNoteLink = (id: string, number: string): DocumentLink => ({ id, number, pdfUrl: '' });
