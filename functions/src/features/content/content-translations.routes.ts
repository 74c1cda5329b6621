import { Router, type Request, type Response } from 'express';

import { CONTENT_TRANSLATION_SCHEMAS, TRANSLATED_CONTENT_KINDS, type TranslatedContentKind } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { versionLangOf, versionOf, versionSavedMessage } from '../../http/language-version';

import { writeContentVersion } from './content-translations.service';

/**
 * The marketing content's versions in other languages (decision 0098): an admin saves (PUT) or
 * removes (DELETE) a post's, product's, career's, highlight's or testimonial's version in one
 * language. English is no translation: `:lang` en is a 400.
 */
export const contentTranslationsRouter = Router();

function versionHandler(name: TranslatedContentKind) {
  return async (req: Request, res: Response) => {
    const lang = versionLangOf(req);
    const item = await writeContentVersion(
      name,
      String(req.params.id),
      lang,
      versionOf(req, CONTENT_TRANSLATION_SCHEMAS[name]),
      auditActorOf(req, res),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ success: true, message: versionSavedMessage(req), data: item });
  };
}

for (const name of TRANSLATED_CONTENT_KINDS) {
  const path = `/admin/${name}/:id/translations/:lang`;
  contentTranslationsRouter.put(path, requireRole('admin'), versionHandler(name));
  contentTranslationsRouter.delete(path, requireRole('admin'), versionHandler(name));
}
