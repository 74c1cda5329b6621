import { MAX_IMPORT_ROWS, type Question } from '../../contract';

import { normaliseNewlines, type ParsedFile, type ParsedQuestion } from './parsed-question';

// Moodle's GIFT format (docs.moodle.org/en/GIFT_format): questions separated by blank lines,
// `//` comments, an optional `::title::`, and the answers in braces: `{=right ~wrong}` multiple
// choice, `{T}`/`{F}` true/false, `{=a =b}` short answer, `{}` essay. `#feedback` is read and
// not kept. Moodle keeps tags in `// [tag:name]` comments; points go in `// [points:n]`.

/** The index of the first `token` not escaped with a backslash, from `from`; -1 when none. */
function findUnescaped(text: string, token: string, from = 0): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text.startsWith(token, i)) return i;
  }
  return -1;
}

/** Splits on every unescaped character of `chars`, keeping the character that opened each part. */
function splitMarked(text: string, chars: string): Array<{ mark: string; body: string }> {
  const parts: Array<{ mark: string; body: string }> = [{ mark: '', body: '' }];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\\' && i + 1 < text.length) {
      parts[parts.length - 1].body += text.slice(i, i + 2);
      i += 1;
    } else if (chars.includes(text[i])) parts.push({ mark: text[i], body: '' });
    else parts[parts.length - 1].body += text[i];
  }
  return parts;
}

export function unescapeGift(text: string): string {
  return text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c)).trim();
}

export function escapeGift(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/[~=#{}:]/g, '\\$&')
    .replace(/\n/g, '\\n');
}

const lineAt = (block: string, offset: number, start: number) => start + (block.slice(0, offset).match(/\n/g)?.length ?? 0);

interface Answer {
  right: boolean;
  text: string;
}

/** The answers of a `{…}` block, or why they cannot be read. */
function readAnswers(inner: string, line: number, notes: string[]): Answer[] | string {
  if (findUnescaped(inner, '->') >= 0) return `Line ${line}: matching questions are not supported`;
  const [lead, ...parts] = splitMarked(inner, '=~');
  if (lead.body.trim()) return `Line ${line}: an answer must start with = (right) or ~ (wrong), not '${lead.body.trim()}'`;
  const answers: Answer[] = [];
  for (const part of parts) {
    let body = part.body;
    const hash = findUnescaped(body, '#');
    if (hash >= 0) {
      if (!notes.includes('Feedback (#) is not kept')) notes.push('Feedback (#) is not kept');
      body = body.slice(0, hash);
    }
    let right = part.mark === '=';
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (weight) {
      if (Number(weight[1]) === 100) right = true;
      else if (Number(weight[1]) !== 0)
        return `Line ${line}: partial credit (%${weight[1]}%) is not supported; mark one answer right with =`;
      body = body.slice(weight[0].length);
    }
    const text = unescapeGift(body);
    if (!text) return `Line ${line}: an answer is empty`;
    answers.push({ right, text });
  }
  return answers;
}

function questionFromBlock(block: string, start: number, meta: { tags: string[]; points: number | undefined }): ParsedQuestion {
  const problems: string[] = [];
  const notes: string[] = [];
  const parsed = (question: Partial<Question>): ParsedQuestion => ({
    line: start,
    question: { tags: meta.tags, points: meta.points ?? 1, ...question },
    problems,
    notes,
  });
  const body = block;
  let offset = 0;
  if (body.startsWith('::')) {
    const close = findUnescaped(body, '::', 2);
    if (close < 0) {
      problems.push(`Line ${start}: the title's '::' is never closed`);
      return parsed({ question: '' });
    }
    offset = close + 2;
  }
  const format = /^\s*\[(html|moodle|plain|markdown)\]/.exec(body.slice(offset));
  if (format) offset += format[0].length;
  const open = findUnescaped(body, '{', offset);
  if (open < 0) {
    problems.push(`Line ${start}: no answers: put them in braces, for example {=right ~wrong} or {T}`);
    return parsed({ question: unescapeGift(body.slice(offset)) });
  }
  const close = findUnescaped(body, '}', open + 1);
  const openLine = lineAt(body, open, start);
  if (close < 0) {
    problems.push(`Line ${openLine}: the '{' is never closed with '}'`);
    return parsed({ question: unescapeGift(body.slice(offset, open)) });
  }
  const stray = findUnescaped(body.slice(open + 1, close), '{');
  if (stray >= 0) problems.push(`Line ${lineAt(body, open + 1 + stray, start)}: a '{' inside the answers (write \\{)`);
  const after = body.slice(close + 1);
  if (findUnescaped(after, '{') >= 0 || findUnescaped(after, '}') >= 0)
    problems.push(`Line ${lineAt(body, close + 1, start)}: one answer block per question (a second '{' or '}' follows)`);
  const before = unescapeGift(block.slice(offset, open));
  const rest = unescapeGift(after);
  const question = rest ? `${before} _____ ${rest}` : before;
  const inner = block.slice(open + 1, close);
  const trimmedInner = inner.trim();

  if (trimmedInner === '') return parsed({ question, type: 'essay', options: [], correctAnswer: '' });
  if (trimmedInner.startsWith('#')) {
    problems.push(`Line ${openLine}: numerical questions ({#…}) are not supported`);
    return parsed({ question });
  }
  const truth = /^(T|F|TRUE|FALSE)\s*(#|$)/i.exec(trimmedInner);
  if (truth) {
    if (truth[2] === '#') notes.push('Feedback (#) is not kept');
    const correctAnswer = truth[1].toUpperCase().startsWith('T') ? 'True' : 'False';
    return parsed({ question, type: 'true_false', options: ['True', 'False'], correctAnswer });
  }
  const answers = readAnswers(inner, openLine, notes);
  if (typeof answers === 'string') {
    problems.push(answers);
    return parsed({ question });
  }
  const right = answers.filter((answer) => answer.right);
  if (answers.some((answer) => !answer.right)) {
    if (right.length !== 1) problems.push(`Line ${openLine}: mark exactly one answer right with = (found ${right.length})`);
    return parsed({
      question,
      type: 'multiple_choice',
      options: answers.map((answer) => answer.text),
      correctAnswer: right[0]?.text ?? '',
    });
  }
  if (right.length > 1) notes.push(`Only the first accepted answer, '${right[0].text}', is kept`);
  return parsed({ question, type: 'short_answer', options: [], correctAnswer: right[0].text });
}

export function questionsFromGift(source: string): ParsedFile {
  const lines = normaliseNewlines(source).split('\n');
  const questions: ParsedQuestion[] = [];
  let block: string[] = [];
  let start = 0;
  let meta = { tags: [] as string[], points: undefined as number | undefined };
  const flush = () => {
    if (block.length) questions.push(questionFromBlock(block.join('\n'), start, meta));
    block = [];
    meta = { tags: [], points: undefined };
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return flush();
    if (line.startsWith('//')) {
      const tag = /^\/\/\s*\[tag:(.+)\]\s*$/.exec(line);
      const points = /^\/\/\s*\[points:(\d+)\]\s*$/.exec(line);
      if (tag) meta.tags.push(tag[1].trim());
      if (points) meta.points = Number(points[1]);
      return;
    }
    if (line.startsWith('$CATEGORY:')) return;
    if (!block.length) start = index + 1;
    block.push(raw);
  });
  flush();
  if (questions.length > MAX_IMPORT_ROWS)
    return {
      questions: [],
      problems: [`The file has ${questions.length} questions: import at most ${MAX_IMPORT_ROWS} at a time`],
    };
  return { questions, problems: questions.length ? [] : ['The file holds no questions'] };
}

function answersOf(q: Question): string {
  switch (q.type) {
    case 'essay':
      return '{}';
    case 'true_false':
      return q.correctAnswer === 'True' ? '{T}' : '{F}';
    case 'short_answer':
      return `{=${escapeGift(q.correctAnswer)}}`;
    case 'multiple_choice':
      return `{\n${q.options.map((option) => `${option === q.correctAnswer ? '=' : '~'}${escapeGift(option)}`).join('\n')}\n}`;
  }
}

export function questionsToGift(questions: readonly Question[]): string {
  return questions
    .map((q) =>
      [
        ...(q.points !== 1 ? [`// [points:${q.points}]`] : []),
        ...q.tags.map((tag) => `// [tag:${tag}]`),
        `${escapeGift(q.question)} ${answersOf(q)}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
