import { beforeAll, describe, expect, it } from 'vitest';

import type {
  AttemptForReview,
  AuditList,
  Course,
  CourseModule,
  ReviewQueueItem,
  StaffCourses,
  User,
} from '../../functions/src/contract';
import { createCourseFixture } from '../support/course-fixture';
import { api } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

/*
 * Scoped staff roles (issue 32; decision 0073): an instructor of course X reviews X's essays and
 * reads X's report and item statistics; an author of X edits X and its modules, never its price;
 * neither reaches another course (404), learners' data they are not given, or the rest of the back-office (403).
 */

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;
type Person = Awaited<ReturnType<typeof newLearner>>;

/** A module as the admin API answers it: the contract's CourseModule and its timestamps, which its form leaves out. */
type StoredModule = CourseModule & { createdAt?: string; updatedAt?: string };

const staffPath = (uid: string) => `/admin/users/${uid}/staff-courses`;
const checkpointPath = (f: Fixture) => `/user/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/${f.checkpointId}`;
const reportPath = (f: Fixture) => `/admin/courses/${f.courseId}/report`;
const statisticsPath = (f: Fixture) =>
  `/admin/courses/${f.courseId}/modules/${f.moduleId}/checkpoints/${f.checkpointId}/statistics`;

/** The learner enrols in the free course and submits an essay, which waits for a person's marks. */
async function essayAwaitingReview(learner: Person, f: Fixture): Promise<string> {
  const enrolled = await api('POST', '/enrollments', {
    token: learner.token,
    body: { courseId: f.courseId, paymentMethod: 'card', amount: 0 },
  });
  expect(enrolled.status).toBe(201);
  await api('GET', checkpointPath(f), { token: learner.token });
  const submitted = await api('POST', `${checkpointPath(f)}/attempt`, {
    token: learner.token,
    body: { answers: [...f.correct, 'Signal with both arms out.'], timeSpent: 20 },
  });
  expect(submitted.body.data).toMatchObject({ awaitingReview: true });
  return `${learner.uid}_${f.courseId}_${f.checkpointId}_1`;
}

/** The course as its edit form sends it back. */
async function courseForm(token: string, courseId: string) {
  const res = await api<{ course: Course; modules: CourseModule[] }>('GET', `/admin/courses/${courseId}`, { token });
  expect(res.status).toBe(200);
  const {
    uid: _uid,
    currentStudents: _count,
    modules: _modules,
    rating: _rating,
    createdAt: _c,
    updatedAt: _u,
    ...form
  } = res.body.data.course;
  return form as Record<string, unknown>;
}

let admin: Awaited<ReturnType<typeof newAdmin>>;
let x: Fixture;
let y: Fixture;
let instructor: Person;
let author: Person;
let learner: Person;

beforeAll(async () => {
  [admin, x, y, instructor, author, learner] = await Promise.all([
    newAdmin('staff-admin'),
    createCourseFixture({ price: 0, essay: true }),
    createCourseFixture({ price: 0, essay: true }),
    newLearner('staff-instructor'),
    newLearner('staff-author'),
    newLearner('staff-learner'),
  ]);
});

describe('assigning staff courses', () => {
  it('refuses bad input with field errors and changes nothing; only an admin assigns', async () => {
    const unknownCourse = await api('PUT', staffPath(instructor.uid), {
      token: admin.token,
      body: { instructorOf: [x.courseId, 'no-such-course'], authorOf: [] },
    });
    expect(unknownCourse.status).toBe(400);
    expect(unknownCourse.body.errors).toEqual([{ msg: 'Course not found', path: 'instructorOf.1' }]);
    const notAList = await api('PUT', staffPath(instructor.uid), {
      token: admin.token,
      body: { instructorOf: x.courseId, authorOf: [] },
    });
    expect(notAList.status).toBe(400);
    expect(notAList.body.errors![0].path).toBe('instructorOf');
    const unknownUser = await api('PUT', staffPath('no-such-user'), {
      token: admin.token,
      body: { instructorOf: [], authorOf: [x.courseId] },
    });
    expect(unknownUser.status).toBe(404);
    expect((await api('GET', staffPath('no-such-user'), { token: admin.token })).status).toBe(404);
    const byLearner = await api('PUT', staffPath(learner.uid), {
      token: learner.token,
      body: { instructorOf: [x.courseId], authorOf: [] },
    });
    expect(byLearner.status).toBe(403);

    const unchanged = await api('GET', staffPath(instructor.uid), { token: admin.token });
    expect(unchanged.body.data).toMatchObject({ instructorOf: [], authorOf: [] });
    expect((await api<{ user: User }>('GET', '/auth/me', { token: instructor.token })).body.data.user.memberships).toMatchObject({
      instructorOf: [],
      authorOf: [],
    });
  });

  it('assigns an instructor and an author, audited, and tells each through /auth/me', async () => {
    const assigned = await api<StaffCourses>('PUT', staffPath(instructor.uid), {
      token: admin.token,
      body: { instructorOf: [x.courseId], authorOf: [] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.instructorOf).toEqual([{ id: x.courseId, title: expect.any(String) }]);
    expect(
      (await api('PUT', staffPath(author.uid), { token: admin.token, body: { instructorOf: [], authorOf: [x.courseId] } }))
        .status,
    ).toBe(200);
    expect((await api<StaffCourses>('GET', staffPath(author.uid), { token: admin.token })).body.data.authorOf).toEqual([
      { id: x.courseId, title: expect.any(String) },
    ]);

    const me = (await api<{ user: User }>('GET', '/auth/me', { token: instructor.token })).body.data.user;
    expect(me.role).toBe('user');
    expect(me.memberships).toMatchObject({ instructorOf: [x.courseId], authorOf: [] });
    expect((await api<{ user: User }>('GET', '/auth/me', { token: author.token })).body.data.user.memberships).toMatchObject({
      instructorOf: [],
      authorOf: [x.courseId],
    });

    const audit = await api<AuditList>('GET', `/admin/audit?person=${encodeURIComponent(admin.email)}&resource=user`, {
      token: admin.token,
    });
    const entry = audit.body.data.entries.find((e) => e.resource.id === instructor.uid);
    expect(entry).toMatchObject({ action: 'updated', changes: [{ field: 'instructorOf', before: [], after: [x.courseId] }] });
  });
});

describe('an instructor of course X', () => {
  let attemptX: string;
  let attemptY: string;
  beforeAll(async () => {
    [attemptX, attemptY] = [await essayAwaitingReview(learner, x), await essayAwaitingReview(learner, y)];
  });

  it("sees and marks only X's essays", async () => {
    const queue = (
      await api<{ reviews: ReviewQueueItem[] }>('GET', '/admin/reviews', { token: instructor.token })
    ).body.data.reviews.map((r) => r.attemptId);
    expect(queue).toContain(attemptX);
    expect(queue).not.toContain(attemptY);
    const everyone = (
      await api<{ reviews: ReviewQueueItem[] }>('GET', '/admin/reviews', { token: admin.token })
    ).body.data.reviews.map((r) => r.attemptId);
    expect(everyone).toEqual(expect.arrayContaining([attemptX, attemptY]));

    expect((await api('GET', `/admin/reviews/${attemptY}`, { token: instructor.token })).status).toBe(404);
    const marksY = await api('POST', `/admin/reviews/${attemptY}`, {
      token: instructor.token,
      body: { marks: [{ index: 2, points: 5 }] },
    });
    expect(marksY.status).toBe(404);
    expect(
      (await api<{ attempt: AttemptForReview }>('GET', `/admin/reviews/${attemptX}`, { token: instructor.token })).body.data
        .attempt.attemptId,
    ).toBe(attemptX);
    const marksX = await api('POST', `/admin/reviews/${attemptX}`, {
      token: instructor.token,
      body: { marks: [{ index: 2, points: 5 }] },
    });
    expect(marksX.status).toBe(200);
    expect(
      (await api<{ attempt: AttemptForReview }>('GET', `/admin/reviews/${attemptY}`, { token: admin.token })).body.data.attempt
        .status,
    ).toBe('pending_review');
  });

  it("reads X's report and item statistics, not Y's, and nothing else of the back-office", async () => {
    const report = await api('GET', reportPath(x), { token: instructor.token });
    expect(report.status).toBe(200);
    expect((await api('GET', `${reportPath(x)}.csv`, { token: instructor.token })).status).toBe(200);
    expect((await api('GET', statisticsPath(x), { token: instructor.token })).status).toBe(200);
    for (const path of [reportPath(y), `${reportPath(y)}.csv`, statisticsPath(y)]) {
      const res = await api('GET', path, { token: instructor.token });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Course not found');
    }
    for (const path of [
      '/admin/orders',
      '/users',
      `/admin/courses/${x.courseId}`,
      '/admin/audit',
      `/admin/courses/${x.courseId}/accommodations`,
    ])
      expect((await api('GET', path, { token: instructor.token })).status, path).toBe(403);
  });
});

describe('an author of course X', () => {
  it('edits X and its modules but not its price or publication', async () => {
    const form = await courseForm(author.token, x.courseId);
    const renamed = await api<{ course: Course }>('PUT', `/admin/courses/${x.courseId}`, {
      token: author.token,
      body: { ...form, title: 'Tagging, revised' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.course.title).toBe('Tagging, revised');

    const repriced = await api('PUT', `/admin/courses/${x.courseId}`, {
      token: author.token,
      body: { ...form, title: 'Cheaper now', price: 1 },
    });
    expect(repriced.status).toBe(400);
    expect(repriced.body.message).toBe('Only an administrator can change a price');
    const unpublished = await api('PUT', `/admin/courses/${x.courseId}`, {
      token: author.token,
      body: { ...form, isActive: false },
    });
    expect(unpublished.status).toBe(400);
    const after = await courseForm(admin.token, x.courseId);
    expect(after).toMatchObject({ title: 'Tagging, revised', price: 0, isActive: true });
    // The admin still changes the price.
    expect((await api('PUT', `/admin/courses/${x.courseId}`, { token: admin.token, body: { ...after, price: 0 } })).status).toBe(
      200,
    );

    const module = (await api<{ module: CourseModule }>('GET', `/admin/modules/${x.moduleId}`, { token: author.token })).body.data
      .module;
    const { uid: _uid, courseId: _courseId, createdAt: _c, updatedAt: _u, ...moduleForm } = module as StoredModule;
    const edited = await api<{ module: CourseModule }>('PUT', `/admin/modules/${x.moduleId}`, {
      token: author.token,
      body: { ...moduleForm, title: 'Module one, revised' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.module.title).toBe('Module one, revised');
    const listed = (await api<{ courses: Course[] }>('GET', '/admin/courses', { token: author.token })).body.data.courses.map(
      (c) => c.uid,
    );
    expect(listed).toEqual([x.courseId]);
  });

  it("cannot touch course Y, learners' data or the rest of the back-office", async () => {
    const form = await courseForm(admin.token, y.courseId);
    expect((await api('GET', `/admin/courses/${y.courseId}`, { token: author.token })).status).toBe(404);
    const other = await api('PUT', `/admin/courses/${y.courseId}`, { token: author.token, body: { ...form, title: 'Not mine' } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Course not found');
    expect((await api('GET', `/admin/modules/${y.moduleId}`, { token: author.token })).status).toBe(404);
    const module = (await api<{ module: CourseModule }>('GET', `/admin/modules/${y.moduleId}`, { token: admin.token })).body.data
      .module;
    const { uid: _uid, courseId: _courseId, createdAt: _c, updatedAt: _u, ...moduleForm } = module as StoredModule;
    expect(
      (await api('PUT', `/admin/modules/${y.moduleId}`, { token: author.token, body: { ...moduleForm, title: 'Not mine' } }))
        .status,
    ).toBe(404);
    expect((await courseForm(admin.token, y.courseId)).title).toBe(form.title);

    for (const path of [
      reportPath(x),
      statisticsPath(x),
      '/admin/reviews',
      '/users',
      '/admin/orders',
      `/admin/courses/${x.courseId}/accommodations`,
    ])
      expect((await api('GET', path, { token: author.token })).status, path).toBe(403);
    expect((await api('DELETE', `/admin/courses/${x.courseId}`, { token: author.token })).status).toBe(403);
    expect((await api('POST', '/admin/courses', { token: author.token, body: form })).status).toBe(403);
  });

  it('loses the courses the admin takes away, on the next request', async () => {
    expect(
      (await api('PUT', staffPath(author.uid), { token: admin.token, body: { instructorOf: [], authorOf: [] } })).status,
    ).toBe(200);
    expect((await api('GET', `/admin/courses/${x.courseId}`, { token: author.token })).status).toBe(403);
    expect((await api<{ user: User }>('GET', '/auth/me', { token: author.token })).body.data.user.memberships!.authorOf).toEqual(
      [],
    );
  });
});
