import { Router } from 'express';

import { requireRole } from '../../http/authenticate';

import { checkpointStatistics } from './item-statistics.service';

/** A checkpoint's item statistics: admin-only. */
export const itemStatisticsRouter = Router();

const path = '/admin/courses/:courseId/modules/:moduleId/checkpoints/:checkpointId/statistics';
itemStatisticsRouter.use(path, requireRole('admin'));

itemStatisticsRouter.get(path, async (req, res) => {
  const { courseId, moduleId, checkpointId } = req.params;
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: { statistics: await checkpointStatistics(courseId, moduleId, checkpointId) } });
});
