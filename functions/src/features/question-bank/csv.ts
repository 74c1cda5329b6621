import { CSV_COLUMNS, MAX_IMPORT_ROWS, QUESTION_TYPES, type Question } from '../../contract';
import { csvCell, restoreFormulaText } from '../../lib/csv';

import { normaliseNewlines, truthNamed, typeNamed, type ParsedFile, type ParsedQuestion } from './parsed-question';

// Questions as CSV (RFC 4180): the header question,type,options,correctAnswer,points,tags, with
// options and tags separated by `|` (a `|` inside one written `\|`, a backslash `\\`). A cell that
// starts like a formula (=, +, -, @) is written after an apostrophe, as the course report writes
// it, so a spreadsheet opening the file shows it as text; reading drops that apostrophe.

interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits CSV text into records; a quote left open is an error naming the line it opened on. */
export function readCsvRecords(source: string): { records: CsvRecord[]; error: string | null } {
  const text = normaliseNewlines(source);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"') {
      if (field.trim() !== '')
        return { records, error: `Line ${line}: a quote inside an unquoted field (write it as "" inside a quoted field)` };
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n') {
      endRecord();
      line += 1;
      recordLine = line;
    } else field += c;
    i += 1;
  }
  if (quoted) return { records, error: `Line ${quoteLine}: a quoted field is never closed` };
  endRecord();
  return { records, error: null };
}

/** Splits an options or tags cell on `|`, honouring `\|` and `\\`. */
export function splitList(cell: string): string[] {
  if (cell.trim() === '') return [];
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i += 1) {
    if (cell[i] === '\\' && (cell[i + 1] === '|' || cell[i + 1] === '\\')) {
      item += cell[i + 1];
      i += 1;
    } else if (cell[i] === '|') {
      items.push(item.trim());
      item = '';
    } else item += cell[i];
  }
  items.push(item.trim());
  return items;
}

const joinList = (items: readonly string[]) => items.map((item) => item.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join('|');

function questionFromRecord(record: CsvRecord, columns: Map<string, number>): ParsedQuestion {
  // A cell the export kept from running as a formula reads back as it was written.
  const cell = (name: string) => {
    const index = columns.get(name);
    return restoreFormulaText(index === undefined ? '' : (record.fields[index] ?? ''));
  };
  const problems: string[] = [];
  if (record.fields.length > columns.size)
    problems.push(`Has ${record.fields.length} fields, the header ${columns.size} (quote text with commas)`);
  const typeCell = cell('type').trim();
  const type = typeCell ? typeNamed(typeCell) : null;
  if (!typeCell) problems.push(`Give the type: ${QUESTION_TYPES.join(', ')}`);
  else if (!type) problems.push(`Unknown type '${typeCell}': use ${QUESTION_TYPES.join(', ')}`);
  const pointsCell = cell('points').trim();
  const points = pointsCell === '' ? 1 : Number(pointsCell);
  if (pointsCell !== '' && !Number.isInteger(points)) problems.push(`Points must be a whole number, not '${pointsCell}'`);
  let correctAnswer = cell('correctAnswer').trim();
  let options = splitList(cell('options'));
  if (type === 'true_false') {
    correctAnswer = truthNamed(correctAnswer) ?? correctAnswer;
    options = ['True', 'False'];
  }
  const question: Partial<Question> = {
    question: cell('question').trim(),
    type: type ?? undefined,
    options,
    correctAnswer,
    points: Number.isInteger(points) ? points : undefined,
    tags: splitList(cell('tags')),
  };
  return { line: record.line, question, problems, notes: [] };
}

export function questionsFromCsv(source: string): ParsedFile {
  const { records, error } = readCsvRecords(source);
  if (error) return { questions: [], problems: [error] };
  const [header, ...rows] = records;
  if (!header) return { questions: [], problems: ['The file is empty'] };
  const names = header.fields.map((name) => name.trim());
  const known = new Map(CSV_COLUMNS.map((name) => [name.toLowerCase(), name] as const));
  const columns = new Map<string, number>();
  const problems: string[] = [];
  names.forEach((name, index) => {
    const column = known.get(name.toLowerCase());
    if (!column) problems.push(`Line ${header.line}: unknown column '${name}' (the header is ${CSV_COLUMNS.join(',')})`);
    else if (columns.has(column)) problems.push(`Line ${header.line}: the column '${column}' appears twice`);
    else columns.set(column, index);
  });
  for (const required of ['question', 'type'])
    if (!columns.has(required))
      problems.push(`Line ${header.line}: the header has no '${required}' column (it is ${CSV_COLUMNS.join(',')})`);
  if (rows.length > MAX_IMPORT_ROWS)
    problems.push(`The file has ${rows.length} rows: import at most ${MAX_IMPORT_ROWS} at a time`);
  if (problems.length) return { questions: [], problems };
  return { questions: rows.map((record) => questionFromRecord(record, columns)), problems: [] };
}

export function questionsToCsv(questions: readonly Question[]): string {
  const lines = questions.map((q) =>
    [
      q.question,
      q.type,
      q.type === 'multiple_choice' ? joinList(q.options) : '',
      q.correctAnswer,
      String(q.points),
      joinList(q.tags),
    ]
      .map(csvCell)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines, ''].join('\r\n');
}
