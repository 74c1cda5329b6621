import { beforeAll, describe, expect, it } from 'vitest';

import type { LearnerCourseView, LessonPosition } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { api } from '../support/http';
import { newLearner } from '../support/sessions';

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

/** The resume point of a lesson's video: saved per learner and lesson, read back on any device. */
describe('lesson video position', () => {
  let fixture: Fixture;
  let learner: Awaited<ReturnType<typeof newLearner>>;
  const path = (lesson = 'l1') => `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/${lesson}/position`;
  const save = (body: unknown, token = learner.token, lesson = 'l1') => api<LessonPosition>('PUT', path(lesson), { token, body });

  beforeAll(async () => {
    fixture = await createCourseFixture({ price: 0, secondLesson: true });
    learner = await enrolledLearner(fixture.courseId, { prefix: 'position' });
  });

  it('has no position before one is saved', async () => {
    const res = await api('GET', path(), { token: learner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ position: 0, duration: 0, savedAt: null });
  });

  it('saves a position and reads it back; a later save replaces it', async () => {
    const first = await save({ position: 95.4, duration: 240 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ position: 95.4, duration: 240, savedAt: expect.any(String) });
    expect((await save({ position: 130.25, duration: 240 })).status).toBe(200);
    const read = await api('GET', path(), { token: learner.token });
    expect(read.body.data).toMatchObject({ position: 130.25, duration: 240 });
    const stored = await testDb().collection('enrollments').doc(`${learner.uid}_${fixture.courseId}`).get();
    expect(stored.get('progress.positions.l1.position')).toBe(130.25);
  });

  it('clamps a position past the end of the video to its duration', async () => {
    const res = await save({ position: 241.7, duration: 240 });
    expect(res.status).toBe(200);
    expect(res.body.data.position).toBe(240);
  });

  it('does not touch the lesson progress beside it', async () => {
    const lesson = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1/progress`;
    await api('PUT', lesson, { token: learner.token, body: { progress: 100, completed: true, timeSpent: 7 } });
    await save({ position: 12, duration: 240 });
    const view = await api<LearnerCourseView>('GET', `/user/courses/${fixture.courseId}`, { token: learner.token });
    expect(view.body.data.progress.lessons.find((item) => item.lessonUid === 'l1')).toMatchObject({ completed: true });
    expect((await api<LessonPosition>('GET', path(), { token: learner.token })).body.data.position).toBe(12);
  });

  it('refuses a negative, non-numeric, missing or oversized position with a 400, changing nothing', async () => {
    const bad: unknown[] = [
      { position: -1, duration: 240 },
      { position: 'ten', duration: 240 },
      { position: null, duration: 240 },
      { duration: 240 },
      { position: 10, duration: 0 },
      { position: 10, duration: -5 },
      { position: 10 },
      { position: 1e9, duration: 240 },
      { position: 10, duration: 240, userId: 'someone-else' },
    ];
    for (const body of bad) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    // JSON has no Infinity or NaN: a client that sends them sends null, or a string that is not JSON at all.
    const raw = await api('PUT', path(), { token: learner.token, body: '{"position": Infinity, "duration": 240}' });
    expect(raw.status).toBe(400);
    expect((await api<LessonPosition>('GET', path(), { token: learner.token })).body.data.position).toBe(12);
  });

  it('refuses a lesson without a video, and an unknown lesson', async () => {
    expect((await save({ position: 3, duration: 10 }, learner.token, 'l2')).status).toBe(400);
    expect((await save({ position: 3, duration: 10 }, learner.token, 'nope')).status).toBe(404);
  });

  it('is refused to a visitor and to a learner who is not enrolled, and keeps theirs apart', async () => {
    const other = await newLearner('position-other');
    expect((await api('GET', path())).status).toBe(401);
    expect((await save({ position: 3, duration: 10 }, '')).status).toBe(401);
    const read = await api('GET', path(), { token: other.token });
    const write = await save({ position: 3, duration: 10 }, other.token);
    // Every learner route answers a course the caller is not enrolled in as not found (SPEC section 2).
    expect([read.status, write.status]).toEqual([404, 404]);
    expect((await api<LessonPosition>('GET', path(), { token: learner.token })).body.data.position).toBe(12);
  });
});
