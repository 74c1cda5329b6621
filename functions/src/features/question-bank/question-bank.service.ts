import {
  ModuleInputSchema,
  type AuditActor,
  type CourseModule,
  type ImportPreview,
  type QuestionFormat,
  type QuestionImport,
} from '../../contract';
import { parse } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import { recordPersonalDataRead } from '../audit/audit.service';
import { getAdminModule, updateAdminModule } from '../courses/course-admin.service';
import type { StaffScope } from '../staff/staff.service';

import { previewImport, readQuestions, writeQuestions } from './formats';

/** The most questions a checkpoint holds (the contract's CheckpointSchema). */
const CHECKPOINT_QUESTIONS = 200;

async function moduleWithCheckpoint(moduleId: string, checkpointId: string, scope: StaffScope) {
  const module = await getAdminModule(moduleId, scope);
  const checkpoint = module.checkpoints.find((item) => item.uid === checkpointId);
  if (!checkpoint) throw AppError.notFound('Checkpoint not found');
  return { module, checkpoint };
}

/** The module as the save takes it, with `questions` added to one checkpoint. */
function withAddedQuestions(module: CourseModule, checkpointId: string, questions: ImportPreviewValid) {
  const { uid: _uid, courseId: _courseId, ...input } = module;
  return {
    ...input,
    checkpoints: module.checkpoints.map((checkpoint) =>
      checkpoint.uid === checkpointId ? { ...checkpoint, questions: [...checkpoint.questions, ...questions] } : checkpoint,
    ),
  };
}
type ImportPreviewValid = ReturnType<typeof previewImport>['valid'];

const rowName = (row: { row: number; line: number }) => `Row ${row.row} (line ${row.line})`;

/**
 * Reads questions into a checkpoint. A dry run returns the preview: every row with its problems
 * and duplicates. Otherwise every row is saved through the module save (whose schema judges the
 * checkpoint as a whole), or, while any row is wrong, nothing (a 400 naming the rows).
 */
export async function importQuestions(
  moduleId: string,
  checkpointId: string,
  body: QuestionImport,
  actor: AuditActor,
  scope: StaffScope,
): Promise<ImportPreview> {
  const { module, checkpoint } = await moduleWithCheckpoint(moduleId, checkpointId, scope);
  const { valid, ...preview } = previewImport(body.format, readQuestions(body.format, body.text), checkpoint.questions);
  const total = checkpoint.questions.length + preview.rows.length;
  if (!preview.problems.length && total > CHECKPOINT_QUESTIONS)
    preview.problems.push(
      `The checkpoint has ${checkpoint.questions.length} questions and the file ${preview.rows.length}: a checkpoint holds at most ${CHECKPOINT_QUESTIONS}`,
    );
  if (!preview.problems.length && !preview.rows.length) preview.problems.push('The file holds no questions');
  if (body.dryRun) return preview;

  if (preview.problems.length || preview.invalid) {
    const errors = [
      ...preview.problems.map((msg) => ({ msg })),
      ...preview.rows
        .filter((row) => row.problems.length)
        .map((row) => ({ msg: `${rowName(row)}: ${row.problems.join('; ')}`, path: `rows.${row.row}` })),
    ];
    const named = preview.rows.filter((row) => row.problems.length).map(rowName);
    const message = named.length
      ? `Nothing was imported: fix ${named.slice(0, 10).join(', ')}${named.length > 10 ? ` and ${named.length - 10} more` : ''}`
      : `Nothing was imported: ${preview.problems.join('; ')}`;
    throw AppError.badRequest(message, errors);
  }
  await updateAdminModule(moduleId, parse(ModuleInputSchema, withAddedQuestions(module, checkpointId, valid)), actor, scope);
  return { ...preview, saved: true };
}

const EXTENSIONS: Record<QuestionFormat, { extension: string; type: string }> = {
  csv: { extension: 'csv', type: 'text/csv; charset=utf-8' },
  gift: { extension: 'gift.txt', type: 'text/plain; charset=utf-8' },
  aiken: { extension: 'aiken.txt', type: 'text/plain; charset=utf-8' },
};

/**
 * A checkpoint's questions as a file: its name, type, text and how many the format left out. The
 * download (the answer key of an assessment) is logged before it is handed over.
 */
export async function exportQuestions(
  moduleId: string,
  checkpointId: string,
  format: QuestionFormat,
  actor: AuditActor,
  scope: StaffScope,
) {
  const { module, checkpoint } = await moduleWithCheckpoint(moduleId, checkpointId, scope);
  const questions = checkpoint.questions.map(({ uid: _uid, ...question }) => question);
  const { text, leftOut } = writeQuestions(format, questions);
  const slug =
    checkpoint.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'questions';
  const filename = `${slug}.${EXTENSIONS[format].extension}`;
  await recordPersonalDataRead(
    actor,
    { type: 'questionExport', id: `${moduleId}/${checkpointId}`, label: `${module.title} · ${checkpoint.title} · ${format}` },
    'downloaded',
  );
  return { filename, contentType: EXTENSIONS[format].type, text, leftOut };
}
