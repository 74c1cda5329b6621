import { describe, expect, it } from 'vitest';

import { testDb } from '../support/admin';
import { api, readsOf } from '../support/http';

describe('public course catalogue', () => {
  it('GET /api/courses lists active courses only, without reading the whole collection', async () => {
    await testDb().collection('courses').doc('catalog-draft').set({
      title: 'Draft: Scorer certification',
      isActive: false,
      price: 100,
      createdAt: new Date(),
    });
    const res = await api('GET', '/courses');
    expect(res.status).toBe(200);
    const courses = res.body.data as any[];
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.isActive)).toBe(true);
    expect(courses.map((course) => course.uid)).not.toContain('catalog-draft');
    expect(readsOf(res)).toBeLessThanOrEqual(courses.length + 1);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('GET /api/courses/{id} answers data.course with its modules summary and never a question', async () => {
    const [first] = (await api('GET', '/courses')).body.data as any[];
    const res = await api('GET', `/courses/${first.uid}`);
    expect(res.status).toBe(200);
    const course = res.body.data.course;
    expect(course.title).toBe(first.title);
    expect(course.modules.length).toBeGreaterThan(0);
    for (const module of course.modules) {
      expect(module).toEqual({
        uid: expect.any(String),
        title: expect.any(String),
        order: expect.any(Number),
        lessonsCount: expect.any(Number),
        checkpointsCount: expect.any(Number),
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
});
