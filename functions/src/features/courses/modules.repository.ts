import { randomUUID } from 'node:crypto';

import type { DocumentSnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';

import type { CourseModule, ModuleInput, ModuleSummary } from '../../contract';
import { questionVersionsAfterEdit } from '../../contract/course-localisation';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { backfillMissingField } from '../../lib/backfill-field';
import { deleteExisting, updateExisting } from '../../lib/guarded-writes';
import { mediaUrls } from '../../media/uploads';

const COLLECTION = 'modules';

function shortId(): string {
  return randomUUID().replace(/-/g, '').slice(0, 12);
}

export function moduleFromSnapshot(snap: DocumentSnapshot): CourseModule | null {
  const d = snap.data();
  if (!d) return null;
  return {
    uid: snap.id,
    courseId: d.courseId,
    title: d.title ?? '',
    description: d.description ?? '',
    order: Number(d.order ?? 1),
    duration: Number(d.duration ?? 60),
    isActive: d.isActive !== false,
    completionCriteria: d.completionCriteria ?? 'all_lessons',
    customCompletionRules: {
      lessonsRequired: Number(d.customCompletionRules?.lessonsRequired ?? 0),
      checkpointsRequired: Number(d.customCompletionRules?.checkpointsRequired ?? 0),
    },
    ...(d.translations && Object.keys(d.translations).length > 0 && { translations: d.translations }),
    lessons: d.lessons ?? [],
    checkpoints: ((d.checkpoints ?? []) as Array<Partial<CourseModule['checkpoints'][number]>>).map(withDrawDefaults),
  };
}

type StoredCheckpoint = CourseModule['checkpoints'][number];

/** Checkpoints written before question banks had no draw: they serve every question in order. */
function withDrawDefaults(checkpoint: Partial<StoredCheckpoint>): StoredCheckpoint {
  return {
    ...(checkpoint as StoredCheckpoint),
    questions: (checkpoint.questions ?? []).map(
      (question) => ({ ...question, tags: question.tags ?? [] }) as StoredCheckpoint['questions'][number],
    ),
    questionsPerAttempt: checkpoint.questionsPerAttempt ?? null,
    drawByTag: checkpoint.drawByTag ?? [],
    shuffleQuestions: checkpoint.shuffleQuestions === true,
    shuffleOptions: checkpoint.shuffleOptions === true,
  };
}

export async function findModule(uid: string, tx?: Transaction): Promise<CourseModule | null> {
  if (!isDocumentId(uid)) return null;
  const ref = getDb().collection(COLLECTION).doc(uid);
  return moduleFromSnapshot(tx ? await tx.get(ref) : await ref.get());
}

/** A course's modules in their order (inactive ones included; callers filter). */
export async function listModules(courseId: string, tx?: Transaction): Promise<CourseModule[]> {
  const query = getDb().collection(COLLECTION).where('courseId', '==', courseId);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.map((doc) => moduleFromSnapshot(doc) as CourseModule).sort((a, b) => a.order - b.order);
}

/**
 * A course's published modules in order: the query reads only those, not the drafts beside them.
 * Every write sets `isActive` (the module schema defaults it to true), so none lacks the field.
 */
export async function listActiveModules(courseId: string): Promise<CourseModule[]> {
  const snap = await getDb().collection(COLLECTION).where('courseId', '==', courseId).where('isActive', '==', true).get();
  return snap.docs.map((doc) => moduleFromSnapshot(doc) as CourseModule).sort((a, b) => a.order - b.order);
}

export function summarise(module: CourseModule): ModuleSummary {
  return {
    uid: module.uid,
    title: module.title,
    order: module.order,
    lessonsCount: module.lessons.length,
    checkpointsCount: module.checkpoints.length,
    assignmentsCount: module.lessons.filter((lesson) => lesson.type === 'assignment' && lesson.assignment).length,
  };
}

/**
 * Gives every lesson, checkpoint and question a uid, keeping the ones it already has, so that
 * learner progress keyed by uid survives edits.
 */
export function withUids(input: ModuleInput): Pick<CourseModule, 'lessons' | 'checkpoints'> {
  return {
    lessons: input.lessons.map((lesson) => ({ ...lesson, uid: lesson.uid || shortId() })),
    checkpoints: input.checkpoints.map((checkpoint) => ({
      ...checkpoint,
      uid: checkpoint.uid || shortId(),
      questions: checkpoint.questions.map((question) => ({ ...question, uid: question.uid || shortId() })),
    })),
  };
}

/** The media files lessons show (videos, documents). */
export const lessonMedia = (lessons: ReadonlyArray<Pick<CourseModule['lessons'][number], 'content'>>) =>
  lessons.flatMap((lesson) => [lesson.content.videoUrl, lesson.content.documentUrl]);

const moduleFields = (input: ModuleInput) => ({
  ...input,
  ...withUids(input),
  mediaUrls: mediaUrls(lessonMedia(input.lessons)),
});

/** Gives modules written before `mediaUrls` existed their list, so their lesson files count as used. */
export const backfillModuleMediaUrls = () =>
  backfillMissingField(COLLECTION, 'mediaUrls', (module) => mediaUrls(lessonMedia(module.lessons ?? [])));

/** Whether any module's lessons show the media file. */
export async function moduleUsesMedia(url: string): Promise<boolean> {
  const snap = await getDb().collection(COLLECTION).where('mediaUrls', 'array-contains', url).limit(1).get();
  return !snap.empty;
}

/**
 * `alsoInBatch` writes what must land with the new module (its audit entry), given the module as
 * written (its lessons, checkpoints and questions with their uids).
 */
export async function createModule(
  courseId: string,
  input: ModuleInput,
  alsoInBatch?: (batch: WriteBatch, created: CourseModule) => void,
): Promise<CourseModule> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(COLLECTION).doc();
  const fields = { ...moduleFields(input), courseId };
  const batch = getDb().batch();
  batch.set(ref, { ...fields, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  alsoInBatch?.(batch, { ...fields, uid: ref.id });
  await batch.commit();
  return moduleFromSnapshot(await ref.get()) as CourseModule;
}

type Versioned = { uid: string; translations?: object };

/** The items' versions in other languages, carried over by uid: editing the English keeps them (decision 0095). */
function keepTranslations<T extends { uid: string }>(items: T[], stored: ReadonlyArray<Versioned>): T[] {
  const byUid = new Map(stored.map((item) => [item.uid, item.translations]));
  return items.map((item) => {
    const translations = byUid.get(item.uid);
    return translations ? { ...item, translations } : item;
  });
}

type StoredQuestion = CourseModule['checkpoints'][number]['questions'][number];

/** The same for questions, each version's choices following the English choices they translate. */
function keepQuestionVersions<T extends StoredQuestion>(questions: T[], stored: ReadonlyArray<StoredQuestion>): T[] {
  const byUid = new Map(stored.map((question) => [question.uid, question]));
  return questions.map((question) => {
    const before = byUid.get(question.uid);
    const translations = before && questionVersionsAfterEdit(before, question);
    return translations ? { ...question, translations } : question;
  });
}

function withStoredTranslations(fields: ReturnType<typeof moduleFields>, before: CourseModule): ReturnType<typeof moduleFields> {
  const questionsOf = (checkpointUid: string) => before.checkpoints.find((item) => item.uid === checkpointUid)?.questions ?? [];
  return {
    ...fields,
    lessons: keepTranslations(fields.lessons, before.lessons),
    checkpoints: keepTranslations(fields.checkpoints, before.checkpoints).map((checkpoint) => ({
      ...checkpoint,
      questions: keepQuestionVersions(checkpoint.questions, questionsOf(checkpoint.uid)),
    })),
  };
}

/** `alsoInTransaction` is given the module as the transaction read it and as it is written. */
export async function updateModule(
  uid: string,
  input: ModuleInput,
  alsoInTransaction?: (tx: Transaction, before: CourseModule, after: CourseModule) => void,
): Promise<{ before: CourseModule; after: CourseModule } | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(COLLECTION).doc(uid);
  // New items get their uids once, so the audit entry names the uids that are written.
  const fields = moduleFields(input);
  let storedFields = fields;
  const written = await updateExisting(
    ref,
    (snap) => {
      storedFields = withStoredTranslations(fields, moduleFromSnapshot(snap) as CourseModule);
      return { ...storedFields, updatedAt: FieldValue.serverTimestamp() };
    },
    alsoInTransaction &&
      ((tx, snap) => {
        const before = moduleFromSnapshot(snap) as CourseModule;
        alsoInTransaction(tx, before, { ...before, ...storedFields });
      }),
  );
  return (
    written && {
      before: moduleFromSnapshot(written.before) as CourseModule,
      after: moduleFromSnapshot(written.after) as CourseModule,
    }
  );
}

/**
 * Changes a module's stored fields with what `change` makes of the module as read in the
 * transaction (a version in another language of it or of one of its items); `change` may throw to
 * change nothing. Null when the module does not exist.
 */
export async function rewriteModule(
  uid: string,
  change: (module: CourseModule) => Partial<Pick<CourseModule, 'lessons' | 'checkpoints'>> & Record<string, unknown>,
  alsoInTransaction?: (tx: Transaction, before: CourseModule, after: CourseModule) => void,
): Promise<{ before: CourseModule; after: CourseModule } | null> {
  if (!isDocumentId(uid)) return null;
  const { FieldValue } = await import('firebase-admin/firestore');
  let changed: Record<string, unknown> = {};
  const written = await updateExisting(
    getDb().collection(COLLECTION).doc(uid),
    (snap) => {
      changed = change(moduleFromSnapshot(snap) as CourseModule);
      return { ...changed, updatedAt: FieldValue.serverTimestamp() };
    },
    alsoInTransaction &&
      ((tx, snap) => {
        const before = moduleFromSnapshot(snap) as CourseModule;
        alsoInTransaction(tx, before, { ...before, ...changed });
      }),
  );
  return (
    written && {
      before: moduleFromSnapshot(written.before) as CourseModule,
      after: moduleFromSnapshot(written.after) as CourseModule,
    }
  );
}

/** Deletes a module and returns it as it was when deleted; null when missing. */
export async function deleteModule(
  uid: string,
  alsoInTransaction?: (tx: Transaction, deleted: CourseModule) => void,
): Promise<CourseModule | null> {
  const deleted = await deleteExisting(
    getDb().collection(COLLECTION).doc(uid),
    alsoInTransaction && ((tx, snap) => alsoInTransaction(tx, moduleFromSnapshot(snap) as CourseModule)),
  );
  return deleted && moduleFromSnapshot(deleted);
}
