import { MAX_IMPORT_ROWS, type Question } from '../../contract';

import { marksInComments, tagsComment, type CommentMarks } from './gift-comments';
import { answerAndFeedback, answerWeight, escapeGift, hideEscapes, textWithFormat, type MoodleFormat } from './gift-text';
import { normaliseNewlines, type ParsedFile, type ParsedQuestion } from './parsed-question';

// Moodle's GIFT format (docs.moodle.org/en/GIFT_format), read as Moodle's own reader reads it:
// qformat_gift::readquestion in question/format/gift/format.php and the file splitting of
// qformat_default::readquestions (moodle/moodle main of 2025, the `public/` tree); its PHPUnit
// cases are re-told in gift.test.ts. Questions are separated by blank lines and every line is
// trimmed; `//` lines are comments (tags, idnumber); `::title::`; the answers are the first `{`
// to the first `}`, text after them making a missing-word question. The site keeps Moodle's
// multiple choice with one right answer, true/false, short answer and essay; every other type
// Moodle would make of a question (description, numerical, matching, multiple response) is
// refused with its line, as is anything Moodle's reader itself rejects.

const NOT_KEPT = {
  feedback: 'Feedback (#) is not kept',
  generalFeedback: 'General feedback (####) is not kept',
};

/** One question's lines, trimmed, with the file line each came from. */
interface Block {
  lines: Array<{ text: string; number: number }>;
}

interface Reading {
  problems: string[];
  notes: string[];
  note(text: string): void;
}

function reading(): Reading {
  const problems: string[] = [];
  const notes: string[] = [];
  return { problems, notes, note: (text) => void (notes.includes(text) ? null : notes.push(text)) };
}

function noteFormat(read: Reading, format: MoodleFormat) {
  if (format === 'html' || format === 'markdown') read.note(`Text marked [${format}] is kept as written and shown as plain text`);
}

type Answers = Pick<Question, 'type' | 'options' | 'correctAnswer'>;

/** Moodle's multiple choice (any `~`): the site keeps it when exactly one answer is right. */
function multipleChoice(answerText: string, format: MoodleFormat, line: number, read: Reading): Answers | null {
  if (!answerText.includes('=')) {
    read.problems.push(
      `Line ${line}: with no answer marked =, Moodle reads this as a multiple-response question, which the site does not have: mark the one right answer with =`,
    );
    return null;
  }
  const parts = answerText.replace(/=/g, '~=').split('~');
  if (!parts[0].trim()) parts.shift();
  if (parts.length < 2) {
    read.problems.push(`Line ${line}: a multiple choice question needs at least 2 answers`);
    return null;
  }
  const options: string[] = [];
  const right: string[] = [];
  for (const part of parts) {
    let body = part.trim();
    let weight = 0;
    if (body.startsWith('=')) {
      weight = 1;
      body = body.slice(1);
    } else {
      const weighted = answerWeight(body);
      if (weighted) ({ weight, rest: body } = weighted);
    }
    const { answer, feedback } = answerAndFeedback(body, format);
    if (weight !== 0 && weight !== 1) {
      read.problems.push(
        `Line ${line}: '${answer.text}' earns ${Math.round(weight * 100)}% of the marks: partial or negative marks are not supported; mark the one right answer with =`,
      );
      return null;
    }
    if (!answer.text) {
      read.problems.push(`Line ${line}: an answer is empty`);
      return null;
    }
    if (feedback?.text) read.note(NOT_KEPT.feedback);
    noteFormat(read, answer.format);
    options.push(answer.text);
    if (weight === 1) right.push(answer.text);
  }
  if (right.length !== 1) {
    read.problems.push(`Line ${line}: mark exactly one answer right with = (found ${right.length})`);
    return null;
  }
  return { type: 'multiple_choice', options, correctAnswer: right[0] };
}

/** Moodle's short answer: the site's grader takes one answer, the first that earns full marks. */
function shortAnswer(answerText: string, format: MoodleFormat, line: number, read: Reading): Answers | null {
  const parts = answerText.split('=');
  if (!parts[0].trim()) parts.shift();
  const answers = parts.map((part) => {
    const body = part.trim();
    const weighted = answerWeight(body);
    const { answer, feedback } = answerAndFeedback(weighted ? weighted.rest : body, format);
    if (feedback?.text) read.note(NOT_KEPT.feedback);
    noteFormat(read, answer.format);
    return { text: answer.text, weight: weighted ? weighted.weight : 1 };
  });
  const kept = answers.find((answer) => answer.weight === 1);
  if (!kept) {
    read.problems.push(`Line ${line}: no answer earns full marks: mark the right answer with = and no %…% weight`);
    return null;
  }
  if (!kept.text) {
    read.problems.push(`Line ${line}: an answer is empty`);
    return null;
  }
  const dropped = answers.filter((answer) => answer !== kept);
  if (dropped.length)
    read.note(
      `Only '${kept.text}' is kept as the answer; not kept: ${dropped.map((a) => `'${a.text}' (${Math.round(a.weight * 100)}%)`).join(', ')}`,
    );
  if (answers.length === 1 && /^(t|f|true|false)$/i.test(kept.text))
    read.note(`Moodle reads {${kept.text}} as a short answer: write {T} or {TRUE}, {F} or {FALSE} for true/false`);
  return { type: 'short_answer', options: [], correctAnswer: kept.text };
}

function trueFalse(answerText: string, format: MoodleFormat, read: Reading): Answers {
  const [truth, ...feedback] = answerText.split('#');
  if (feedback.some((text) => textWithFormat(text.trim(), format).text)) read.note(NOT_KEPT.feedback);
  const correctAnswer = ['T', 'TRUE'].includes(truth.trim()) ? 'True' : 'False';
  return { type: 'true_false', options: ['True', 'False'], correctAnswer };
}

/** What kind of question Moodle makes of an answer block, and the site's reading of it. */
function answersOf(answerText: string, format: MoodleFormat, line: number, read: Reading): Answers | null {
  if (answerText === '') return { type: 'essay', options: [], correctAnswer: '' };
  if (answerText.startsWith('#')) {
    read.problems.push(`Line ${line}: numerical questions ({#…}) are not supported`);
    return null;
  }
  if (answerText.includes('~')) return multipleChoice(answerText, format, line, read);
  if (answerText.includes('=') && answerText.includes('->')) {
    read.problems.push(`Line ${line}: matching questions ({=a -> b …}) are not supported`);
    return null;
  }
  const hash = answerText.indexOf('#');
  const truth = (hash > 0 ? answerText.slice(0, hash) : answerText).trim();
  if (['T', 'TRUE', 'F', 'FALSE'].includes(truth)) return trueFalse(answerText, format, read);
  return shortAnswer(answerText, format, line, read);
}

function questionOf(block: Block, marks: CommentMarks, start: number): ParsedQuestion | null {
  const read = reading();
  const parsed = (question: Partial<Question>): ParsedQuestion => ({
    line: start,
    question: { tags: marks.tags, points: marks.points ?? 1, ...question },
    problems: read.problems,
    notes: read.notes,
  });
  // Comment lines stand as blank lines, so an offset in the text still finds its file line.
  const hidden = hideEscapes(block.lines.map((line) => (line.text.startsWith('//') ? ' ' : line.text)).join('\n'));
  const lead = hidden.length - hidden.trimStart().length;
  const lineAt = (offset: number) => block.lines[0].number + (hidden.slice(0, lead + offset).match(/\n/g)?.length ?? 0);
  let text = hidden.trim();
  if (!text) return null;
  if (text.startsWith('$CATEGORY:')) {
    if (text.includes('\n'))
      read.problems.push(
        `Line ${lineAt(text.indexOf('\n') + 1)}: put a blank line after $CATEGORY: Moodle reads the lines after it as part of the category's name`,
      );
    return read.problems.length ? parsed({ question: '' }) : null;
  }
  if (marks.idNumber) read.note(`The ID number '${marks.idNumber}' is not kept`);

  let offset = 0;
  if (text.startsWith('::')) {
    const close = text.indexOf('::', 2);
    const rest = close < 0 ? text.slice(2) : text.slice(close + 2);
    offset = text.length - rest.trimStart().length;
    text = rest.trimStart();
  }
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) {
    read.problems.push(
      `Line ${start}: no answers in braces: Moodle reads this as a description, which the site does not have (answers go in braces, for example {=right ~wrong} or {T})`,
    );
    return parsed({ question: textWithFormat(text, 'moodle').text });
  }
  if (close < 0) {
    read.problems.push(`Line ${lineAt(offset + open)}: the '{' is never closed with '}'`);
    return parsed({ question: textWithFormat(text.slice(0, open), 'moodle').text });
  }
  if (open < 0 || close < open) {
    read.problems.push(`Line ${lineAt(offset + close)}: a '}' with no '{' before it (write \\} for a brace in the text)`);
    return parsed({ question: textWithFormat(text.slice(0, close), 'moodle').text });
  }
  const openLine = lineAt(offset + open);
  const inner = text.slice(open + 1, close);
  if (inner.includes('{'))
    read.problems.push(`Line ${lineAt(offset + open + 1 + inner.indexOf('{'))}: a '{' inside the answers (write \\{)`);
  const after = text.slice(close + 1);
  const stray = after.search(/[{}]/);
  if (stray >= 0)
    read.problems.push(
      `Line ${lineAt(offset + close + 1 + stray)}: one answer block per question (a second '{' or '}' follows; write \\{ or \\})`,
    );

  // Answers last: the question is the text before them; answers inside it leave a blank.
  const questionText = text.endsWith('}') ? text.slice(0, open) + after : `${text.slice(0, open)}_____${after}`;
  const { text: question, format } = textWithFormat(questionText, 'moodle');
  noteFormat(read, format);

  let answerText = inner.trim();
  const general = answerText.lastIndexOf('####');
  if (general >= 0) {
    if (textWithFormat(answerText.slice(general + 4).trim(), format).text) read.note(NOT_KEPT.generalFeedback);
    answerText = answerText.slice(0, general).trim();
  }
  const answers = read.problems.length ? null : answersOf(answerText, format, openLine, read);
  return parsed({ question, ...(answers ?? {}) });
}

/** The file's questions: blocks of lines between blank lines, each line trimmed (as Moodle reads a file). */
function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block = { lines: [] };
  normaliseNewlines(source)
    .split('\n')
    .forEach((raw, index) => {
      const text = raw.trim();
      if (text) current.lines.push({ text, number: index + 1 });
      else if (current.lines.length) {
        blocks.push(current);
        current = { lines: [] };
      }
    });
  if (current.lines.length) blocks.push(current);
  return blocks;
}

export function questionsFromGift(source: string): ParsedFile {
  const questions: ParsedQuestion[] = [];
  for (const block of blocksOf(source)) {
    const comments = block.lines.filter((line) => line.text.startsWith('//'));
    const first = block.lines.find((line) => !line.text.startsWith('//'));
    if (!first) continue;
    const question = questionOf(block, marksInComments(comments.map((line) => line.text).join('\n')), first.number);
    if (question) questions.push(question);
  }
  if (questions.length > MAX_IMPORT_ROWS)
    return {
      questions: [],
      problems: [`The file has ${questions.length} questions: import at most ${MAX_IMPORT_ROWS} at a time`],
    };
  return { questions, problems: questions.length ? [] : ['The file holds no questions'] };
}

function answersText(q: Question): string {
  switch (q.type) {
    case 'essay':
      return '{}';
    case 'true_false':
      return q.correctAnswer === 'True' ? '{TRUE}' : '{FALSE}';
    case 'short_answer':
      return `{=${escapeGift(q.correctAnswer)}}`;
    case 'multiple_choice':
      return `{\n${q.options.map((option) => `\t${option === q.correctAnswer ? '=' : '~'}${escapeGift(option)}`).join('\n')}\n}`;
  }
}

/** Questions as GIFT that Moodle, and this site, read back unchanged. */
export function questionsToGift(questions: readonly Question[]): string {
  return questions
    .map((q) =>
      [
        ...(q.points !== 1 ? [`// [points:${q.points}]`] : []),
        ...[tagsComment(q.tags)].filter((line): line is string => line !== null),
        `${escapeGift(q.question)}${answersText(q)}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
