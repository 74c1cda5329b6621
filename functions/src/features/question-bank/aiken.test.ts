import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { questionsFromAiken } from './aiken';

// The cases of Moodle's own Aiken test (moodle/moodle main, public/question/format/aiken/tests/
// aikenformat_test.php, which reads a file of good and broken questions): moodle-cases.aiken.txt
// lays the same situations out line for line, and each test says how Moodle reads them.

const file = readFileSync(join(__dirname, 'fixtures/moodle-cases.aiken.txt'), 'utf8');
const parsed = questionsFromAiken(file);
const byText = (text: string) => parsed.questions.find((q) => q.question.question === text)!;

describe("Moodle's Aiken import cases", () => {
  it('refuses a question with one option, naming the ANSWER line (Moodle: "at least 2 answers on line 3")', () => {
    expect(byText('A question with too few answers').problems).toEqual([
      'Line 3: a question needs at least 2 options (A. and B.)',
    ]);
  });

  it('names an option and an ANSWER line that come before any question (Moodle: "not started on line 5", "on line 7")', () => {
    expect(parsed.problems).toEqual([
      'Line 5: an option comes before any question',
      "Line 7: 'ANSWER:' comes before any question",
    ]);
  });

  it('reads a good question: the text, the options in order, the lettered answer', () => {
    expect(byText('A good question')).toMatchObject({
      line: 9,
      question: { type: 'multiple_choice', options: ['Correct', 'Incorrect'], correctAnswer: 'Correct' },
      problems: [],
    });
  });

  it('refuses a question whose ANSWER line never came before the next question (Moodle: "not completed … on line 18")', () => {
    expect(byText('A question started but not finished').problems).toEqual([
      "Line 18: the question on line 14 has no 'ANSWER:' line before the next question starts",
    ]);
  });

  it('reads options with no space after the letter', () => {
    expect(byText('A second good question').question).toMatchObject({
      options: ['Incorrect (No space)', 'Correct (No space)'],
      correctAnswer: 'Correct (No space)',
    });
  });

  it('keeps <, > and & as written (Moodle stores them HTML-escaped, which shows the same)', () => {
    expect(byText('A third good question with HTML chars such as > < &').question).toMatchObject({
      options: ['Correct (< > &)', 'Incorrect (< > &)'],
      correctAnswer: 'Correct (< > &)',
    });
  });

  it('reads the three good questions and no others without a problem', () => {
    expect(parsed.questions.filter((q) => !q.problems.length).map((q) => q.line)).toEqual([9, 18, 23]);
  });
});

describe('Aiken options and answers as Moodle reads them', () => {
  it('takes a letter followed by . or ), with or without a space', () => {
    const read = questionsFromAiken('Which are spin?\nA.Off break\nB. Leg break\nC)Doosra\nD) Outswinger\nANSWER: C\n');
    expect(read.questions[0]).toMatchObject({
      question: { options: ['Off break', 'Leg break', 'Doosra', 'Outswinger'], correctAnswer: 'Doosra' },
      problems: [],
    });
  });

  it('ignores blank and one-character lines, also between options', () => {
    const read = questionsFromAiken('Which is sound based?\n\nA) Hawk-Eye\nx\n\nB) Snicko\nANSWER: B');
    expect(read.questions[0]).toMatchObject({ question: { correctAnswer: 'Snicko' }, problems: [] });
  });

  it('counts the answer letter by the options’ order, and says so when an option is lettered otherwise', () => {
    const read = questionsFromAiken('Pick one\nA) first\nC) second\nANSWER: B\n');
    expect(read.questions[0]).toMatchObject({
      question: { correctAnswer: 'second' },
      problems: [],
      notes: ['The option lettered C on line 3 is read as option B: Moodle counts options in order'],
    });
  });

  it('refuses a lower-case answer letter and a lower-case Answer: line, naming them', () => {
    expect(questionsFromAiken('Q one?\nA. x\nB. y\nANSWER: b\n').questions[0].problems).toEqual([
      "Line 4: the answer 'b' is not one of the options: write the letter of one, A to B, in capitals",
    ]);
    expect(questionsFromAiken('Q one?\nA. x\nB. y\nAnswer: B\n').questions[0].problems).toEqual([
      "Line 4: write 'ANSWER:' in capitals, with the colon straight after it",
    ]);
  });

  it('names a question left without an ANSWER line at the end of the file', () => {
    expect(questionsFromAiken('Last one?\nA. x\nB. y\n').questions[0].problems).toEqual([
      "Line 1: the question has no 'ANSWER:' line",
    ]);
  });
});
