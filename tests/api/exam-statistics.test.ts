import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import type { CheckpointStatistics, CourseReport } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { STATISTICS_QUESTIONS as QUESTIONS } from '../support/questions';
import { api, apiText, readsOf, writesOf } from '../support/http';
import { adminToken } from '../support/sessions';

// Issue 26: item statistics after a fixed set of graded attempts, and the course report, over HTTP.

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

const WRONG = ['2', 'False', 'LBW'];
/** The hand-computed set of functions/src/features/assessment/item-statistics.test.ts: scores 100 67 33 0 100. */
const ATTEMPTS: boolean[][] = [
  [true, true, true],
  [true, true, false],
  [true, false, false],
  [false, false, false],
  [true, true, true],
];

let admin: string;
let f: Fixture;
const learners: Array<{ uid: string; email: string; token: string }> = [];
const checkpointPath = () => `/user/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/c1`;
const statisticsPath = (courseId = f.courseId, moduleId = f.moduleId, checkpointId = 'c1') =>
  `/admin/courses/${courseId}/modules/${moduleId}/checkpoints/${checkpointId}/statistics`;
/** Today in India, where the report's enrolment days are counted. */
const indianToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await adminToken();
  f = await createCourseFixture({ price: 0 });
  const saved = await api('PUT', `/admin/modules/${f.moduleId}`, {
    token: admin,
    body: {
      title: 'Module one',
      description: 'The only module',
      order: 1,
      duration: 30,
      completionCriteria: 'all_checkpoints',
      lessons: [],
      checkpoints: [{ uid: 'c1', title: 'Final test', passingScore: 70, maxAttempts: 3, order: 1, questions: QUESTIONS }],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  for (const [i, marks] of ATTEMPTS.entries()) {
    const learner = await enrolledLearner(f.courseId, { prefix: `stats-${i + 1}` });
    learners.push(learner);
    await api('GET', checkpointPath(), { token: learner.token });
    const answers = QUESTIONS.map((q, j) => (marks[j] ? q.correctAnswer : WRONG[j]));
    const graded = await api('POST', `${checkpointPath()}/attempt`, { token: learner.token, body: { answers, timeSpent: 30 } });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    if (i === 1) console.log(`a graded attempt (no draw): ${readsOf(graded)} reads, ${writesOf(graded)} writes`);
  }
});

describe('item statistics', () => {
  it('match the hand computation after five graded attempts', async () => {
    const res = await api<{ statistics: CheckpointStatistics }>('GET', statisticsPath(), { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body.data.statistics;
    expect(stats).toMatchObject({ attempts: 5, passes: 2, passRate: 0.4, meanScore: 60, medianScore: 67, kr20: 0.794 });
    expect(stats.questions).toEqual([
      {
        questionUid: 'q1',
        seen: 5,
        facility: 0.8,
        averagePoints: 0.8,
        discrimination: 0.771,
        flags: [],
        optionPicks: [
          { option: '3', picks: 4 },
          { option: '2', picks: 1 },
          { option: '4', picks: 0 },
        ],
      },
      { questionUid: 'q2', seen: 5, facility: 0.6, averagePoints: 0.6, discrimination: 0.912, flags: [], optionPicks: null },
      { questionUid: 'q3', seen: 5, facility: 0.4, averagePoints: 0.4, discrimination: 0.839, flags: [], optionPicks: null },
    ]);
    // The caller's session, the module and the one totals document: never the attempts.
    console.log(`opening the statistics: ${readsOf(res)} reads`);
    expect(readsOf(res)).toBeLessThanOrEqual(4);
  });

  it('are admin-only, and a checkpoint outside the course or module is not found', async () => {
    expect((await api('GET', statisticsPath(), { token: learners[0].token })).status).toBe(403);
    expect((await api('GET', statisticsPath())).status).toBe(401);
    for (const path of [
      statisticsPath('other-course'),
      statisticsPath(f.courseId, 'nope'),
      statisticsPath(f.courseId, f.moduleId, 'c9'),
    ]) {
      const res = await api('GET', path, { token: admin });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Checkpoint not found');
    }
  });
});

describe('the item statistics backfill', () => {
  const backfill = () => promisify(execFile)(process.execPath, ['scripts/ops/backfill-item-statistics.mjs'], { env: process.env });
  const totalsDoc = () => testDb().collection('itemStatistics').doc(`${f.moduleId}_c1`);
  const statistics = async () => {
    const res = await api<{ statistics: CheckpointStatistics }>('GET', statisticsPath(), { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.statistics;
  };

  it('rebuilds totals lost (or never kept) from the graded attempts, the same on a second run', async () => {
    const before = await statistics();
    expect(before.attempts).toBe(5);
    // An attempt awaiting review of its essays is not counted until it is marked.
    const waiting = testDb().collection('attempts').doc(`backfill-waiting_c1_1`);
    await waiting.set({
      enrollmentId: 'backfill-waiting',
      userId: 'backfill-waiting',
      courseId: f.courseId,
      moduleId: f.moduleId,
      checkpointUid: 'c1',
      attemptNumber: 1,
      served: null,
      questionUids: ['q1', 'q2', 'q3'],
      status: 'pending_review',
      score: 0,
      passed: false,
      questionResults: [],
    });
    try {
      // As if the five were graded before statistics were kept.
      await totalsDoc().delete();
      expect((await statistics()).attempts).toBe(0);

      await backfill();
      expect(await statistics()).toEqual(before);
      const once = (await totalsDoc().get()).data();
      await backfill();
      expect(await statistics()).toEqual(before);
      expect((await totalsDoc().get()).data()).toEqual(once);
    } finally {
      await waiting.delete();
    }
  });
});

describe('the course report', () => {
  beforeAll(async () => {
    const granted = await api('PUT', `/admin/courses/${f.courseId}/accommodations/${learners[1].uid}`, {
      token: admin,
      body: { timeMultiplier: 1.5, note: 'Slow connection at home' },
    });
    expect(granted.status).toBe(200);
    // A name a spreadsheet would run as a formula.
    await testDb().collection('users').doc(learners[3].uid).update({ name: '=HYPERLINK("http://evil.example")' });
  });

  it("has one row per learner that matches the learner's records", async () => {
    const res = await api<CourseReport>('GET', `/admin/courses/${f.courseId}/report`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data;
    expect(report.checkpoints).toEqual([{ checkpointUid: 'c1', title: 'Final test', moduleTitle: 'Module one' }]);
    expect(report.rows).toHaveLength(5);
    for (const learner of learners) {
      const row = report.rows.find((item) => item.userId === learner.uid);
      const enrolment = (await testDb().collection('enrollments').doc(`${learner.uid}_${f.courseId}`).get()).data()!;
      const user = (await testDb().collection('users').doc(learner.uid).get()).data()!;
      expect(row).toMatchObject({
        name: user.name,
        email: learner.email,
        enrolledAt: enrolment.enrolledAt.toDate().toISOString(),
        progress: enrolment.progress.overall,
        checkpoints: {
          c1: { bestScore: enrolment.progress.checkpoints.c1.bestScore, attempts: enrolment.progress.checkpoints.c1.attempts },
        },
      });
      if (enrolment.certificateId) {
        const certificate = (await testDb().collection('certificates').doc(enrolment.certificateId).get()).data()!;
        expect(row).toMatchObject({
          certificateId: certificate.certificateId,
          completedAt: certificate.completedAt.toDate().toISOString(),
        });
      } else expect(row).toMatchObject({ certificateId: null, completedAt: null });
    }
    const byUser = (i: number) => report.rows.find((item) => item.userId === learners[i].uid)!;
    // Learners 1 and 5 scored 100 and passed the only checkpoint: the course is complete.
    expect(byUser(0)).toMatchObject({ progress: 100, checkpoints: { c1: { bestScore: 100, attempts: 1 } } });
    expect(byUser(0).certificateId).toEqual(expect.any(String));
    expect(byUser(1)).toMatchObject({ accommodations: '1.5× time', certificateId: null });
    expect(byUser(2).accommodations).toBe('');
  });

  it('filters by enrolment day, and refuses bad dates and unknown parameters with a clear 400', async () => {
    const today = indianToday();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const within = await api<CourseReport>('GET', `/admin/courses/${f.courseId}/report?from=${today}&to=${today}`, {
      token: admin,
    });
    expect(within.body.data.rows).toHaveLength(5);
    const later = await api<CourseReport>('GET', `/admin/courses/${f.courseId}/report?from=${tomorrow}`, { token: admin });
    expect(later.body.data.rows).toEqual([]);
    const bad = [
      ['from=2026-13-01', 'Not a calendar date'],
      ['from=yesterday', 'Dates are YYYY-MM-DD'],
      [`from=${tomorrow}&to=${today}`, "'from' must not be after 'to'"],
      ['sort=name', 'Unrecognized key'],
    ];
    for (const [query, message] of bad) {
      for (const suffix of ['report', 'report.csv']) {
        const res = await api('GET', `/admin/courses/${f.courseId}/${suffix}?${query}`, { token: admin });
        expect(res.status, query).toBe(400);
        expect(res.body.message).toContain(message);
      }
    }
    expect((await api('GET', '/admin/courses/no-such-course/report', { token: admin })).status).toBe(404);
    expect((await api('GET', `/admin/courses/${f.courseId}/report.csv`, { token: learners[0].token })).status).toBe(403);
  });

  it('downloads as CSV with a file name, one line per learner, and formulas kept as text', async () => {
    const res = await apiText('GET', `/admin/courses/${f.courseId}/report.csv`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="fixture-course-\d+-report\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Enrolled on,Progress %,Final test: best score %,Final test: attempts,Accommodations,Completed on,Certificate ID',
    );
    expect(lines).toHaveLength(6);
    expect(lines.find((line) => line.includes(learners[3].email))).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
    expect(lines.find((line) => line.includes(learners[1].email))).toMatch(
      new RegExp(`,${indianToday()},\\d+,67,1,1\\.5× time,,$`),
    );
  });
});
