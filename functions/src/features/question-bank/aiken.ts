import { MAX_IMPORT_ROWS, type Question } from '../../contract';

import { normaliseNewlines, type ParsedFile, type ParsedQuestion } from './parsed-question';

// Aiken (docs.moodle.org/en/Aiken_format), read as Moodle's own reader reads it
// (qformat_aiken::readquestions, question/format/aiken/format.php, moodle/moodle main of 2025; its
// PHPUnit cases are re-told in aiken.test.ts): multiple choice only. Each line is trimmed and a
// line shorter than two characters is skipped, blank ones included. A line starting with a
// capital letter then `.` or `)`, with or without a space, is an option; `ANSWER:` (in capitals)
// names the right one by its letter, counted by the options' order, and ends the question; any
// other line starts a question, so a question is one line. The text is kept as written (Moodle
// stores it HTML-escaped, which shows the same characters).

const OPTION = /^[A-Z][.)][ \t]?/;
const ANSWER = /^ANSWER:/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Draft {
  line: number;
  text: string;
  options: string[];
  notes: string[];
}

function parsed(draft: Draft, correctAnswer: string, problems: string[]): ParsedQuestion {
  return {
    line: draft.line,
    question: { question: draft.text, type: 'multiple_choice', options: draft.options, correctAnswer, points: 1, tags: [] },
    problems,
    notes: draft.notes,
  };
}

/** The question an `ANSWER:` line ends, or why Moodle would not import it. */
function answered(draft: Draft, line: string, number: number): ParsedQuestion {
  if (draft.options.length < 2) return parsed(draft, '', [`Line ${number}: a question needs at least 2 options (A. and B.)`]);
  const letter = line
    .slice(line.indexOf(':') + 1)
    .trim()
    .slice(0, 1);
  const index = LETTERS.indexOf(letter);
  if (index < 0 || index >= draft.options.length)
    return parsed(draft, '', [
      `Line ${number}: the answer '${letter}' is not one of the options: write the letter of one, A to ${LETTERS[draft.options.length - 1]}, in capitals`,
    ]);
  return parsed(draft, draft.options[index], []);
}

export function questionsFromAiken(source: string): ParsedFile {
  const questions: ParsedQuestion[] = [];
  const problems: string[] = [];
  let draft: Draft | null = null;
  normaliseNewlines(source)
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      const number = index + 1;
      if (line.length < 2) return;
      if (OPTION.test(line)) {
        if (!draft) return void problems.push(`Line ${number}: an option comes before any question`);
        const position = LETTERS[draft.options.length];
        if (line[0] !== position)
          draft.notes.push(
            `The option lettered ${line[0]} on line ${number} is read as option ${position}: Moodle counts options in order`,
          );
        draft.options.push(line.slice(2).trim());
        return;
      }
      if (ANSWER.test(line)) {
        if (!draft) return void problems.push(`Line ${number}: 'ANSWER:' comes before any question`);
        questions.push(answered(draft, line, number));
        draft = null;
        return;
      }
      if (draft && /^answer\s*:/i.test(line)) {
        questions.push(parsed(draft, '', [`Line ${number}: write 'ANSWER:' in capitals, with the colon straight after it`]));
        draft = null;
        return;
      }
      if (draft)
        questions.push(
          parsed(draft, '', [
            `Line ${number}: the question on line ${draft.line} has no 'ANSWER:' line before the next question starts`,
          ]),
        );
      draft = { line: number, text: line, options: [], notes: [] };
    });
  const last = draft as Draft | null;
  if (last) questions.push(parsed(last, '', [`Line ${last.line}: the question has no 'ANSWER:' line`]));
  if (questions.length > MAX_IMPORT_ROWS)
    return {
      questions: [],
      problems: [`The file has ${questions.length} questions: import at most ${MAX_IMPORT_ROWS} at a time`],
    };
  if (!questions.length && !problems.length) problems.push('The file holds no questions');
  return { questions, problems };
}

/** Aiken holds multiple choice only: true/false goes as two options, the other types are left out. */
export function questionsToAiken(questions: readonly Question[]): { text: string; leftOut: number } {
  const written = questions.filter((q) => q.type === 'multiple_choice' || q.type === 'true_false');
  const text = written
    .map((q) => {
      const options = q.type === 'true_false' ? ['True', 'False'] : q.options;
      const lines = options.map((option, i) => `${LETTERS[i]}. ${option.replace(/\n/g, ' ')}`);
      return [q.question.replace(/\n+/g, ' '), ...lines, `ANSWER: ${LETTERS[options.indexOf(q.correctAnswer)]}`].join('\n');
    })
    .join('\n\n');
  return { text: text ? `${text}\n` : '', leftOut: questions.length - written.length };
}
