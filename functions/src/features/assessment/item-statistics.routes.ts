import { Router } from 'express';

import { requireAuth } from '../../http/authenticate';
import { requireCourseStaff } from '../../http/staff-access';

import { checkpointStatistics } from './item-statistics.service';

/** A checkpoint's item statistics: admins, and the course's instructors. */
export const itemStatisticsRouter = Router();

const path = '/admin/courses/:courseId/modules/:moduleId/checkpoints/:checkpointId/statistics';
itemStatisticsRouter.use(path, requireAuth, requireCourseStaff('instructor'));

itemStatisticsRouter.get(path, async (req, res) => {
  const { courseId, moduleId, checkpointId } = req.params;
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: { statistics: await checkpointStatistics(courseId, moduleId, checkpointId) } });
});
