import type { Question } from '../../contract';

/** A question as a format reader found it, before the contract's schema has judged it. */
export interface ParsedQuestion {
  /** The file line it starts on, from 1. */
  line: number;
  question: Partial<Question>;
  /** What makes it wrong as read (a syntax error, an unknown type). */
  problems: string[];
  /** What the site does not keep (GIFT feedback, extra accepted answers). */
  notes: string[];
}

/** What a reader makes of a whole file. */
export interface ParsedFile {
  questions: ParsedQuestion[];
  /** Problems of the file as a whole (no header, a line outside any question). */
  problems: string[];
}

/** The question types, spelled as authors might: 'Multiple choice', 'true/false', 'MC'. */
const TYPE_NAMES: Record<string, Question['type']> = {
  multiple_choice: 'multiple_choice',
  multiplechoice: 'multiple_choice',
  mc: 'multiple_choice',
  true_false: 'true_false',
  truefalse: 'true_false',
  tf: 'true_false',
  short_answer: 'short_answer',
  shortanswer: 'short_answer',
  essay: 'essay',
};

export function typeNamed(name: string): Question['type'] | null {
  return (
    TYPE_NAMES[
      name
        .trim()
        .toLowerCase()
        .replace(/[\s/-]+/g, '_')
    ] ??
    TYPE_NAMES[
      name
        .trim()
        .toLowerCase()
        .replace(/[\s/_-]+/g, '')
    ] ??
    null
  );
}

/** 'true', 'T', 'yes' → 'True'; the stored spelling of a true/false key, or null. */
export function truthNamed(value: string): 'True' | 'False' | null {
  const v = value.trim().toLowerCase();
  if (['true', 't', 'yes'].includes(v)) return 'True';
  if (['false', 'f', 'no'].includes(v)) return 'False';
  return null;
}

/** Line breaks as \n only, and no byte-order mark. */
export const normaliseNewlines = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
