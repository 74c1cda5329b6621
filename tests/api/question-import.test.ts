import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { ImportPreview } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { api, apiText } from '../support/http';
import { adminToken, newLearner } from '../support/sessions';

// Issue 26, bulk questions: a checkpoint's questions imported from CSV, GIFT and Aiken (a preview
// first, then all or nothing) and exported in the same formats.

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const questionsPath = (f: Fixture) => `/admin/modules/${f.moduleId}/checkpoints/${f.checkpointId}/questions`;
const importQuestions = (f: Fixture, body: Record<string, unknown>, token = admin) =>
  api<{ preview: ImportPreview }>('POST', `${questionsPath(f)}/import`, { token, body });
const storedQuestions = async (f: Fixture) =>
  ((await testDb().collection('modules').doc(f.moduleId).get()).data()?.checkpoints[0].questions ?? []) as Array<
    Record<string, unknown>
  >;

const CSV_WITH_BAD_ROW = [
  'question,type,options,correctAnswer,points,tags',
  '"Which system tracks the ball, in DRS?",multiple_choice,Hawk-Eye|Snickometer|Hot Spot,Hawk-Eye,2,ball tracking|DRS',
  'Snickometer detects sound.,true_false,,true,1,',
  'Name the heat-based edge detector.,matching,,Hot Spot,1,',
  '"Explain umpire\'s call.",essay,,,5,LBW',
].join('\n');

describe('question import', () => {
  it('previews every row, names the bad one, and saves nothing while it is wrong', async () => {
    const f = await createCourseFixture();
    const preview = await importQuestions(f, { format: 'csv', text: CSV_WITH_BAD_ROW, dryRun: true });
    expect(preview.status).toBe(200);
    const rows = preview.body.data.preview.rows;
    expect(rows).toHaveLength(4);
    expect(rows.map((row: { problems: string[] }) => row.problems.length)).toEqual([0, 0, 1, 0]);
    expect(rows[2]).toMatchObject({ row: 3, line: 4 });
    expect(rows[2].problems[0]).toContain("Unknown type 'matching'");

    const save = await importQuestions(f, { format: 'csv', text: CSV_WITH_BAD_ROW, dryRun: false });
    expect(save.status).toBe(400);
    expect(save.body.message).toBe('Nothing was imported: fix Row 3 (line 4)');
    expect(save.body.errors![0]).toMatchObject({ path: 'rows.3' });
    expect(await storedQuestions(f)).toHaveLength(2);

    const fixed = CSV_WITH_BAD_ROW.replace('matching', 'short_answer');
    const saved = await importQuestions(f, { format: 'csv', text: fixed, dryRun: false });
    expect(saved.status).toBe(201);
    expect(saved.body.data.preview.saved).toBe(true);
    const stored = await storedQuestions(f);
    expect(stored).toHaveLength(6);
    expect(stored[2]).toMatchObject({
      question: 'Which system tracks the ball, in DRS?',
      options: ['Hawk-Eye', 'Snickometer', 'Hot Spot'],
      correctAnswer: 'Hawk-Eye',
      points: 2,
      tags: ['ball tracking', 'DRS'],
    });
    expect(stored[3]).toMatchObject({ type: 'true_false', correctAnswer: 'True' });
    expect(stored.every((q) => typeof q.uid === 'string' && (q.uid as string).length > 0)).toBe(true);
  });

  it('names the line of a GIFT syntax error and saves nothing', async () => {
    const f = await createCourseFixture();
    const gift = 'Hawk-Eye predicts the path. {T}\n\n::Edge:: Which detects sound?\n{\n=Snickometer\n~Hot Spot\n';
    const save = await importQuestions(f, { format: 'gift', text: gift, dryRun: false });
    expect(save.status).toBe(400);
    expect(save.body.message).toBe('Nothing was imported: fix Row 2 (line 3)');
    expect(save.body.errors![0].msg).toContain("Line 4: the '{' is never closed");
    expect(await storedQuestions(f)).toHaveLength(2);
  });

  it('points out duplicates of existing questions and of earlier rows', async () => {
    const f = await createCourseFixture();
    const gift = 'how many STUMPS make a wicket {=3 ~2}\n\nNew question? {T}\n\nNew question! {F}\n';
    const res = await importQuestions(f, { format: 'gift', text: gift });
    expect(res.status).toBe(200);
    expect(res.body.data.preview.rows.map((row: { duplicateOf: string | null }) => row.duplicateOf)).toEqual([
      'question 1 of the checkpoint',
      null,
      'row 2 of this file',
    ]);
    expect(res.body.data.preview.duplicates).toBe(2);
    expect(await storedQuestions(f)).toHaveLength(2);
  });

  it('refuses more than 1,000 rows, an unknown format, and learners', async () => {
    const f = await createCourseFixture();
    const many = ['question,type', ...Array.from({ length: 1001 }, (_, i) => `Question ${i},essay`)].join('\n');
    const tooMany = await importQuestions(f, { format: 'csv', text: many, dryRun: false });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('import at most 1000 at a time');
    const overCheckpoint = await importQuestions(f, {
      format: 'csv',
      text: ['question,type', ...Array.from({ length: 199 }, (_, i) => `Question ${i},essay`)].join('\n'),
      dryRun: false,
    });
    expect(overCheckpoint.status).toBe(400);
    expect(overCheckpoint.body.message).toContain('a checkpoint holds at most 200');
    expect(await storedQuestions(f)).toHaveLength(2);

    const format = await importQuestions(f, { format: 'qti', text: 'x' });
    expect(format.status).toBe(400);
    expect(format.body.message).toBe('Format must be csv, gift or aiken');
    const learner = await newLearner('importer');
    expect((await importQuestions(f, { format: 'csv', text: CSV_WITH_BAD_ROW }, learner.token)).status).toBe(403);
    const missing = await api('POST', `/admin/modules/${f.moduleId}/checkpoints/nope/questions/import`, {
      token: admin,
      body: { format: 'csv', text: 'question,type\nA,essay' },
    });
    expect(missing.status).toBe(404);
  });
});

/** One of the files that re-tell the cases of Moodle's own GIFT and Aiken reader tests. */
const moodleCases = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../functions/src/features/question-bank/fixtures', name), 'utf8');
type PreviewRow = { line: number; question: { type?: string; tags?: string[] }; problems: string[] };

describe("Moodle's own cases", () => {
  it('previews the cases of Moodle’s GIFT and Aiken tests as Moodle reads them, refusing the types the site lacks by line', async () => {
    const f = await createCourseFixture();
    const gift = await importQuestions(f, { format: 'gift', text: moodleCases('moodle-cases.gift.txt') });
    expect(gift.status).toBe(200);
    const rows: PreviewRow[] = gift.body.data.preview.rows;
    // Essay; matching, multiple response twice and numerical refused; the rest kept.
    expect(rows.map((row) => [row.line, row.question.type ?? null, row.problems.map((p) => p.slice(0, 8))])).toEqual([
      [5, 'essay', []],
      [8, null, ['Line 8: ']],
      [17, 'multiple_choice', []],
      [25, null, ['Line 26:']],
      [34, null, ['Line 35:']],
      [42, null, ['Line 42:']],
      [45, 'short_answer', []],
      [52, 'short_answer', []],
      [60, 'true_false', []],
      [64, 'true_false', []],
      [67, 'true_false', []],
      [70, 'essay', []],
      [72, 'essay', []],
      [83, 'essay', []],
      [87, 'essay', []],
    ]);
    expect(rows.at(-1)!.question.tags).toEqual(['add', 'basic', 't]ag']);

    const aiken = await importQuestions(f, { format: 'aiken', text: moodleCases('moodle-cases.aiken.txt'), dryRun: false });
    expect(aiken.status).toBe(400);
    expect(aiken.body.message).toBe('Nothing was imported: fix Row 1 (line 1), Row 3 (line 14)');
    expect(aiken.body.errors!.slice(0, 2)).toEqual([
      { msg: 'Line 5: an option comes before any question' },
      { msg: "Line 7: 'ANSWER:' comes before any question" },
    ]);
    expect(await storedQuestions(f)).toHaveLength(2);
  });

  it('saves a Moodle file’s tags and strips its format markers from question, answers and feedback', async () => {
    const f = await createCourseFixture();
    const gift = [
      '// [tag:free hit] [tag:no\\]ball] [id:fh-1]',
      '::FH::[html]After which delivery does a free hit follow? {',
      '  =[plain]a front-foot no-ball # [html]<b>right</b>',
      '  ~[markdown]a *wide*',
      '}',
    ].join('\n');
    const saved = await importQuestions(f, { format: 'gift', text: gift, dryRun: false });
    expect(saved.status).toBe(201);
    expect((await storedQuestions(f))[2]).toMatchObject({
      question: 'After which delivery does a free hit follow?',
      type: 'multiple_choice',
      options: ['a front-foot no-ball', 'a *wide*'],
      correctAnswer: 'a front-foot no-ball',
      tags: ['free hit', 'no]ball'],
    });
  });
});

describe('question export', () => {
  it('downloads each format and round-trips it into another checkpoint', async () => {
    const source = await createCourseFixture();
    const fixed = CSV_WITH_BAD_ROW.replace('matching', 'short_answer');
    expect((await importQuestions(source, { format: 'csv', text: fixed, dryRun: false })).status).toBe(201);
    const original = (await storedQuestions(source)).map(({ uid: _uid, ...q }) => q);

    for (const format of ['csv', 'gift'] as const) {
      const file = await api('GET', `${questionsPath(source)}/export?format=${format}`, { token: admin });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="checkpoint-one.${format === 'csv' ? 'csv' : 'gift.txt'}"`,
      );
      const target = await createCourseFixture();
      const doc = (await testDb().collection('modules').doc(target.moduleId).get()).data()!;
      doc.checkpoints[0].questions = [];
      await testDb().collection('modules').doc(target.moduleId).set(doc);
      const imported = await importQuestions(target, { format, text: file.body, dryRun: false });
      expect(imported.status).toBe(201);
      expect((await storedQuestions(target)).map(({ uid: _uid, ...q }) => q)).toEqual(original);
    }

    const aiken = await apiText('GET', `${questionsPath(source)}/export?format=aiken`, { token: admin });
    expect(aiken.status).toBe(200);
    expect(aiken.headers.get('x-questions-left-out')).toBe('2');
    expect(aiken.body).toContain('ANSWER: A');
    expect((await api('GET', `${questionsPath(source)}/export?format=pdf`, { token: admin })).status).toBe(400);
  });

  it('writes CSV cells a spreadsheet would run as formulas as text, as the course report does, and reads them back unchanged', async () => {
    const source = await createCourseFixture();
    const doc = (await testDb().collection('modules').doc(source.moduleId).get()).data()!;
    const risky = [
      {
        uid: 'f1',
        question: '=HYPERLINK("http://evil.test","Open the answers")',
        type: 'multiple_choice',
        options: ['@SUM(A1)', '+1 run', "'=1+1"],
        correctAnswer: '@SUM(A1)',
        points: 1,
        tags: ['-LBW', 'DRS'],
      },
      {
        uid: 'f2',
        question: 'Runs conceded after the review?',
        type: 'short_answer',
        options: [],
        correctAnswer: '-4',
        points: 1,
        tags: [],
      },
    ];
    doc.checkpoints[0].questions = risky;
    await testDb().collection('modules').doc(source.moduleId).set(doc);
    const file = await apiText('GET', `${questionsPath(source)}/export?format=csv`, { token: admin });
    expect(file.status).toBe(200);
    const lines = file.body.split('\r\n');
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.test"",""Open the answers"")",multiple_choice,'@SUM(A1)|+1 run|'=1+1,'@SUM(A1),1,'-LBW|DRS`,
    );
    expect(lines[2]).toBe(`Runs conceded after the review?,short_answer,,'-4,1,`);

    const target = await createCourseFixture();
    const empty = (await testDb().collection('modules').doc(target.moduleId).get()).data()!;
    empty.checkpoints[0].questions = [];
    await testDb().collection('modules').doc(target.moduleId).set(empty);
    expect((await importQuestions(target, { format: 'csv', text: file.body, dryRun: false })).status).toBe(201);
    const fields = ({ question, type, options, correctAnswer, points, tags }: Record<string, unknown>) => ({
      question,
      type,
      options,
      correctAnswer,
      points,
      tags,
    });
    expect((await storedQuestions(target)).map(fields)).toEqual(risky.map(fields));
  });
});
