import { Router } from 'express';

import { QuestionExportQuerySchema, QuestionImportSchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireAuth } from '../../http/authenticate';
import { requireStaff, staffScopeOf } from '../../http/staff-access';
import { parse } from '../../http/validate';

import { exportQuestions, importQuestions } from './question-bank.service';

/** Bulk questions of a checkpoint: import (preview or save) and export; admins, and the course's authors. */
export const questionBankRouter = Router();
const base = '/admin/modules/:moduleId/checkpoints/:checkpointId/questions';
questionBankRouter.use(base, requireAuth, requireStaff('author'), (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});

questionBankRouter.post(`${base}/import`, async (req, res) => {
  const body = parse(QuestionImportSchema, req.body);
  const preview = await importQuestions(req.params.moduleId, req.params.checkpointId, body, auditActorOf(req, res), staffScopeOf(res));
  const count = preview.rows.length;
  const message = preview.saved
    ? `Imported ${count} question${count === 1 ? '' : 's'}`
    : preview.invalid || preview.problems.length
      ? 'Fix the rows with problems before importing'
      : `${count} question${count === 1 ? '' : 's'} ready to import`;
  res.status(preview.saved ? 201 : 200).json({ success: true, message, data: { preview } });
});

questionBankRouter.get(`${base}/export`, async (req, res) => {
  const { format } = parse(QuestionExportQuerySchema, req.query);
  const file = await exportQuestions(req.params.moduleId, req.params.checkpointId, format, auditActorOf(req, res), staffScopeOf(res));
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('X-Questions-Left-Out', String(file.leftOut));
  res.send(file.text);
});
