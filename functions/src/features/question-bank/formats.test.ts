import { describe, expect, it } from 'vitest';

import { MAX_IMPORT_ROWS, QUESTION_CSV_TEMPLATE, type Question } from '../../contract';

import { questionsFromAiken } from './aiken';
import { questionsFromCsv, readCsvRecords, splitList } from './csv';
import { previewImport, readQuestions, writeQuestions } from './formats';
import { questionsFromGift } from './gift';

const BANK: Question[] = [
  {
    question: 'Which system tracks the ball, "Hawk-Eye" or another?',
    type: 'multiple_choice',
    options: ['Hawk-Eye', 'Snicko, the sound one', 'Hot Spot | heat', 'a = b ~ {c} #d: e\\f'],
    correctAnswer: 'Hawk-Eye',
    points: 2,
    tags: ['ball tracking', 'DRS'],
  },
  {
    question: 'The third umpire reviews LBW.\nTrue or false?',
    type: 'true_false',
    options: ['True', 'False'],
    correctAnswer: 'False',
    points: 1,
    tags: ['LBW'],
  },
  {
    question: 'Name the edge detector: {one word}',
    type: 'short_answer',
    options: [],
    correctAnswer: 'Snickometer',
    points: 3,
    tags: [],
  },
  {
    question: "Explain umpire's call, with examples: a, b",
    type: 'essay',
    options: [],
    correctAnswer: '',
    points: 5,
    tags: ['LBW'],
  },
];

const roundTrip = (format: 'csv' | 'gift' | 'aiken', questions: Question[]) => {
  const preview = previewImport(format, readQuestions(format, writeQuestions(format, questions).text), []);
  expect(preview.rows.flatMap((row) => row.problems)).toEqual([]);
  return preview.valid;
};

describe('CSV', () => {
  it('reads RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes', () => {
    const { records, error } = readCsvRecords('a,b\r\n"x, y","say ""hi""\nthere"\r\nlast,row');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 4, fields: ['last', 'row'] },
    ]);
  });

  it('names the line of a quote left open', () => {
    expect(readCsvRecords('a,b\n1,"open\n2,3').error).toBe('Line 2: a quoted field is never closed');
  });

  it('splits lists on |, honouring \\|', () => {
    expect(splitList('a | b\\|c | d\\\\')).toEqual(['a', 'b|c', 'd\\']);
    expect(splitList('  ')).toEqual([]);
  });

  it('reads the template as four clean questions, one of each type', () => {
    const preview = previewImport('csv', questionsFromCsv(QUESTION_CSV_TEMPLATE), []);
    expect(preview.invalid).toBe(0);
    expect(preview.valid.map((q) => q.type)).toEqual(['multiple_choice', 'true_false', 'short_answer', 'essay']);
    expect(preview.valid[0]).toMatchObject({ options: ['Hawk-Eye', 'Snickometer', 'Hot Spot'], tags: ['ball tracking'] });
  });

  it('names each bad row with its problem and line', () => {
    const csv = [
      'question,type,options,correctAnswer,points,tags',
      'Fine?,true_false,,true,1,',
      'Odd type,matching,,x,1,',
      'No key,multiple_choice,a|b,c,1,',
      ',essay,,,1,',
      'Points?,essay,,,two,',
    ].join('\n');
    const preview = previewImport('csv', questionsFromCsv(csv), []);
    expect(preview.rows.map((row) => [row.row, row.line, row.problems])).toEqual([
      [1, 2, []],
      [2, 3, ["Unknown type 'matching': use multiple_choice, true_false, short_answer, essay"]],
      [3, 4, ['Correct answer: Pick the correct option']],
      [4, 5, ['Question: Question text is required']],
      [5, 6, ["Points must be a whole number, not 'two'"]],
    ]);
    expect(preview.valid[0]).toMatchObject({ correctAnswer: 'True', options: ['True', 'False'] });
  });

  it('refuses a header without the question column, and more than the row limit', () => {
    expect(questionsFromCsv('text,type\nA,essay').problems[0]).toContain("unknown column 'text'");
    const many = ['question,type', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Q${i},essay`)].join('\n');
    expect(questionsFromCsv(many)).toEqual({
      questions: [],
      problems: ['The file has 1001 rows: import at most 1000 at a time'],
    });
  });

  it('round-trips every type, with tags, points and awkward characters', () => {
    expect(roundTrip('csv', BANK)).toEqual(BANK);
  });
});

describe('GIFT', () => {
  const gift = `// A comment line
$CATEGORY: $course$/Umpiring

::Q1:: Which system tracks the ball? {
  =Hawk-Eye # right
  ~Snickometer
  ~Hot Spot
}

::TF::The third umpire reviews LBW.{TRUE}

Is a no-ball {F#feedback}

Name the edge detector. {=Snickometer =Snicko}

Explain umpire's call. {}

Escapes: 1 \\= 1 \\~ 2 \\# \\{x\\} a\\:b {=ok}
`;

  it('reads multiple choice, true/false, short answer, essay, titles, comments and escapes', () => {
    const preview = previewImport('gift', questionsFromGift(gift), []);
    expect(preview.invalid).toBe(0);
    expect(preview.valid).toEqual([
      {
        question: 'Which system tracks the ball?',
        type: 'multiple_choice',
        options: ['Hawk-Eye', 'Snickometer', 'Hot Spot'],
        correctAnswer: 'Hawk-Eye',
        points: 1,
        tags: [],
      },
      {
        question: 'The third umpire reviews LBW.',
        type: 'true_false',
        options: ['True', 'False'],
        correctAnswer: 'True',
        points: 1,
        tags: [],
      },
      { question: 'Is a no-ball', type: 'true_false', options: ['True', 'False'], correctAnswer: 'False', points: 1, tags: [] },
      {
        question: 'Name the edge detector.',
        type: 'short_answer',
        options: [],
        correctAnswer: 'Snickometer',
        points: 1,
        tags: [],
      },
      { question: "Explain umpire's call.", type: 'essay', options: [], correctAnswer: '', points: 1, tags: [] },
      { question: 'Escapes: 1 = 1 ~ 2 # {x} a:b', type: 'short_answer', options: [], correctAnswer: 'ok', points: 1, tags: [] },
    ]);
    expect(preview.rows[0].notes).toEqual(['Feedback (#) is not kept']);
    expect(preview.rows[3].notes).toEqual(["Only 'Snickometer' is kept as the answer; not kept: 'Snicko' (100%)"]);
    expect(preview.rows.map((row) => row.line)).toEqual([4, 10, 12, 14, 16, 18]);
  });

  it('names the line of a syntax error', () => {
    const parsed = questionsFromGift('Fine {T}\n\nWhich one?\n{\n=a\n~b\n\nNext {=x ~y}');
    expect(parsed.questions.map((q) => q.problems)).toEqual([[], ["Line 4: the '{' is never closed with '}'"], []]);
    expect(questionsFromGift('No braces here').questions[0].problems[0]).toMatch(/^Line 1: no answers/);
    expect(questionsFromGift('Two right {=a =b ~c}').questions[0].problems).toEqual([
      'Line 1: mark exactly one answer right with = (found 2)',
    ]);
    expect(questionsFromGift('Match {=a -> b =c -> d}').questions[0].problems).toEqual([
      'Line 1: matching questions ({=a -> b …}) are not supported',
    ]);
  });

  it('round-trips every type, keeping tags and points in comments', () => {
    expect(roundTrip('gift', BANK)).toEqual(BANK);
  });
});

describe('Aiken', () => {
  it('reads A. and A) options and the ANSWER line', () => {
    const parsed = questionsFromAiken(
      'What tracks the ball?\nA. Hawk-Eye\nB. Snicko\nANSWER: A\n\nWhich is sound?\nA) Hawk-Eye\nB) Snicko\nANSWER: B\n',
    );
    expect(parsed.questions.map((q) => [q.line, q.question.correctAnswer, q.problems])).toEqual([
      [1, 'Hawk-Eye', []],
      [6, 'Snicko', []],
    ]);
  });

  it('names the line of a missing or wrong answer', () => {
    const parsed = questionsFromAiken('Q one?\nA. x\nB. y\n\nQ two?\nA. x\nB. y\nANSWER: D\n');
    expect(parsed.questions.map((q) => q.problems)).toEqual([
      ["Line 5: the question on line 1 has no 'ANSWER:' line before the next question starts"],
      ["Line 8: the answer 'D' is not one of the options: write the letter of one, A to B, in capitals"],
    ]);
  });

  it('round-trips multiple choice and leaves out what Aiken cannot hold', () => {
    const choice = { ...BANK[0], points: 1, tags: [] };
    expect(roundTrip('aiken', [choice])).toEqual([choice]);
    expect(writeQuestions('aiken', BANK).leftOut).toBe(2);
  });
});

describe('duplicates', () => {
  it('points out the checkpoint question and the earlier row with the same text', () => {
    const csv = 'question,type\n"Explain  umpire\'s CALL!",essay\nNew one,essay\nnew one.,essay';
    const preview = previewImport('csv', questionsFromCsv(csv), [{ question: "Explain umpire's call" }]);
    expect(preview.rows.map((row) => row.duplicateOf)).toEqual(['question 1 of the checkpoint', null, 'row 2 of this file']);
    expect(preview.duplicates).toBe(2);
  });
});
