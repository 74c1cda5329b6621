import { Router } from 'express';

import { LessonPositionBodySchema, LessonProgressBodySchema } from '../../contract';
import { contentLangOf } from '../../http/language-version';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { getLessonPosition, saveLessonPosition } from './lesson-position.service';
import { getLearnerCourse, recordLessonProgress } from './learning.service';

/**
 * The learner area (SPEC section 7, learner table): only the signed-in learner's own enrolments. The
 * guard covers every /user route, the checkpoints' and the watching reports' included.
 */
export const learningRouter = Router();
learningRouter.use('/user', requireAuth, (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
});

const base = '/user/courses/:courseId';

// `?lang=hi`: the course in Hindi where it has a Hindi version, item by item (decision 0095).
learningRouter.get(base, async (req, res) => {
  const lang = contentLangOf(req.query);
  res.json({ success: true, data: await getLearnerCourse(authOf(res).user, req.params.courseId, lang) });
});

learningRouter.put(`${base}/modules/:moduleId/lessons/:lessonId/progress`, async (req, res) => {
  const body = parse(LessonProgressBodySchema, req.body);
  const { courseId, moduleId, lessonId } = req.params;
  const result = await recordLessonProgress(authOf(res).user, courseId, moduleId, lessonId, body);
  res.json({ success: true, data: { progress: result.progress, certificate: result.certificate } });
});

// The video's resume point: read when the lesson opens, written while it plays and when it stops.
const position = `${base}/modules/:moduleId/lessons/:lessonId/position`;

learningRouter.get(position, async (req, res) => {
  const { courseId, moduleId, lessonId } = req.params;
  res.json({ success: true, data: await getLessonPosition(authOf(res).user, courseId, moduleId, lessonId) });
});

learningRouter.put(position, async (req, res) => {
  const body = parse(LessonPositionBodySchema, req.body);
  const { courseId, moduleId, lessonId } = req.params;
  res.json({ success: true, data: await saveLessonPosition(authOf(res).user, courseId, moduleId, lessonId, body) });
});
