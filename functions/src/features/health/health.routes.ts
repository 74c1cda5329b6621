import { Router } from 'express';

import { requireRole } from '../../http/authenticate';
import { reportServerError } from '../../http/error-handler';

import { deepHealth } from './health.service';

/**
 * `/api/health` answers without touching anything (uptime checks call it every few minutes);
 * `/api/health/deep` is an admin's look at what the site depends on, and answers 503 naming what fails.
 */
export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: { status: 'ok' } });
});

healthRouter.get('/health/deep', requireRole('admin'), async (req, res) => {
  const health = await deepHealth();
  res.setHeader('Cache-Control', 'no-store');
  if (health.ok) {
    res.json({ success: true, data: { status: 'ok', checks: health.checks } });
    return;
  }
  const failing = health.failing.map((name) => `${name} (${health.checks[name].error})`).join(', ');
  reportServerError(new Error(`Deep health check failed: ${failing}`), 503, req, res);
  res.status(503).json({
    success: false,
    message: `Unhealthy: ${health.failing.join(', ')}`,
    data: { status: 'failing', failing: health.failing, checks: health.checks },
  });
});
