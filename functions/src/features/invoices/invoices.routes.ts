import { Router, type Request, type Response } from 'express';

import { GSTR1_FILES, Gstr1QuerySchema, Gstr1ReturnQuerySchema, type Gstr1FileName } from '../../contract';
import { resolveCaller, requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { isDocumentId } from '../../lib/document-id';

import type { DocumentSeries } from './financial-year';
import { pdfLinkAccess } from './invoice-links';
import { renderDocumentPdf } from './invoice-pdf';
import {
  creditNoteView,
  gstr1Export,
  gstr1File,
  gstr1Summary,
  invoiceView,
  readCreditNote,
  readInvoice,
  verifyDocument,
  type Viewer,
} from './invoices.service';

/** Invoices and credit notes: their owner and admins by bearer token, anyone with an unexpired signed link. */
export const invoicesRouter = Router();

function documentId(req: Request): string {
  const id = String(req.params.id);
  if (!isDocumentId(id)) throw AppError.notFound('Not found');
  return id;
}

async function viewerOf(req: Request, series: DocumentSeries, id: string): Promise<Viewer> {
  const link = pdfLinkAccess(series, id, req.query);
  if (link === 'valid') return 'signed-link';
  if (link === 'invalid')
    throw AppError.forbidden('This link has expired or is not valid. Open the document from your orders for a new one.');
  const caller = await resolveCaller(req);
  if (!caller) throw AppError.unauthorized();
  return { uid: caller.uid, admin: caller.role === 'admin' };
}

function sendPdf(res: Response, pdf: Buffer, name: string) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${name.replace(/[\s/]+/g, '-')}.pdf"`);
  res.send(pdf);
}

invoicesRouter.get('/invoices/verify/:id', async (req, res) => {
  // Never cached: a credit note or a tampered record must show at once.
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await verifyDocument(documentId(req)) });
});

invoicesRouter.get('/invoices/:id', async (req, res) => {
  const id = documentId(req);
  const invoice = await readInvoice(id, await viewerOf(req, 'invoice', id));
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: invoiceView(invoice) });
});

invoicesRouter.get('/invoices/:id/pdf', async (req, res) => {
  const id = documentId(req);
  const invoice = await readInvoice(id, await viewerOf(req, 'invoice', id));
  sendPdf(res, await renderDocumentPdf(invoice), `Invoice ${invoice.number}`);
});

invoicesRouter.get('/credit-notes/:id', async (req, res) => {
  const id = documentId(req);
  const note = await readCreditNote(id, await viewerOf(req, 'credit_note', id));
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: creditNoteView(note) });
});

invoicesRouter.get('/credit-notes/:id/pdf', async (req, res) => {
  const id = documentId(req);
  const note = await readCreditNote(id, await viewerOf(req, 'credit_note', id));
  sendPdf(res, await renderDocumentPdf(note), `Credit note ${note.number}`);
});

/** The accountant's GSTR-1 export for a period (admins). */
invoicesRouter.get('/admin/invoices/gstr1.csv', requireRole('admin'), async (req, res) => {
  const { filename, csv } = await gstr1Export(parse(Gstr1QuerySchema, req.query));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(`\uFEFF${csv}`);
});

/** GSTR-1 of a month or quarter as the GST offline tool and the portal take it (admins): what it holds… */
invoicesRouter.get('/admin/invoices/gstr1', requireRole('admin'), async (req, res) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: await gstr1Summary(parse(Gstr1ReturnQuerySchema, req.query)) });
});

/** …and each of its files. */
invoicesRouter.get('/admin/invoices/gstr1/:file', requireRole('admin'), async (req, res) => {
  const name = String(req.params.file);
  if (!(GSTR1_FILES as readonly string[]).includes(name)) throw AppError.notFound('No such GSTR-1 file');
  const { filename, contentType, body } = await gstr1File(parse(Gstr1ReturnQuerySchema, req.query), name as Gstr1FileName);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(body);
});
