import { Router } from 'express';

import {
  AskQuestionBodySchema,
  HidePostBodySchema,
  ReplyBodySchema,
  ResolveBodySchema,
  StaffQuestionsQuerySchema,
} from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { authOf, requireAuth } from '../../http/authenticate';
import { requireStaff, staffScopeOf } from '../../http/staff-access';
import { parse } from '../../http/validate';

import {
  askQuestion,
  hidePost,
  lessonQuestions,
  replyToQuestion,
  resolveQuestion,
  staffQuestions,
  upvoteQuestion,
} from './questions.service';

/** Questions under each lesson (issue 36): the course's learners ask and reply, its instructors answer. */
export const questionsRouter = Router();

const lessonQuestionsPath = '/user/courses/:courseId/modules/:moduleId/lessons/:lessonId/questions';
const question = '/user/questions/:questionId';
questionsRouter.use(
  [lessonQuestionsPath, question, `${question}/*rest`, '/user/replies/:replyId/hidden'],
  requireAuth,
  (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  },
);

questionsRouter.get(lessonQuestionsPath, async (req, res) => {
  res.json({
    success: true,
    data: await lessonQuestions(authOf(res).user, req.params.courseId, req.params.moduleId, req.params.lessonId),
  });
});

questionsRouter.post(lessonQuestionsPath, async (req, res) => {
  const body = parse(AskQuestionBodySchema, req.body);
  const { courseId, moduleId, lessonId } = req.params;
  const created = await askQuestion(authOf(res).user, courseId, moduleId, lessonId, body);
  res.status(201).json({ success: true, message: 'Your question is posted', data: { question: created } });
});

questionsRouter.post(`${question}/replies`, async (req, res) => {
  const { text } = parse(ReplyBodySchema, req.body);
  const reply = await replyToQuestion(authOf(res).user, req.params.questionId, text);
  res.status(201).json({ success: true, message: 'Your reply is posted', data: { reply } });
});

questionsRouter.put(`${question}/upvote`, async (req, res) => {
  await upvoteQuestion(authOf(res).user, req.params.questionId, true);
  res.json({ success: true, message: 'Upvoted' });
});

questionsRouter.delete(`${question}/upvote`, async (req, res) => {
  await upvoteQuestion(authOf(res).user, req.params.questionId, false);
  res.json({ success: true, message: 'Upvote removed' });
});

questionsRouter.put(`${question}/resolved`, async (req, res) => {
  const { resolved } = parse(ResolveBodySchema, req.body);
  await resolveQuestion(authOf(res).user, req.params.questionId, resolved);
  res.json({ success: true, message: resolved ? 'Marked resolved' : 'Marked open' });
});

questionsRouter.put(`${question}/hidden`, async (req, res) => {
  const { reason } = parse(HidePostBodySchema, req.body);
  await hidePost(authOf(res).user, 'question', req.params.questionId, reason, auditActorOf(req, res));
  res.json({ success: true, message: 'Question hidden' });
});

questionsRouter.put('/user/replies/:replyId/hidden', async (req, res) => {
  const { reason } = parse(HidePostBodySchema, req.body);
  await hidePost(authOf(res).user, 'reply', req.params.replyId, reason, auditActorOf(req, res));
  res.json({ success: true, message: 'Reply hidden' });
});

// The instructors' answering screen: the questions in the courses they instruct (admins: all).
questionsRouter.get('/admin/questions', requireAuth, requireStaff('instructor'), async (req, res) => {
  const { show } = parse(StaffQuestionsQuerySchema, req.query);
  res.setHeader('Cache-Control', 'no-store');
  res.json({
    success: true,
    data: { questions: await staffQuestions(authOf(res).user, staffScopeOf(res), show === 'unanswered') },
  });
});
