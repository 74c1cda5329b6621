import { QuestionSchema, type ImportPreview, type ImportRow, type Question, type QuestionFormat } from '../../contract';

import { questionsFromAiken, questionsToAiken } from './aiken';
import { questionsFromCsv, questionsToCsv } from './csv';
import { questionsFromGift, questionsToGift } from './gift';
import type { ParsedFile } from './parsed-question';

const READERS: Record<QuestionFormat, (text: string) => ParsedFile> = {
  csv: questionsFromCsv,
  gift: questionsFromGift,
  aiken: questionsFromAiken,
};

export const readQuestions = (format: QuestionFormat, text: string) => READERS[format](text);

/** The file a checkpoint's questions export to, and how many the format could not hold. */
export function writeQuestions(format: QuestionFormat, questions: readonly Question[]): { text: string; leftOut: number } {
  if (format === 'csv') return { text: questionsToCsv(questions), leftOut: 0 };
  if (format === 'gift') return { text: questionsToGift(questions), leftOut: 0 };
  return questionsToAiken(questions);
}

/** Question text as compared for duplicates: case, spacing and punctuation aside. */
export const normalisedText = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const FIELD_NAMES: Record<string, string> = {
  question: 'Question',
  type: 'Type',
  options: 'Options',
  correctAnswer: 'Correct answer',
  points: 'Points',
  tags: 'Tags',
};

/**
 * Judges every question a reader found against the contract's schema (the one the module save
 * uses) and points out duplicates of the checkpoint's questions and of earlier rows.
 */
export function previewImport(
  format: QuestionFormat,
  parsed: ParsedFile,
  existing: ReadonlyArray<Pick<Question, 'question'>>,
): ImportPreview & { valid: Question[] } {
  const known = new Map<string, string>();
  existing.forEach((q, i) => {
    const key = normalisedText(q.question);
    if (!known.has(key)) known.set(key, `question ${i + 1} of the checkpoint`);
  });
  const valid: Question[] = [];
  const rows: ImportRow[] = parsed.questions.map((found, index) => {
    const problems = [...found.problems];
    let question = found.question;
    if (!problems.length) {
      const result = QuestionSchema.safeParse({ ...found.question, uid: '' });
      if (result.success) {
        const { uid: _uid, ...rest } = result.data;
        question = rest;
        valid.push(rest);
      } else
        for (const issue of result.error.issues) {
          const field = FIELD_NAMES[String(issue.path[0])] ?? String(issue.path[0] ?? 'Row');
          problems.push(`${field}: ${issue.message}`);
        }
    }
    const key = normalisedText(found.question.question ?? '');
    const duplicateOf = key ? (known.get(key) ?? null) : null;
    if (key && !known.has(key)) known.set(key, `row ${index + 1} of this file`);
    return { row: index + 1, line: found.line, question, problems, notes: found.notes, duplicateOf };
  });
  return {
    format,
    rows,
    problems: parsed.problems,
    invalid: rows.filter((row) => row.problems.length > 0).length,
    duplicates: rows.filter((row) => row.duplicateOf !== null).length,
    saved: false,
    valid,
  };
}
