import { Router } from 'express';

import { AuditQuerySchema } from '../../contract';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { auditExport, searchAudit } from './audit.service';

/** The back-office Audit area: the log filtered and paged, and its CSV export; admin-only. */
export const auditRouter = Router();
auditRouter.use(['/admin/audit', '/admin/audit.csv'], requireRole('admin'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

auditRouter.get('/admin/audit', async (req, res) => {
  res.json({ success: true, data: await searchAudit(parse(AuditQuerySchema, req.query)) });
});

auditRouter.get('/admin/audit.csv', async (req, res) => {
  const { page: _page, ...query } = parse(AuditQuerySchema, req.query);
  const { filename, csv } = await auditExport(query);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  // The byte-order mark tells spreadsheets the file is UTF-8 (names in Indian scripts).
  res.send(`\uFEFF${csv}`);
});
