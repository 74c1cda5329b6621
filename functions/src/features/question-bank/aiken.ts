import { MAX_IMPORT_ROWS, type Question } from '../../contract';

import { normaliseNewlines, type ParsedFile, type ParsedQuestion } from './parsed-question';

// Aiken (docs.moodle.org/en/Aiken_format): multiple choice only. The question, its options
// lettered `A. ` or `A) `, then `ANSWER: B`; a blank line between questions.

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Draft {
  line: number;
  text: string[];
  options: Array<{ letter: string; text: string; line: number }>;
}

function finish(draft: Draft, answer: { letter: string; line: number } | null): ParsedQuestion {
  const problems: string[] = [];
  const options = draft.options.map((option) => option.text);
  draft.options.forEach((option, i) => {
    if (option.letter !== LETTERS[i])
      problems.push(`Line ${option.line}: option ${option.letter} should be lettered ${LETTERS[i]}`);
  });
  let correctAnswer = '';
  if (!answer) problems.push(`Line ${draft.line}: the question has no 'ANSWER: ' line`);
  else {
    const index = LETTERS.indexOf(answer.letter.toUpperCase());
    if (answer.letter.length !== 1 || index < 0 || index >= options.length)
      problems.push(`Line ${answer.line}: the answer '${answer.letter}' is not one of the options`);
    else correctAnswer = options[index];
  }
  return {
    line: draft.line,
    question: { question: draft.text.join('\n').trim(), type: 'multiple_choice', options, correctAnswer, points: 1, tags: [] },
    problems,
    notes: [],
  };
}

export function questionsFromAiken(source: string): ParsedFile {
  const lines = normaliseNewlines(source).split('\n');
  const questions: ParsedQuestion[] = [];
  let draft: Draft | null = null;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') {
      // A blank line inside a question's text is allowed; one after its options ends it unanswered.
      if (draft?.options.length) {
        questions.push(finish(draft, null));
        draft = null;
      }
      return;
    }
    const answer = ANSWER.exec(line);
    if (answer && draft) {
      questions.push(finish(draft, { letter: answer[1].trim(), line: number }));
      draft = null;
      return;
    }
    const option = OPTION.exec(line);
    if (option && draft && (draft.text.length > 0 || draft.options.length > 0)) {
      draft.options.push({ letter: option[1], text: option[2].trim(), line: number });
      return;
    }
    if (!draft) draft = { line: number, text: [], options: [] };
    else if (draft.options.length) {
      // Text after the options: the previous question had no answer, and this one starts here.
      questions.push(finish(draft, null));
      draft = { line: number, text: [], options: [] };
    }
    draft.text.push(line);
  });
  if (draft) questions.push(finish(draft, null));
  if (questions.length > MAX_IMPORT_ROWS)
    return {
      questions: [],
      problems: [`The file has ${questions.length} questions: import at most ${MAX_IMPORT_ROWS} at a time`],
    };
  return { questions, problems: questions.length ? [] : ['The file holds no questions'] };
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
