import { Router } from 'express';

import { requireRole } from '../../http/authenticate';

import { dashboardOverview } from './dashboard.service';

/** Mounted under /users (SPEC: GET /users/dashboard/overview). */
export const dashboardRouter = Router();

dashboardRouter.get('/dashboard/overview', requireRole('admin'), async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await dashboardOverview() });
});
