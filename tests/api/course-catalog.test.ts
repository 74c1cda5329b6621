import { describe, expect, it } from 'vitest';

import type { Course } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrol } from '../support/enrol';
import { api, readsOf } from '../support/http';
import { fetchPage } from '../support/page-html';
import { newLearner } from '../support/sessions';

describe('public course catalogue', () => {
  it('GET /api/courses lists active courses only, without reading the whole collection', async () => {
    await testDb().collection('courses').doc('catalog-draft').set({
      title: 'Draft: Scorer certification',
      isActive: false,
      price: 100,
      createdAt: new Date(),
    });
    const res = await api<Course[]>('GET', '/courses');
    expect(res.status).toBe(200);
    const courses = res.body.data;
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.isActive)).toBe(true);
    expect(courses.map((course) => course.uid)).not.toContain('catalog-draft');
    expect(readsOf(res)).toBeLessThanOrEqual(courses.length + 1);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('GET /api/courses/{id} answers data.course with its modules summary and never a question', async () => {
    const [first] = (await api<Course[]>('GET', '/courses')).body.data;
    const res = await api<{ course: Course }>('GET', `/courses/${first.uid}`);
    expect(res.status).toBe(200);
    const course = res.body.data.course;
    expect(course.title).toBe(first.title);
    expect(course.modules!.length).toBeGreaterThan(0);
    for (const module of course.modules!) {
      expect(module).toEqual({
        uid: expect.any(String),
        title: expect.any(String),
        order: expect.any(Number),
        lessonsCount: expect.any(Number),
        checkpointsCount: expect.any(Number),
        assignmentsCount: expect.any(Number),
      });
    }
    expect(JSON.stringify(res.body)).not.toContain('correctAnswer');
  });

  it('answers 404 for an unknown, malformed or inactive course', async () => {
    for (const id of ['no-such-course', 'catalog-draft', 'x'.repeat(250)]) {
      const res = await api('GET', `/courses/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Course not found' });
    }
  });

  it('GET /api/courses/{id}/seats tells how full a course is now, kept half a minute by the CDN and not by the browser', async () => {
    const { courseId } = await createCourseFixture({ price: 0, maxStudents: 12 });
    const before = await api('GET', `/courses/${courseId}/seats`);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ currentStudents: 0, maxStudents: 12 });
    expect(before.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(readsOf(before)).toBe(1);
    const learner = await newLearner('seats');
    expect((await enrol(learner.token, courseId, 0)).status).toBe(201);
    expect((await api('GET', `/courses/${courseId}/seats`)).body.data).toEqual({ currentStudents: 1, maxStudents: 12 });
    for (const id of ['no-such-course', 'catalog-draft', 'x'.repeat(250)])
      expect((await api('GET', `/courses/${id}/seats`)).body).toEqual({ success: false, message: 'Course not found' });
  });

  it('a course, through the API and as its rendered page, reads its published modules only', async () => {
    const db = testDb();
    const module = (uid: string, order: number, isActive: boolean) =>
      db
        .collection('modules')
        .doc(uid)
        .set({ courseId: 'catalog-modules', title: `Module ${order}`, order, isActive, lessons: [], checkpoints: [] });
    await db
      .collection('courses')
      .doc('catalog-modules')
      .set({
        title: 'Catalogue: modules',
        shortDescription: 'A course with a hidden module',
        description: 'One module published, one not.',
        category: 'Video Analysis',
        level: 'Beginner',
        duration: '1 week',
        originalPrice: null,
        whatYouWillLearn: [],
        requirements: [],
        tags: [],
        features: [],
        curriculum: [],
        isActive: true,
        price: 100,
        maxStudents: 10,
        currentStudents: 0,
        instructor: { name: 'Kavya Raman', bio: '', image: null },
        createdAt: new Date(),
      });
    await Promise.all([module('catalog-modules-m1', 1, true), module('catalog-modules-m2', 2, false)]);
    try {
      const res = await api<{ course: Course }>('GET', '/courses/catalog-modules');
      expect(res.status).toBe(200);
      expect(res.body.data.course.modules!.map((m) => m.uid)).toEqual(['catalog-modules-m1']);
      // The course, then its one published module: the hidden one is never read.
      expect(readsOf(res)).toBe(2);
      const page = await fetchPage('/courses/catalog-modules');
      expect(page.status).toBe(200);
      // The page also asks for the first page of its reviews: Firestore bills an empty answer one read.
      expect(page.headers.get('x-firestore-reads')).toBe('3');
    } finally {
      await Promise.all(['catalog-modules-m1', 'catalog-modules-m2'].map((uid) => db.collection('modules').doc(uid).delete()));
      await db.collection('courses').doc('catalog-modules').delete();
    }
  });
});
