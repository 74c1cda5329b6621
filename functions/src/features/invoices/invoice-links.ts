import { linkSignature, signatureMatches } from '../../lib/link-signature';
import { siteUrl } from '../mail/mail-config';

import type { DocumentSeries } from './financial-year';

/** A receipt mail is read days later; a link on the orders page is made afresh on each visit. */
export const MAIL_LINK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const PAGE_LINK_LIFETIME_SECONDS = 15 * 60;

const API_PATH: Record<DocumentSeries, string> = { invoice: 'invoices', credit_note: 'credit-notes' };

const signatureOf = (series: DocumentSeries, id: string, expires: number) => linkSignature(`${series}-pdf`, id, expires);

/** An absolute link that returns the document's PDF itself to whoever holds it, until it expires. */
export function signedPdfUrl(series: DocumentSeries, id: string, lifetimeSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  return `${siteUrl()}/api/${API_PATH[series]}/${encodeURIComponent(id)}/pdf?e=${expires}&s=${signatureOf(series, id, expires)}`;
}

/** The signed link to an invoice's PDF, for the receipt mail and the learner's orders page. */
export const invoicePdfUrl = (invoiceId: string): string => signedPdfUrl('invoice', invoiceId, MAIL_LINK_LIFETIME_SECONDS);
/** The signed link to a credit note's PDF, for the refund mail. */
export const creditNotePdfUrl = (creditNoteId: string): string =>
  signedPdfUrl('credit_note', creditNoteId, MAIL_LINK_LIFETIME_SECONDS);

export type LinkAccess = 'none' | 'valid' | 'invalid';

/** Whether a request carries a valid, unexpired signature for this document's PDF. */
export function pdfLinkAccess(series: DocumentSeries, id: string, query: Record<string, unknown>, now = Date.now()): LinkAccess {
  const { e, s } = query;
  if (e === undefined && s === undefined) return 'none';
  if (typeof e !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 'invalid';
  const expires = Number(e);
  if (expires * 1000 < now) return 'invalid';
  return signatureMatches(signatureOf(series, id, expires), s) ? 'valid' : 'invalid';
}

/** The public verification page of an invoice or credit note: what its QR code opens. */
export const verifyPageUrl = (id: string) => `${siteUrl()}/verify-invoice/${encodeURIComponent(id)}`;
