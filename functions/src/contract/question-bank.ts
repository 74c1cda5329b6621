import { z } from 'zod';

import { text } from './common';
import type { Question } from './courses';

// Bulk questions: a checkpoint's questions imported from and exported to CSV, Moodle GIFT and Aiken.

export const QUESTION_FORMATS = ['csv', 'gift', 'aiken'] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];

/** An import of more rows than this is refused whole, before any row is read. */
export const MAX_IMPORT_ROWS = 1000;

export const CSV_COLUMNS = ['question', 'type', 'options', 'correctAnswer', 'points', 'tags'] as const;

/** The CSV template an author downloads: the header and one example of each question type. */
export const QUESTION_CSV_TEMPLATE = [
  CSV_COLUMNS.join(','),
  '"Which system tracks the ball in DRS?",multiple_choice,Hawk-Eye|Snickometer|Hot Spot,Hawk-Eye,1,ball tracking',
  '"The third umpire can overturn an on-field LBW decision.",true_false,,True,1,LBW|umpiring',
  '"Name the sound-based edge detection system.",short_answer,,Snickometer,2,',
  '"Explain, in your own words, how umpire\'s call works.",essay,,,5,LBW',
  '',
].join('\r\n');

export const QuestionImportSchema = z
  .object({
    format: z.enum(QUESTION_FORMATS, { error: 'Format must be csv, gift or aiken' }),
    text: text({ error: 'Paste or choose the questions to import' })
      .max(1_000_000, 'The file is too large (at most 1 MB)')
      .refine((value) => value.trim().length > 0, 'Paste or choose the questions to import'),
    /** True (the default) previews only; false saves every row, or nothing while any row is wrong. */
    dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(true),
  })
  .strict();
export type QuestionImport = z.infer<typeof QuestionImportSchema>;

export const QuestionExportQuerySchema = z.object({
  format: z.enum(QUESTION_FORMATS, { error: 'Format must be csv, gift or aiken' }),
});

/** One question of an import as read from the file, with what is wrong with it. */
export interface ImportRow {
  /** Its place among the file's questions, from 1. */
  row: number;
  /** The file line it starts on, from 1. */
  line: number;
  /** The question as read (validated and normalised when `problems` is empty). */
  question: Partial<Question>;
  /** Each makes the row wrong: nothing is saved while any row has one. */
  problems: string[];
  /** Worth knowing but not wrong (a GIFT feature the site does not keep). */
  notes: string[];
  /** The existing question (by its number in the checkpoint) or earlier row with the same text. */
  duplicateOf: string | null;
}

export interface ImportPreview {
  format: QuestionFormat;
  rows: ImportRow[];
  /** Problems of the file as a whole (no header, too many rows, a full checkpoint). */
  problems: string[];
  /** Rows with a problem. */
  invalid: number;
  duplicates: number;
  /** True when the questions were saved (a dryRun never saves). */
  saved: boolean;
}
