import { Router } from 'express';

import { WatchedBodySchema } from '../../contract';
import { authOf, requireAuth, requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { getWatching, lessonWatchingStatistics, reportWatched } from './watching.service';

/** Watch-based completion (issue 25): the learner's reports of what was played, and what the author reads of them. */
export const watchingRouter = Router();

// The learner's own count for one lesson: read as the lesson opens, written as the player reports.
const watched = '/user/courses/:courseId/modules/:moduleId/lessons/:lessonId/watched';
watchingRouter.use(watched, requireAuth, (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
});

watchingRouter.get(watched, async (req, res) => {
  const { courseId, moduleId, lessonId } = req.params;
  res.json({ success: true, data: await getWatching(authOf(res).user, courseId, moduleId, lessonId) });
});

watchingRouter.put(watched, async (req, res) => {
  const body = parse(WatchedBodySchema, req.body);
  const { courseId, moduleId, lessonId } = req.params;
  res.json({ success: true, data: await reportWatched(authOf(res).user, courseId, moduleId, lessonId, body) });
});

// A video lesson's viewers and drop-off: the back-office's alone.
const statistics = '/admin/courses/:courseId/modules/:moduleId/lessons/:lessonId/watching';
watchingRouter.use(statistics, requireRole('admin'));

watchingRouter.get(statistics, async (req, res) => {
  const { courseId, moduleId, lessonId } = req.params;
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: { statistics: await lessonWatchingStatistics(courseId, moduleId, lessonId) } });
});
