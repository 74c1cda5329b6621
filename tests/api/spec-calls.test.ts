import { beforeAll, describe, expect, it } from 'vitest';

import { createCourseFixture } from '../support/course-fixture';
import { api } from '../support/http';
import { form, pngBytes } from '../support/media-fixtures';
import { adminToken, newLearner } from '../support/sessions';

/** The calls of SPEC.md section 7 exactly as written, the way the client's own back-office makes them. */
const today = new Date().toISOString().slice(0, 10);
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /blogs with the add form of SPEC section 7', () => {
  it('creates an internal post from title, date, summary and image alone; its page shows the summary until it has content', async () => {
    const fields = { title: 'Spec-shaped post', date: today, summary: 'What the post is about, in two lines.' };
    const created = await api('POST', '/blogs', { token: admin, body: form(fields, { image: [await pngBytes(), 'cover.png'] }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Blog created successfully!');
    const id = created.body.data.blogId;

    const page = await api('GET', `/blogs/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ ...fields, content: '', isExternal: false });

    // The edit form is where content becomes required (SPEC section 5).
    const edit = await api('PUT', `/blogs/${id}`, { token: admin, body: form(fields) });
    expect(edit.body.message).toBe('Content is required for internal blogs');
    const written = await api('PUT', `/blogs/${id}`, { token: admin, body: form({ ...fields, content: '<p>The full story.</p>' }) });
    expect(written.status).toBe(200);
    expect((await api('GET', `/blogs/${id}`)).body.data.content).toBe('<p>The full story.</p>');
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
    const created = await api('POST', '/testimonials', { token: admin, body: form({ ...fields, description: 'The longer story.' }) });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    const edited = await api('PUT', `/testimonials/${id}`, { token: admin, body: form({ ...fields, description: '' }) });
    expect(edited.status).toBe(200);
    expect(edited.body.data.description).toBe('');
    await api('DELETE', `/testimonials/${id}`, { token: admin });
  });
});

describe('GET a checkpoint', () => {
  it('carries the attempt summary totalAttempts (SPEC section 3) beside progress.attempts', async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const learner = await newLearner('attempts');
    const enrolled = await api('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    const path = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`;

    const opened = await api('GET', path, { token: learner.token });
    expect(opened.body.data.totalAttempts).toBe(0);
    expect(opened.body.data.progress.attempts).toBe(0);
    const attempt = await api('POST', `${path}/attempt`, { token: learner.token, body: { answers: fixture.wrong, timeSpent: 30 } });
    expect(attempt.body.data.totalAttempts).toBe(1);
    const again = await api('GET', path, { token: learner.token });
    expect(again.body.data.totalAttempts).toBe(1);
    expect(again.body.data.progress.attempts).toBe(1);
  });
});
