import { Router, type Request, type Response } from 'express';

import {
  CheckpointTranslationSchema,
  CourseTranslationSchema,
  LessonTranslationSchema,
  ModuleTranslationSchema,
  QuestionTranslationSchema,
} from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireAuth } from '../../http/authenticate';
import { versionLangOf as langOf, versionOf, versionSavedMessage as saved } from '../../http/language-version';
import { requireCourseStaff, requireStaff, staffScopeOf } from '../../http/staff-access';

import * as versions from './course-translations.service';

/**
 * A course's versions in other languages (decision 0095): whoever may edit the English (an admin,
 * the course's authors) saves (PUT) or removes (DELETE) the version in one language of the course,
 * a module, a lesson, a checkpoint or a question. English is no translation: `:lang` en is a 400.
 */
export const courseTranslationsRouter = Router();
const author = () => [requireAuth, requireStaff('author')];
const authorOf = (param: string) => [requireAuth, requireCourseStaff('author', param)];

function send(res: Response, body: object) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ success: true, ...body });
}

const param = (req: Request, name: string) => String(req.params[name]);

const coursePath = '/admin/courses/:id/translations/:lang';
const modulePath = '/admin/modules/:moduleId/translations/:lang';
const lessonPath = '/admin/modules/:moduleId/lessons/:lessonId/translations/:lang';
const checkpointPath = '/admin/modules/:moduleId/checkpoints/:checkpointId/translations/:lang';
const questionPath = '/admin/modules/:moduleId/checkpoints/:checkpointId/questions/:questionId/translations/:lang';

type Handler = (req: Request, res: Response) => Promise<void>;
type Guard = ReturnType<typeof author>;
function putAndDelete(path: string, guard: Guard, handler: Handler) {
  courseTranslationsRouter.put(path, ...guard, handler);
  courseTranslationsRouter.delete(path, ...guard, handler);
}

putAndDelete(coursePath, authorOf('id'), async (req, res) => {
  const lang = langOf(req);
  const written = await versions.writeCourseVersion(
    param(req, 'id'),
    lang,
    versionOf(req, CourseTranslationSchema),
    auditActorOf(req, res),
  );
  send(res, { message: saved(req), data: { course: written } });
});

putAndDelete(modulePath, author(), async (req, res) => {
  const lang = langOf(req);
  const written = await versions.writeModuleVersion(
    param(req, 'moduleId'),
    lang,
    versionOf(req, ModuleTranslationSchema),
    auditActorOf(req, res),
    staffScopeOf(res),
  );
  send(res, { message: saved(req), data: { module: written } });
});

putAndDelete(lessonPath, author(), async (req, res) => {
  const lang = langOf(req);
  const written = await versions.writeLessonVersion(
    param(req, 'moduleId'),
    param(req, 'lessonId'),
    lang,
    versionOf(req, LessonTranslationSchema),
    auditActorOf(req, res),
    staffScopeOf(res),
  );
  send(res, { message: saved(req), data: { module: written } });
});

putAndDelete(checkpointPath, author(), async (req, res) => {
  const lang = langOf(req);
  const written = await versions.writeCheckpointVersion(
    param(req, 'moduleId'),
    param(req, 'checkpointId'),
    lang,
    versionOf(req, CheckpointTranslationSchema),
    auditActorOf(req, res),
    staffScopeOf(res),
  );
  send(res, { message: saved(req), data: { module: written } });
});

putAndDelete(questionPath, author(), async (req, res) => {
  const lang = langOf(req);
  const written = await versions.writeQuestionVersion(
    param(req, 'moduleId'),
    param(req, 'checkpointId'),
    param(req, 'questionId'),
    lang,
    versionOf(req, QuestionTranslationSchema),
    auditActorOf(req, res),
    staffScopeOf(res),
  );
  send(res, { message: saved(req), data: { module: written } });
});
