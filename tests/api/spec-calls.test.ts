import { beforeAll, describe, expect, it } from 'vitest';

import type { AttemptResult, Blog, CheckpointView, Testimonial } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { api } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { adminToken } from '../support/sessions';

/** The calls of SPEC.md section 7 exactly as written, the way the client's own back-office makes them. */
const today = new Date().toISOString().slice(0, 10);
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /blogs with the add form of SPEC section 7', () => {
  it('creates an internal post from title, date, summary and image alone; its page shows the summary until it has content', async () => {
    const fields = { title: 'Spec-shaped post', date: today, summary: 'What the post is about, in two lines.' };
    const created = await api<Blog>('POST', '/blogs', {
      token: admin,
      body: form(fields, { image: [await pngBytes(), 'cover.png'] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Blog created successfully!');
    const id = created.body.data.blogId;

    const page = await api<Blog>('GET', `/blogs/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ ...fields, content: '', isExternal: false });

    // The edit form is where content becomes required (SPEC section 5).
    const edit = await api('PUT', `/blogs/${id}`, { token: admin, body: form(fields) });
    expect(edit.body.message).toBe('Content is required for internal blogs');
    const written = await api('PUT', `/blogs/${id}`, {
      token: admin,
      body: form({ ...fields, content: '<p>The full story.</p>' }),
    });
    expect(written.status).toBe(200);
    expect((await api<Blog>('GET', `/blogs/${id}`)).body.data.content).toBe('<p>The full story.</p>');
    await api('DELETE', `/blogs/${id}`, { token: admin });
  });
});

describe('POST /testimonials', () => {
  const fields = { name: 'Ravi', role: 'Head coach', company: 'Pune Academy', testimonialText: 'It changed our reviews.' };

  it('requires the description when adding, and writes nothing without it', async () => {
    const before = (await api('GET', '/testimonials?page=1&limit=1', { token: admin })).body.total;
    const missing = await api('POST', '/testimonials', { token: admin, body: form(fields) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ msg: 'Description is required', path: 'description' });
    const blank = await api('POST', '/testimonials', { token: admin, body: form({ ...fields, description: '   ' }) });
    expect(blank.status).toBe(400);
    expect((await api('GET', '/testimonials?page=1&limit=1', { token: admin })).body.total).toBe(before);
  });

  it('keeps the description optional when editing', async () => {
    const created = await api<Testimonial>('POST', '/testimonials', {
      token: admin,
      body: form({ ...fields, description: 'The longer story.' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    const edited = await api<Testimonial>('PUT', `/testimonials/${id}`, {
      token: admin,
      body: form({ ...fields, description: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.description).toBe('');
    await api('DELETE', `/testimonials/${id}`, { token: admin });
  });
});

describe('GET a checkpoint', () => {
  it('carries the attempt summary totalAttempts (SPEC section 3) beside progress.attempts', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const learner = await enrolledLearner(fixture.courseId, { prefix: 'attempts' });
    const path = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`;

    const opened = await api<CheckpointView>('GET', path, { token: learner.token });
    expect(opened.body.data.totalAttempts).toBe(0);
    expect(opened.body.data.progress.attempts).toBe(0);
    const attempt = await api<AttemptResult>('POST', `${path}/attempt`, {
      token: learner.token,
      body: { answers: fixture.wrong, timeSpent: 30 },
    });
    expect(attempt.body.data.totalAttempts).toBe(1);
    const again = await api<CheckpointView>('GET', path, { token: learner.token });
    expect(again.body.data.totalAttempts).toBe(1);
    expect(again.body.data.progress.attempts).toBe(1);
  });
});

describe('the quiz calls of SPEC section 7, with no other flag', () => {
  const enrolledIn = async (fixture: Awaited<ReturnType<typeof createCourseFixture>>, prefix: string) => {
    const learner = await enrolledLearner(fixture.courseId, { prefix });
    return learner;
  };
  const pathOf = (fixture: Awaited<ReturnType<typeof createCourseFixture>>) =>
    `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`;

  it('GET, POST, POST for Try Again, POST: three attempts, only the score until the last, then the review with the key', async () => {
    const fixture = await createCourseFixture({ price: 0, maxAttempts: 3 });
    const learner = await enrolledIn(fixture, 'spec-quiz');
    const path = pathOf(fixture);
    const submit = (answers: string[]) =>
      api<AttemptResult>('POST', `${path}/attempt`, { token: learner.token, body: { answers, timeSpent: 30 } });

    const opened = await api<CheckpointView>('GET', path, { token: learner.token });
    expect(opened.status).toBe(200);
    expect(opened.body.data.checkpoint.questions.map((q) => q.question)).toEqual([
      'How many stumps make a wicket?',
      'Hawk-Eye is a ball-tracking system.',
    ]);
    expect(JSON.stringify(opened.body)).not.toContain('correctAnswer');

    const first = await submit(['3', 'False']);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ score: 50, passed: false, totalAttempts: 1 });
    expect(first.body.data.questionResults.map((r) => [r.question, r.userAnswer, r.isCorrect, r.correctAnswer])).toEqual([
      ['How many stumps make a wicket?', '3', null, null],
      ['Hawk-Eye is a ball-tracking system.', 'False', null, null],
    ]);

    const second = await submit(['2', 'True']);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ score: 50, passed: false, totalAttempts: 2 });
    expect(second.body.data.questionResults.every((r) => r.isCorrect === null && r.correctAnswer === null)).toBe(true);

    const last = await submit(['2', 'False']);
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ score: 0, passed: false, totalAttempts: 3 });
    expect(last.body.data.questionResults.map((r) => [r.isCorrect, r.correctAnswer, r.points])).toEqual([
      [false, '3', 1],
      [false, 'True', 1],
    ]);

    const refused = await submit(fixture.correct);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You have reached the maximum number of attempts (3) for this checkpoint.');
    const after = (await api<CheckpointView>('GET', path, { token: learner.token })).body.data;
    expect(after.progress).toMatchObject({ attempts: 3, maxAttempts: 3, passed: false });
    expect(after.checkpoint.questions).toEqual([]);
    expect(after.lastAttempt!.questionResults.map((r) => r.correctAnswer)).toEqual(fixture.correct);
  });

  it('a plain GET after a failed attempt starts the next attempt with the questions and a full clock; reopening resumes it', async () => {
    const fixture = await createCourseFixture({ price: 0, maxAttempts: 2 });
    const learner = await enrolledIn(fixture, 'spec-reopen');
    const path = pathOf(fixture);
    await api<CheckpointView>('GET', path, { token: learner.token });
    await api<AttemptResult>('POST', `${path}/attempt`, {
      token: learner.token,
      body: { answers: fixture.wrong, timeSpent: 30 },
    });

    const next = (await api<CheckpointView>('GET', path, { token: learner.token })).body.data;
    expect(next.checkpoint.questions).toHaveLength(2);
    expect(next.clock).toMatchObject({ attempt: 2, secondsLeft: 600 });
    expect(next.lastAttempt).toMatchObject({ attemptNumber: 1, score: 0, passed: false });
    const again = (await api<CheckpointView>('GET', path, { token: learner.token })).body.data;
    expect(again.clock!.startedAt).toBe(next.clock!.startedAt);

    const passed = await api<AttemptResult>('POST', `${path}/attempt`, {
      token: learner.token,
      body: { answers: fixture.correct, timeSpent: 30 },
    });
    expect(passed.body.data).toMatchObject({ score: 100, passed: true, totalAttempts: 2 });
    const done = (await api<CheckpointView>('GET', path, { token: learner.token })).body.data;
    expect(done.clock).toBeNull();
    expect(done.lastAttempt).toMatchObject({ passed: true });
  });

  it('a Try Again POST later than the time limit after the last grading is refused and counts nothing', async () => {
    const fixture = await createCourseFixture({ price: 0, maxAttempts: 3 });
    const learner = await enrolledIn(fixture, 'spec-late');
    const path = pathOf(fixture);
    const submit = () =>
      api<AttemptResult>('POST', `${path}/attempt`, { token: learner.token, body: { answers: fixture.wrong, timeSpent: 30 } });
    expect((await submit()).body.message).toBe('Open the checkpoint before submitting it.');
    await api<CheckpointView>('GET', path, { token: learner.token });
    expect((await submit()).status).toBe(200);
    // The first attempt was graded 13 minutes ago: a 10-minute limit and its grace are over.
    await testDb()
      .collection('attempts')
      .doc(`${learner.uid}_${fixture.courseId}_c1_1`)
      .update({ submittedAt: new Date(Date.now() - 13 * 60_000) });
    const late = await submit();
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The time limit for this checkpoint has passed.');
    expect((await api<CheckpointView>('GET', path, { token: learner.token })).body.data.progress.attempts).toBe(1);
  });
});
