import { beforeAll, describe, expect, it } from 'vitest';

import type { Accommodation, AttemptResult, CheckpointView, CourseLearner, CourseModule } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { api, readsOf, writesOf } from '../support/http';
import { adminToken, newLearner } from '../support/sessions';

// Issue 26: question banks drawn per attempt, and accommodations, through the API.

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

/** A bank of 12 true/false questions: 6 tagged LBW (key True), 6 tagged 'ball tracking' (key False). */
const BANK = Array.from({ length: 12 }, (_, i) => ({
  uid: `b${i + 1}`,
  question: `Bank question ${i + 1}`,
  type: 'true_false',
  options: ['True', 'False'],
  correctAnswer: i < 6 ? 'True' : 'False',
  points: 1,
  tags: [i < 6 ? 'LBW' : 'ball tracking'],
}));
const keyOf = (text: string) => BANK.find((q) => q.question === text)!.correctAnswer;

const CHOICE = {
  uid: 'mc',
  question: 'Which system tracks the ball?',
  type: 'multiple_choice',
  options: ['Hawk-Eye', 'Snickometer', 'Hot Spot', 'Spidercam'],
  correctAnswer: 'Hawk-Eye',
  points: 1,
  tags: [],
};

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const moduleBody = (checkpoint: Record<string, unknown>) => ({
  title: 'Module one',
  description: 'The only module',
  order: 1,
  duration: 30,
  completionCriteria: 'all_checkpoints',
  lessons: [],
  checkpoints: [
    {
      uid: 'c1',
      title: 'Bank checkpoint',
      description: '',
      passingScore: 70,
      maxAttempts: 3,
      order: 1,
      isRequired: true,
      ...checkpoint,
    },
  ],
});
const saveModule = (f: Fixture, checkpoint: Record<string, unknown>) =>
  api('PUT', `/admin/modules/${f.moduleId}`, { token: admin, body: moduleBody(checkpoint) });

async function enrolled(prefix: string, f: Fixture) {
  const learner = await enrolledLearner(f.courseId, { prefix });
  return learner;
}
const pathOf = (f: Fixture) => `/user/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/c1`;

describe('the module save takes a draw and refuses one the bank cannot fill', () => {
  it('a draw larger than the bank or its tag, or tags past their bounds, are refused with the reason and change nothing', async () => {
    const f = await createCourseFixture({ price: 0 });
    const before = (await testDb().collection('modules').doc(f.moduleId).get()).data();
    const tooMany = await saveModule(f, { questions: BANK, questionsPerAttempt: 13 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toContainEqual({
      msg: 'Cannot draw 13 questions per attempt from a bank of 12',
      path: 'checkpoints.0.questionsPerAttempt',
    });
    const tag = await saveModule(f, { questions: BANK, drawByTag: [{ tag: 'LBW', count: 7 }] });
    expect(tag.status).toBe(400);
    expect(tag.body.message).toContain("Cannot draw 7 questions tagged 'LBW': the bank has 6");
    const overPerAttempt = await saveModule(f, {
      questions: BANK,
      questionsPerAttempt: 4,
      drawByTag: [
        { tag: 'LBW', count: 3 },
        { tag: 'ball tracking', count: 2 },
      ],
    });
    expect(overPerAttempt.body.message).toContain('The draws by tag add up to 5, more than the 4 questions per attempt');
    const dupTags = await saveModule(f, { questions: [{ ...BANK[0], tags: ['LBW', 'lbw'] }] });
    expect(dupTags.body.message).toContain('Tags must be unique');
    expect((await testDb().collection('modules').doc(f.moduleId).get()).data()).toEqual(before);
  });

  it('saves N, the tag draws, the shuffles and the tags, and returns them to the author', async () => {
    const f = await createCourseFixture({ price: 0 });
    const draw = { questionsPerAttempt: 5, drawByTag: [{ tag: 'LBW', count: 3 }], shuffleQuestions: true, shuffleOptions: true };
    const saved = await saveModule(f, { questions: BANK, ...draw });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (await api<{ module: CourseModule }>('GET', `/admin/modules/${f.moduleId}`, { token: admin })).body.data;
    const checkpoint = read.module.checkpoints[0];
    expect(checkpoint).toMatchObject(draw);
    expect(checkpoint.questions[0].tags).toEqual(['LBW']);
  });

  it('without a draw a checkpoint behaves exactly as the spec says: every question, in order, the spec time limit', async () => {
    const f = await createCourseFixture({ price: 0 });
    const learner = await enrolled('no-draw', f);
    const view = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    expect(view.checkpoint.questions.map((q) => q.uid)).toEqual(['q1', 'q2']);
    expect(view.checkpoint.questions[0].options).toEqual(['2', '3', '4']);
    expect(view.checkpoint).toMatchObject({ timeLimitMinutes: 10, timeExtended: false });
  });
});

describe('a pool serves N distinct questions per attempt', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createCourseFixture({ price: 0 });
    const saved = await saveModule(f, {
      questions: [...BANK, CHOICE],
      questionsPerAttempt: 6,
      drawByTag: [{ tag: 'LBW', count: 3 }],
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('grades against exactly what was served, never sends answers early, and a retry prefers unseen questions', async () => {
    const learner = await enrolled('pool', f);
    const first = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    const served = first.checkpoint.questions as Array<{ uid: string; question: string; tags: string[]; options: string[] }>;
    expect(served).toHaveLength(6);
    expect(new Set(served.map((q) => q.uid)).size).toBe(6);
    expect(served.filter((q) => q.tags.includes('LBW')).length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(first)).not.toContain('correctAnswer');
    // The time limit follows the number served: max(10, 6 x 2) = 12 minutes.
    expect(first.checkpoint.timeLimitMinutes).toBe(12);
    expect(first.clock!.secondsLeft).toBe(720);
    const reopened = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    expect(reopened.checkpoint.questions.map((q) => q.uid)).toEqual(served.map((q) => q.uid));

    // Right on the served questions but the first two, in the served order: 4 of 6 proves the grading followed them.
    const answers = served.map((q) => (q.uid === 'mc' ? 'Hawk-Eye' : keyOf(q.question)));
    const wrongOnPurpose = answers.map((answer, i) => (i < 2 ? 'wrong' : answer));
    const graded = await api<AttemptResult>('POST', `${pathOf(f)}/attempt`, {
      token: learner.token,
      body: { answers: wrongOnPurpose, timeSpent: 60 },
    });
    expect(graded.status).toBe(200);
    console.log(`a graded attempt of a drawn checkpoint: ${readsOf(graded)} reads, ${writesOf(graded)} writes`);
    expect(graded.body.data).toMatchObject({ score: 67, passed: false });
    expect(graded.body.data.questionResults.map((r) => r.question)).toEqual(served.map((q) => q.question));
    expect(graded.body.data.questionResults.every((r) => r.correctAnswer === null && r.isCorrect === null)).toBe(true);
    const stored = (await testDb().collection('attempts').doc(`${learner.uid}_${f.courseId}_c1_1`).get()).data()!;
    expect(stored.served.questionUids).toEqual(served.map((q) => q.uid));

    // 13 in the bank, 6 seen: the second attempt is served unseen ones, except where its 3 LBW
    // questions cannot all be unseen (6 LBW in the bank, as many as the first attempt left).
    const second = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    const secondUids = second.checkpoint.questions.map((q) => q.uid);
    expect(secondUids).toHaveLength(6);
    const lbwSeen = served.filter((q) => q.tags.includes('LBW')).length;
    const seenAgain = secondUids.filter((uid: string) => served.some((q) => q.uid === uid));
    expect(seenAgain).toHaveLength(Math.max(0, 3 - (6 - lbwSeen)));
    // Answers line up with what this attempt was served: the first attempt's key scores nothing here.
    const misaligned = await api<AttemptResult>('POST', `${pathOf(f)}/attempt`, {
      token: learner.token,
      body: { answers, timeSpent: 60 },
    });
    expect(misaligned.body.data.questionResults.map((r) => r.question)).toEqual(
      second.checkpoint.questions.map((q) => q.question),
    );
  });

  it('refuses a submission with no open attempt, never grading the last attempt’s questions again, and counts nothing', async () => {
    const learner = await enrolled('pool-no-clock', f);
    const first = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    const served = first.checkpoint.questions as Array<{ uid: string; question: string }>;
    const submit = (answers: string[]) =>
      api('POST', `${pathOf(f)}/attempt`, { token: learner.token, body: { answers, timeSpent: 60 } });
    expect((await submit(served.map(() => 'wrong'))).body.data).toMatchObject({ score: 0, passed: false });
    // The first attempt's results name its questions; answering them again without reopening gets nothing graded.
    const retried = await submit(served.map((q) => (q.uid === 'mc' ? 'Hawk-Eye' : keyOf(q.question))));
    expect(retried.status).toBe(409);
    expect(retried.body.message).toBe(
      'Open the checkpoint again to start your next attempt: each attempt draws its own questions.',
    );
    const attempts = await testDb().collection('attempts').where('enrollmentId', '==', `${learner.uid}_${f.courseId}`).get();
    expect(attempts.size).toBe(1);
    const reopened = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    expect(reopened.progress).toMatchObject({ attempts: 1, passed: false });
    expect(reopened.clock!.attempt).toBe(2);
  });

  it('shuffles the choices of a multiple-choice question per attempt, and the order never gives the answer away', async () => {
    const firstPositions = new Map<number, number>();
    for (let i = 0; i < 8; i += 1) {
      const learner = await enrolled(`shuffle-${i}`, f);
      const view = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
      const choice = view.checkpoint.questions.find((q) => q.uid === 'mc');
      if (!choice) continue;
      expect([...choice.options].sort()).toEqual([...CHOICE.options].sort());
      const at = choice.options.indexOf('Hawk-Eye');
      firstPositions.set(at, (firstPositions.get(at) ?? 0) + 1);
    }
    // Learners who were served the question did not all see the answer in one place.
    if ([...firstPositions.values()].reduce((a, b) => a + b, 0) >= 3) expect(firstPositions.size).toBeGreaterThan(1);
  });
});

describe('accommodations', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createCourseFixture({ price: 0, maxAttempts: 1 });
  });
  const grant = (userId: string, body: unknown) =>
    api<{ accommodation: Accommodation }>('PUT', `/admin/courses/${f.courseId}/accommodations/${userId}`, { token: admin, body });

  it('refuses a multiplier outside 1 to 4, a grant without a reason, a learner not enrolled, an unknown checkpoint; changes nothing', async () => {
    const learner = await enrolled('acc-bad', f);
    const outsider = await newLearner('acc-outsider');
    for (const timeMultiplier of [0.5, 4.5]) {
      const res = await grant(learner.uid, { timeMultiplier, note: 'Dyslexia' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The time multiplier must be between 1 and 4');
    }
    expect((await grant(learner.uid, { timeMultiplier: 1.5 })).body.message).toBe('Say why in the note');
    const notEnrolled = await grant(outsider.uid, { timeMultiplier: 1.5, note: 'Slow connection' });
    expect(notEnrolled.status).toBe(400);
    expect(notEnrolled.body.message).toBe('This learner is not enrolled in this course.');
    const unknown = await grant(learner.uid, {
      note: 'Power cut',
      checkpoints: [{ checkpointUid: 'nope', extraAttempts: 1, extraMinutes: 0 }],
    });
    expect(unknown.body.message).toBe("The course has no checkpoint 'nope'.");
    expect(
      (await api('PUT', `/admin/courses/${f.courseId}/accommodations/${learner.uid}`, { token: learner.token, body: {} })).status,
    ).toBe(403);
    const list = (
      await api<{ accommodations: Accommodation[]; learners: CourseLearner[] }>(
        'GET',
        `/admin/courses/${f.courseId}/accommodations`,
        { token: admin },
      )
    ).body.data.accommodations;
    expect(list.filter((item) => item.userId === learner.uid || item.userId === outsider.uid)).toEqual([]);
  });

  it('extra time and an extra attempt are enforced on the server, shown to the learner and in the activity feed', async () => {
    const learner = await enrolled('acc', f);
    const saved = await grant(learner.uid, {
      timeMultiplier: 1.5,
      note: 'Extra time for dyslexia; a power cut lost attempt 1',
      checkpoints: [{ checkpointUid: 'c1', extraAttempts: 1, extraMinutes: 0 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.accommodation).toMatchObject({ timeMultiplier: 1.5, studentName: 'Test acc' });

    const view = (await api<CheckpointView>('GET', pathOf(f), { token: learner.token })).body.data;
    expect(view.checkpoint).toMatchObject({ timeLimitMinutes: 15, timeExtended: true });
    expect(view.clock!.secondsLeft).toBe(900);
    expect(view.progress.maxAttempts).toBe(2);

    // 13 minutes in: past the checkpoint's own 10 minutes and grace, within the learner's 15.
    const clockPath = 'progress.checkpoints.c1.clock';
    const enrolment = testDb().collection('enrollments').doc(`${learner.uid}_${f.courseId}`);
    const clock = (await enrolment.get()).get(clockPath);
    await enrolment.update({ [clockPath]: { ...clock, startedAt: new Date(Date.now() - 13 * 60_000).toISOString() } });
    const late = await api('POST', `${pathOf(f)}/attempt`, { token: learner.token, body: { answers: f.wrong, timeSpent: 780 } });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data).toMatchObject({ totalAttempts: 1, maxAttempts: 2 });
    // The extra attempt: a second one is allowed where the checkpoint's own maximum is 1, a third is not.
    await api('GET', pathOf(f), { token: learner.token });
    expect(
      (await api('POST', `${pathOf(f)}/attempt`, { token: learner.token, body: { answers: f.wrong, timeSpent: 5 } })).status,
    ).toBe(200);
    const third = await api('POST', `${pathOf(f)}/attempt`, { token: learner.token, body: { answers: f.correct, timeSpent: 5 } });
    expect(third.status).toBe(403);
    expect(third.body.message).toBe('You have reached the maximum number of attempts (2) for this checkpoint.');

    const other = await enrolled('acc-none', f);
    await api('GET', pathOf(f), { token: other.token });
    const otherClock = testDb().collection('enrollments').doc(`${other.uid}_${f.courseId}`);
    const theirs = (await otherClock.get()).get(clockPath);
    await otherClock.update({ [clockPath]: { ...theirs, startedAt: new Date(Date.now() - 13 * 60_000).toISOString() } });
    const refused = await api('POST', `${pathOf(f)}/attempt`, { token: other.token, body: { answers: f.wrong, timeSpent: 780 } });
    expect(refused.body.message).toBe('The time limit for this checkpoint has passed.');

    const feed = await testDb().collection('activity').where('action', '==', 'given accommodations').get();
    expect(feed.docs.map((doc) => doc.get('name'))).toContain(
      `Test acc · ${(await courseTitle(f)) as string}: 1.5× time; +1 attempt on Checkpoint one`,
    );
  });
});

async function courseTitle(f: Fixture) {
  return (await testDb().collection('courses').doc(f.courseId).get()).get('title');
}
