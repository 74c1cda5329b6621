import { Router } from 'express';

import { CloseAccountBodySchema } from '../../contract';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { clientOf } from '../rate-limit/rate-limit.service';

import { closeAccount, exportPersonalData } from './privacy.service';

/** Mounted under /users, before the admin user routes. */
export const privacyRouter = Router();

privacyRouter.get('/me/data', requireAuth, async (_req, res) => {
  const data = await exportPersonalData(authOf(res).user);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `attachment; filename="cricvision-my-data-${data.exportedAt.slice(0, 10)}.json"`);
  res.json({ success: true, data });
});

privacyRouter.post('/me/close', requireAuth, async (req, res) => {
  const { password } = parse(CloseAccountBodySchema, req.body);
  await closeAccount(authOf(res).user, password, clientOf(req));
  res.json({ success: true, message: 'Your account is closed and your personal data erased' });
});
