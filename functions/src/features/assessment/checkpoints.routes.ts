import { Router } from 'express';

import { AttemptBodySchema } from '../../contract';
import { contentLangOf } from '../../http/language-version';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { getCheckpoint, getCheckpointBriefing, submitAttempt } from './checkpoints.service';

/** A checkpoint as its learner takes it (SPEC section 7): only in the signed-in learner's own enrolments. */
export const checkpointsRouter = Router();

const checkpoint = '/user/courses/:courseId/modules/:moduleId/checkpoints/:checkpointId';
checkpointsRouter.use(checkpoint, requireAuth, (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
});

/** `?lang=hi`: the checkpoint and its questions in Hindi where they have a version in it; an attempt is graded in the language it is submitted in. */
checkpointsRouter.get(checkpoint, async (req, res) => {
  const { courseId, moduleId, checkpointId } = req.params;
  const lang = contentLangOf(req.query);
  res.json({ success: true, data: await getCheckpoint(authOf(res).user, courseId, moduleId, checkpointId, lang) });
});

/** The start screen's facts (issue 39): unlike the checkpoint itself, reading them starts no attempt. */
checkpointsRouter.get(`${checkpoint}/briefing`, async (req, res) => {
  const { courseId, moduleId, checkpointId } = req.params;
  const lang = contentLangOf(req.query);
  res.json({ success: true, data: await getCheckpointBriefing(authOf(res).user, courseId, moduleId, checkpointId, lang) });
});

checkpointsRouter.post(`${checkpoint}/attempt`, async (req, res) => {
  const lang = contentLangOf(req.query);
  const body = parse(AttemptBodySchema, req.body);
  const { courseId, moduleId, checkpointId } = req.params;
  res.json({ success: true, data: await submitAttempt(authOf(res).user, courseId, moduleId, checkpointId, body, lang) });
});
