import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Question } from '../../contract';

import { previewImport } from './formats';
import { marksInComments } from './gift-comments';
import { questionsFromGift, questionsToGift } from './gift';

// The cases of Moodle's own GIFT tests (moodle/moodle main, public/question/format/gift/tests/
// giftformat_test.php), told again in this site's words: the file moodle-cases.gift.txt holds one
// question per import case, and each test says how Moodle reads it and what the site keeps of that.

const file = readFileSync(join(__dirname, 'fixtures/moodle-cases.gift.txt'), 'utf8');
const rows = previewImport('gift', questionsFromGift(file), []).rows;
const row = (title: string) => {
  const line = file.split('\n').findIndex((text) => text.startsWith(`::${title}::`)) + 1;
  const found = rows.find((item) => item.line === line);
  if (!found) throw new Error(`no question read at ::${title}:: (line ${line})`);
  return found;
};
const essay = (question: string, tags: string[] = []) => ({
  question,
  type: 'essay',
  options: [],
  correctAnswer: '',
  points: 1,
  tags,
});

describe("Moodle's GIFT import cases", () => {
  it('reads every question of the file, in order', () => {
    expect(rows).toHaveLength(15);
  });

  it('essay: a comment, a title and an empty answer block', () => {
    expect(row('Q8')).toMatchObject({ question: essay('How did you read the pitch?'), problems: [], notes: [] });
  });

  it('matching, with [html], [moodle], [plain] and [markdown] markers: refused, naming the line of its answers', () => {
    expect(row('Fielding positions').problems).toEqual(['Line 8: matching questions ({=a -> b …}) are not supported']);
    expect(row('Fielding positions').question.question).toBe('Match the <b>position</b> to where it stands.');
  });

  it('multiple choice: format markers leave the answers, feedback is read and not kept', () => {
    expect(row('Q2')).toMatchObject({
      question: {
        question: 'Which length lies between a yorker and a bouncer?',
        type: 'multiple_choice',
        options: ['good length', 'full toss', 'beamer'],
        correctAnswer: 'good length',
      },
      problems: [],
      notes: ['Feedback (#) is not kept'],
    });
  });

  it('multiple response (weights, none marked =): refused, as the site has no such type', () => {
    expect(row('openers').problems).toEqual([
      'Line 26: with no answer marked =, Moodle reads this as a multiple-response question, which the site does not have: mark the one right answer with =',
    ]);
  });

  it('multiple response with one answer at %100% and others negative: Moodle still makes it multiple response, so refused', () => {
    expect(row('keeper').problems).toEqual([
      'Line 35: with no answer marked =, Moodle reads this as a multiple-response question, which the site does not have: mark the one right answer with =',
    ]);
  });

  it('numerical with a range and wrong-answer feedback: refused', () => {
    expect(row('Q5').problems).toEqual(['Line 42: numerical questions ({#…}) are not supported']);
  });

  it('short answer with weighted answers: the full-marks answer is kept, and the preview says what is not', () => {
    expect(row('Shortanswer')).toMatchObject({
      question: {
        question: 'Which ball swings longest in English conditions?',
        type: 'short_answer',
        correctAnswer: 'Dukes',
      },
      problems: [],
      notes: ['Feedback (#) is not kept', "Only 'Dukes' is kept as the answer; not kept: 'Kookaburra' (50%), '*' (0%)"],
    });
  });

  it('short answer with general feedback (####) in another format: read and not kept', () => {
    const read = rows.find((item) => item.question.question === 'Which ball is stitched by hand all round?')!;
    expect(read).toMatchObject({ question: { type: 'short_answer', correctAnswer: 'Dukes' }, problems: [] });
    expect(read.notes).toEqual([
      'General feedback (####) is not kept',
      'Feedback (#) is not kept',
      "Only 'Dukes' is kept as the answer; not kept: 'SG' (50%), '*' (0%)",
    ]);
  });

  it('true/false FALSE with wrong and right feedback, the answers on the next line', () => {
    expect(row('Q1')).toMatchObject({
      question: { question: 'A batter can be out hit wicket off a no-ball.', type: 'true_false', correctAnswer: 'False' },
      notes: ['Feedback (#) is not kept'],
    });
  });

  it('true/false {T}, under a title of digits and a dash', () => {
    expect(row('2-08 LBW').question).toMatchObject({
      question: 'A batter can be out LBW off a full toss.',
      type: 'true_false',
      options: ['True', 'False'],
      correctAnswer: 'True',
    });
  });

  it('true/false {TRUE}', () => {
    expect(row('2-09 Free hit').question).toMatchObject({ type: 'true_false', correctAnswer: 'True' });
  });

  it('a double backslash is one backslash (MDL-34171)', () => {
    expect(row('double backslash').question).toEqual(essay('A \\ B \\\\ C'));
  });

  it('[html] text over several lines with escaped braces, then an empty block: an essay; the file reader trims each line', () => {
    expect(row('Q001')).toMatchObject({
      question: essay("<p>What would this scorer's routine print?</p>\n<pre>\nfunction over() {\nbowl();\nbowl();\n}\n</pre>"),
      notes: ['Text marked [html] is kept as written and shown as plain text'],
    });
  });

  it('tags from the comment lines, with the idnumber beside them read and not kept', () => {
    expect(row('Question name')).toMatchObject({
      question: essay('Name the three questions an umpire asks before giving LBW.', ['LBW', 'umpiring']),
      notes: ["The ID number 'lbw-1' is not kept"],
    });
  });

  it('several tags on one line beside an [id:…], and a \\] inside a tag', () => {
    expect(row('Tags and id').question.tags).toEqual(['add', 'basic', 't]ag']);
  });
});

describe("Moodle's cases for tags and idnumbers in comments (extract_idnumber_and_tags_from_comment)", () => {
  it.each([
    ['a blank comment', '', [], null],
    ['nothing in the comment', '// A basic comment.', [], null],
    ['an idnumber only', '// A comment with [id:frog] <-- an idnumber.', [], 'frog'],
    ['tags only', '// Look tags: [tag:frog] [tag:toad].', ['frog', 'toad'], null],
    ['everything', '// [tag:add] [tag:basic] [id:four]', ['add', 'basic'], 'four'],
    ['everything mixed up', '// [tag:  basic] Here is  \n// a [id:   four   ] que[tag:add   ]stion.', ['basic', 'add'], 'four'],
    ['a tag split over two lines', "// Ceci n'est pas une [tag:\n\\ frog].", [], null],
    ['an escaped ] in an idnumber', '// [id:i\\]d].', [], 'i]d'],
    ['an escaped ] in a tag', '// [tag:t\\]ag].', ['t]ag'], null],
  ])('%s', (_case, comment, tags, idNumber) => {
    expect(marksInComments(comment)).toEqual({ tags, idNumber, points: undefined });
  });
});

describe("Moodle's GIFT export cases, for the types the site has", () => {
  const question = (q: Partial<Question>): Question => ({
    question: 'How are you?',
    type: 'essay',
    options: [],
    correctAnswer: '',
    points: 1,
    tags: [],
    ...q,
  });
  const roundTrip = (q: Question) => questionsFromGift(questionsToGift([q])).questions[0].question;

  it('essay: the text then {}', () => {
    expect(questionsToGift([question({})])).toBe('How are you?{}\n');
  });

  it('multiple choice: = before the right answer, ~ before the others, one to a line', () => {
    const q = question({
      question: "What's between orange and green in the spectrum?",
      type: 'multiple_choice',
      options: ['yellow', 'red', 'blue'],
      correctAnswer: 'yellow',
    });
    expect(questionsToGift([q])).toBe("What's between orange and green in the spectrum?{\n\t=yellow\n\t~red\n\t~blue\n}\n");
    expect(roundTrip(q)).toEqual(q);
  });

  it('short answer and true/false as Moodle writes them: {=answer}, {TRUE}', () => {
    const short = question({ question: 'Which is the best animal?', type: 'short_answer', correctAnswer: 'Frog' });
    const truth = question({
      question: '42 is the Absolute Answer to everything.',
      type: 'true_false',
      options: ['True', 'False'],
      correctAnswer: 'True',
    });
    expect(questionsToGift([short, truth])).toBe(
      'Which is the best animal?{=Frog}\n\n42 is the Absolute Answer to everything.{TRUE}\n',
    );
    expect([roundTrip(short), roundTrip(truth)]).toEqual([short, truth]);
  });

  it('a backslash is written doubled (MDL-34171)', () => {
    const q = question({ question: 'A \\ B \\\\ C' });
    expect(questionsToGift([q])).toBe('A \\\\ B \\\\\\\\ C{}\n');
    expect(roundTrip(q)).toEqual(q);
  });

  it('tags on one comment line, as [tag:…] [tag:…], a ] in one escaped', () => {
    const q = question({ tags: ['tag1', 'tag]2'] });
    expect(questionsToGift([q])).toBe('// [tag:tag1] [tag:tag\\]2]\nHow are you?{}\n');
    expect(roundTrip(q)).toEqual(q);
  });
});

describe('GIFT beyond Moodle’s own cases', () => {
  it('keeps a backslash before any other character, as Moodle does', () => {
    expect(questionsFromGift('Is \\[this\\] kept? {}').questions[0].question.question).toBe('Is \\[this\\] kept?');
  });

  it('leaves a blank where answers sit inside the text (missing word)', () => {
    expect(questionsFromGift('The {=third ~fourth} umpire reviews run outs.').questions[0].question).toMatchObject({
      question: 'The _____ umpire reviews run outs.',
      correctAnswer: 'third',
    });
  });

  it('reads text before the first answer marker as an answer, as Moodle does', () => {
    expect(questionsFromGift('Stray text {junk =a ~b}').questions[0].question).toMatchObject({
      options: ['junk', 'a', 'b'],
      correctAnswer: 'a',
    });
  });

  it('reads lower-case {true} as a short answer, as Moodle does, and says so', () => {
    const [read] = questionsFromGift('A no-ball gives a free hit. {true}').questions;
    expect(read.question).toMatchObject({ type: 'short_answer', correctAnswer: 'true' });
    expect(read.notes).toEqual(['Moodle reads {true} as a short answer: write {T} or {TRUE}, {F} or {FALSE} for true/false']);
  });

  it('refuses a description (no braces), a lone }, and partial marks in multiple choice, naming the lines', () => {
    expect(questionsFromGift('// note\nJust some text').questions[0].problems[0]).toMatch(
      /^Line 2: no answers in braces: Moodle reads this as a description/,
    );
    expect(questionsFromGift('Text } here {=a}').questions[0].problems).toEqual([
      "Line 1: a '}' with no '{' before it (write \\} for a brace in the text)",
    ]);
    expect(questionsFromGift('Pick {\n=a\n~%50%b\n}').questions[0].problems).toEqual([
      "Line 1: 'b' earns 50% of the marks: partial or negative marks are not supported; mark the one right answer with =",
    ]);
  });

  it('drops the blank and repeated tags Moodle’s tag store would drop', () => {
    expect(questionsFromGift('// [tag:] [tag:LBW] [tag:lbw]\nQ {}').questions[0].question.tags).toEqual(['LBW']);
  });
});
