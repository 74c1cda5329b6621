import {
  contentTranslationProblems,
  type AuditActor,
  type ContentVersion,
  type TranslatedContentKind,
  type TranslationProblem,
} from '../../contract';
import type { TranslationLocale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { versionField, withVersion } from '../../lib/language-versions';
import { recordActivity } from '../activity/activity.repository';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';

import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { updateDocument } from './content.repository';

/*
 * A blog post's, product's, career's, highlight's or testimonial's version in another language
 * (decision 0098), saved or removed alone, as a course's are (decision 0095): checked against its
 * English, written with its audit entry in one transaction; the English stays as it is.
 */

type Item = Record<string, unknown> & { _id: string; translations?: Record<string, ContentVersion> };

/** The text the audit log names a version by. */
const VERSION_LABEL: Record<TranslatedContentKind, string> = {
  blogs: 'title',
  products: 'name',
  careers: 'title',
  highlights: 'title',
  testimonials: 'testimonialText',
};

function refuse(problems: TranslationProblem[]): void {
  if (problems.length > 0) throw AppError.badRequest(problems.map((problem) => problem.msg).join(', '), problems);
}

/** Saves the item's version in `locale`, or removes it (null); the item as stored after, or a 404 when there is none. */
export async function writeContentVersion(
  name: TranslatedContentKind,
  id: string,
  locale: TranslationLocale,
  version: ContentVersion | null,
  actor: AuditActor,
): Promise<Item> {
  const kind: ContentKind = CONTENT_KINDS[name];
  const labelOf = (texts: ContentVersion | undefined | null) => texts?.[VERSION_LABEL[name]] ?? null;
  const written = await updateDocument<Item>(
    kind.collection,
    id,
    (before) => {
      if (version) refuse(contentTranslationProblems(name, before, version));
      return { translations: withVersion(before, locale, version).translations };
    },
    kind.idAlias,
    (tx, before) =>
      recordAuditInTransaction(
        tx,
        auditEntry(actor, { type: kind.resource, id, label: String(before[kind.nameField] ?? '') }, 'updated', [
          { field: versionField(locale), before: labelOf(before.translations?.[locale]), after: labelOf(version) },
        ]),
      ),
  );
  if (!written) throw AppError.notFound(kind.messages.notFound);
  await recordActivity({
    type: kind.activity,
    action: 'updated',
    name: String(written.after[kind.nameField] ?? ''),
    actorUid: actor.uid,
  });
  return written.after;
}
