import { Router } from 'express';

import { ADMIN_PAGE_SIZE, PageQuerySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { listUsers, toggleBlocked } from './users-admin.service';

/** Mounted under /users, after the profile routes. */
export const usersAdminRouter = Router();

usersAdminRouter.get('/', requireRole('admin'), async (req, res) => {
  const { page = 1, limit = ADMIN_PAGE_SIZE } = parse(PageQuerySchema, req.query);
  const result = await listUsers(page, limit);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: result.items, total: result.total });
});

usersAdminRouter.put('/:uid/status', requireRole('admin'), async (req, res) => {
  const result = await toggleBlocked(auditActorOf(req, res), req.params.uid as string);
  res.json({ success: true, message: result.message, data: { user: result.user } });
});
