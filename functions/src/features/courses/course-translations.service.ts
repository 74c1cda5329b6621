import {
  courseTranslationProblems,
  questionTranslationProblems,
  type AuditActor,
  type CheckpointTranslation,
  type Course,
  type CourseModule,
  type CourseTranslation,
  type LessonTranslation,
  type ModuleTranslation,
  type QuestionTranslation,
  type TranslationProblem,
} from '../../contract';
import type { TranslationLocale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { versionField, withVersion } from '../../lib/language-versions';
import { recordActivity } from '../activity/activity.repository';
import { auditEntry } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { scopeCovers, type StaffScope } from '../staff/staff.service';

import { writeCourseTranslation } from './courses.repository';
import { rewriteModule } from './modules.repository';

/*
 * A course's versions in other languages (decision 0095): an author saves or removes the version of
 * the course, a module, a lesson, a checkpoint or a question in one language. Each is checked like
 * the English (the contract's schemas) and against it (a choice for each choice), and written alone:
 * the English and the other items stay as they are.
 */

const COURSE_NOT_FOUND = 'Course not found';
const MODULE_NOT_FOUND = 'Module not found';

function refuse(problems: TranslationProblem[]): void {
  if (problems.length > 0) throw AppError.badRequest(problems.map((problem) => problem.msg).join(', '), problems);
}

/** Saves the course's version in `locale`, or removes it (null). */
export async function writeCourseVersion(
  courseId: string,
  locale: TranslationLocale,
  version: CourseTranslation | null,
  actor: AuditActor,
): Promise<Course> {
  const written = await writeCourseTranslation(courseId, locale, version, (tx, before) => {
    if (version) refuse(courseTranslationProblems(before, version));
    const was = before.translations?.[locale] ?? null;
    recordAuditInTransaction(
      tx,
      auditEntry(actor, { type: 'course', id: courseId, label: before.title }, 'updated', [
        { field: versionField(locale), before: was ? was.title : null, after: version ? version.title : null },
      ]),
    );
  });
  if (!written) throw AppError.notFound(COURSE_NOT_FOUND);
  await recordActivity({ type: 'course', action: 'updated', name: written.after.title, actorUid: actor.uid });
  return written.after;
}

type Module = CourseModule;
type Fields = Record<string, unknown>;

/** What one write changes inside a module, and how the audit log names it. */
interface ModuleChange {
  fields: (module: Module) => Fields;
  item: string;
  /** The version's title before and after, for the audit log. */
  label: (module: Module) => { before: string | null; after: string | null };
}

async function writeModule(moduleId: string, scope: StaffScope, change: ModuleChange, actor: AuditActor): Promise<Module> {
  const written = await rewriteModule(
    moduleId,
    (module) => {
      if (!scopeCovers(scope, module.courseId)) throw AppError.notFound(MODULE_NOT_FOUND);
      return change.fields(module);
    },
    (tx, before) => {
      const { before: was, after: now } = change.label(before);
      recordAuditInTransaction(
        tx,
        auditEntry(actor, { type: 'module', id: moduleId, label: before.title }, 'updated', [
          { field: change.item, before: was, after: now },
        ]),
      );
    },
  );
  if (!written) throw AppError.notFound(MODULE_NOT_FOUND);
  await recordActivity({ type: 'module', action: 'updated', name: written.after.title, actorUid: actor.uid });
  return written.after;
}

const titleOf = (version: { title: string } | undefined) => version?.title ?? null;

export async function writeModuleVersion(
  moduleId: string,
  locale: TranslationLocale,
  version: ModuleTranslation | null,
  actor: AuditActor,
  scope: StaffScope,
): Promise<Module> {
  return writeModule(
    moduleId,
    scope,
    {
      item: versionField(locale),
      fields: (module) => ({ translations: withVersion(module, locale, version).translations }),
      label: (module) => ({ before: titleOf(module.translations?.[locale]), after: version?.title ?? null }),
    },
    actor,
  );
}

const LESSON_NOT_FOUND = 'Lesson not found';
const CHECKPOINT_NOT_FOUND = 'Checkpoint not found';
const QUESTION_NOT_FOUND = 'Question not found';

function itemIn<T extends { uid: string }>(items: T[], uid: string, notFound: string): T {
  const item = items.find((candidate) => candidate.uid === uid);
  if (!item) throw AppError.notFound(notFound);
  return item;
}

/** `items` with the one named `uid` given `version` in `locale` (or without it, for null); a 404 when it is not there. */
function withItemVersion<T extends { uid: string; translations?: object }>(
  items: T[],
  uid: string,
  notFound: string,
  locale: TranslationLocale,
  version: object | null,
): T[] {
  itemIn(items, uid, notFound);
  return items.map((item) => (item.uid === uid ? withVersion(item, locale, version) : item));
}

export async function writeLessonVersion(
  moduleId: string,
  lessonId: string,
  locale: TranslationLocale,
  version: LessonTranslation | null,
  actor: AuditActor,
  scope: StaffScope,
): Promise<Module> {
  return writeModule(
    moduleId,
    scope,
    {
      item: versionField(locale, `lessons.${lessonId}`),
      fields: (module) => ({ lessons: withItemVersion(module.lessons, lessonId, LESSON_NOT_FOUND, locale, version) }),
      label: (module) => ({
        before: titleOf(itemIn(module.lessons, lessonId, LESSON_NOT_FOUND).translations?.[locale]),
        after: version?.title ?? null,
      }),
    },
    actor,
  );
}

export async function writeCheckpointVersion(
  moduleId: string,
  checkpointId: string,
  locale: TranslationLocale,
  version: CheckpointTranslation | null,
  actor: AuditActor,
  scope: StaffScope,
): Promise<Module> {
  return writeModule(
    moduleId,
    scope,
    {
      item: versionField(locale, `checkpoints.${checkpointId}`),
      fields: (module) => ({
        checkpoints: withItemVersion(module.checkpoints, checkpointId, CHECKPOINT_NOT_FOUND, locale, version),
      }),
      label: (module) => ({
        before: titleOf(itemIn(module.checkpoints, checkpointId, CHECKPOINT_NOT_FOUND).translations?.[locale]),
        after: version?.title ?? null,
      }),
    },
    actor,
  );
}

export async function writeQuestionVersion(
  moduleId: string,
  checkpointId: string,
  questionId: string,
  locale: TranslationLocale,
  version: QuestionTranslation | null,
  actor: AuditActor,
  scope: StaffScope,
): Promise<Module> {
  const questionIn = (module: Module) =>
    itemIn(itemIn(module.checkpoints, checkpointId, CHECKPOINT_NOT_FOUND).questions, questionId, QUESTION_NOT_FOUND);
  return writeModule(
    moduleId,
    scope,
    {
      item: versionField(locale, `checkpoints.${checkpointId}.questions.${questionId}`),
      fields: (module) => {
        const question = questionIn(module);
        if (version) refuse(questionTranslationProblems(question, version));
        return {
          checkpoints: module.checkpoints.map((checkpoint) =>
            checkpoint.uid !== checkpointId
              ? checkpoint
              : {
                  ...checkpoint,
                  questions: withItemVersion(checkpoint.questions, questionId, QUESTION_NOT_FOUND, locale, version),
                },
          ),
        };
      },
      label: (module) => ({
        before: questionIn(module).translations?.[locale]?.question ?? null,
        after: version?.question ?? null,
      }),
    },
    actor,
  );
}
